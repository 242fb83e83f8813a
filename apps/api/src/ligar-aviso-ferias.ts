import type { AssinaturaService } from './modules/assinatura/index.ts';
import type { EnviarParaAssinatura } from './modules/lancamento/index.ts';

/**
 * O aviso das férias aprovadas vai à assinatura eletrônica de quem as tira (tipo `aviso-ferias`).
 * Os lançamentos nascem com as pessoas e a assinatura com a folha, depois: a ligação fica pronta
 * quando `ligar` recebe o serviço, antes de o app atender a primeira requisição.
 */
export const ligacaoAvisoFerias = () => {
  let assinatura: Pick<AssinaturaService, 'enviar'> | undefined;
  const enviar: EnviarParaAssinatura = (auth, d, origem) => {
    if (!assinatura) throw new Error('assinatura eletrônica não ligada ao aviso de férias');
    return assinatura.enviar(
      auth,
      {
        tipo: 'aviso-ferias',
        usuarioIds: [d.usuarioId],
        titulo: d.titulo,
        arquivo: { nome: d.nomeArquivo, conteudoBase64: d.conteudo.toString('base64') },
      },
      origem,
    );
  };
  return {
    enviar,
    ligar: (servico: Pick<AssinaturaService, 'enviar'>) => {
      assinatura = servico;
    },
  };
};
