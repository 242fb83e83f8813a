import type { SolicitacaoProcesso } from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { type Mailer, mensagemComLink } from '../../shared/email.ts';
import type { Notificador } from '../notificacao/index.ts';
import { ROTA_GESTOR_PROCESSOS, ROTA_MEUS_PROCESSOS } from './processo-interno.permissao.ts';

export type AvisosDeps = {
  notificacao: Notificador;
  mailer: Pick<Mailer, 'enviar'>;
  /** Endereço do app (APP_URL), para o botão do e-mail. */
  appUrl: string;
  log: { warn: (obj: object, msg: string) => void };
};

type Destinatario = { id: number; nome: string; email: string };

const SITUACAO: Partial<Record<SolicitacaoProcesso['status'], string>> = {
  Aprovado: 'foi aprovado',
  Reprovado: 'foi reprovado',
  Devolvido: 'foi devolvido para correção',
  Concluido: 'foi concluído',
};

/**
 * Avisos à outra parte, depois do commit, por Web Push e e-mail: o pedido (e o reenvio, e a
 * passagem à etapa do gestor) vai ao gestor imediato; a decisão, a quem pediu. Uma falha de envio
 * fica no log: o pedido ou a decisão já valem. A etapa do RH aparece na caixa do RH.
 */
export const createAvisos = ({ notificacao, mailer, appUrl, log }: AvisosDeps) => {
  const avisar = async (
    auth: AuthContext,
    para: Destinatario,
    m: { titulo: string; mensagem: string; rota: string },
  ) => {
    if (para.id === auth.usuarioId) return;
    const url = `/#${m.rota}`;
    notificacao.notificar(auth.empresaId, para.id, { titulo: m.titulo, mensagem: m.mensagem, url });
    const email = mensagemComLink({
      para: para.email,
      assunto: m.titulo,
      saudacao: `Olá, ${para.nome}.`,
      paragrafos: [m.mensagem],
      rotuloBotao: 'Abrir o Jornada',
      link: `${appUrl}${url}`,
      rodape: 'Mensagem automática do Jornada. Não responda a este e-mail.',
    });
    await mailer.enviar(email).catch((err: unknown) => {
      log.warn({ err, usuarioId: para.id }, 'falha ao enviar o e-mail do processo interno');
    });
  };

  return {
    /** Depois de um pedido ou de uma ação: avisa quem decide agora ou quem pediu. */
    depois: async (
      auth: AuthContext,
      s: SolicitacaoProcesso,
      pessoas: { colaborador?: Destinatario | undefined; gestor?: Destinatario | undefined },
    ) => {
      const situacao = SITUACAO[s.status];
      if (situacao && pessoas.colaborador) {
        const ultimo = s.historico.at(-1);
        await avisar(auth, pessoas.colaborador, {
          titulo: `Processo interno: ${s.tipoNome}`,
          mensagem: `Seu pedido de ${s.tipoNome} ${situacao}.${ultimo?.comentario ? ` Comentário: ${ultimo.comentario}` : ''}`,
          rota: ROTA_MEUS_PROCESSOS,
        });
        return;
      }
      if (s.status === 'EmAnalise' && s.etapas[s.etapaAtual] === 'Gestor' && pessoas.gestor)
        await avisar(auth, pessoas.gestor, {
          titulo: `Processo interno para decidir: ${s.tipoNome}`,
          mensagem: `${s.colaboradorNome} pediu ${s.tipoNome}.`,
          rota: ROTA_GESTOR_PROCESSOS,
        });
    },
  };
};
