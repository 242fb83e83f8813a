import type { SituacaoAssinatura } from '@jornada/contracts';
import { isErroApi } from '../../lib/http/erro-api.ts';

/** Textos e formatos comuns às telas de assinatura eletrônica. */
export const FALHA_TIPOS = 'Erro ao buscar tipos de assinaturas eletrônicas';
export const FALHA_LISTA = 'Não foi possível carregar os documentos.';
export const FALHA_DOWNLOAD = 'Não foi possível baixar o arquivo.';

export const SITUACOES: Record<SituacaoAssinatura, { rotulo: string; cor: string }> = {
  enviado: { rotulo: 'Enviado', cor: 'gray' },
  visualizado: { rotulo: 'Visualizado', cor: 'blue' },
  assinado: { rotulo: 'Assinado', cor: 'green' },
  recusado: { rotulo: 'Recusado', cor: 'red' },
};

/** Mensagem do servidor para a pessoa, sem o nome técnico do campo que a abre ("senha: ..."). */
export const mensagemDe = (erro: unknown, padrao: string): string => {
  if (!isErroApi(erro)) return padrao;
  const texto = erro.mensagem.replace(/^[\w.]+: /, '');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

export const campoDoErro = (erro: unknown): string | null => (isErroApi(erro) ? erro.campo : null);
