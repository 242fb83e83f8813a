import type { Solicitacao } from '@jornada/contracts';
import { formatarDataBr } from '@jornada/domain';
import type { AuthContext } from '../../shared/auth-context.ts';
import { type Mailer, mensagemComLink } from '../../shared/email.ts';
import type { Notificador } from '../notificacao/index.ts';

const NOME: Record<Solicitacao['tipo'], string> = {
  Ferias: 'Férias',
  Recesso: 'Recesso',
  DayOff: 'Day off',
  AvisoAusencia: 'Aviso de ausência',
};
const DECISAO: Partial<Record<Solicitacao['status'], string>> = {
  Aprovado: 'aprovado',
  Reprovado: 'reprovado',
  Cancelado: 'cancelado',
};

const periodo = (l: Solicitacao) =>
  l.dataInicio === l.dataFim
    ? formatarDataBr(l.dataInicio)
    : `${formatarDataBr(l.dataInicio)} a ${formatarDataBr(l.dataFim)}`;

/** Quem recebe o aviso: id (Web Push) e e-mail. */
export type Destinatario = { id: number; nome: string; email: string };

export type AvisosDeps = {
  notificacao: Notificador;
  mailer: Pick<Mailer, 'enviar'>;
  /** Endereço do app (APP_URL), para o botão do e-mail. */
  appUrl: string;
  log: { warn: (obj: object, msg: string) => void };
};

const RODAPE = 'Mensagem automática do Jornada. Não responda a este e-mail.';

/**
 * Avisos à outra parte, depois do commit, por Web Push e e-mail: a decisão vai ao colaborador
 * (quando outra pessoa decidiu); o pedido, ao gestor imediato do cadastro (usuario.gestor_id).
 * Uma falha de envio fica no log: o pedido ou a decisão já valem.
 */
export const createAvisos = ({ notificacao, mailer, appUrl, log }: AvisosDeps) => {
  const avisar = async (
    auth: AuthContext,
    para: Destinatario,
    m: { titulo: string; mensagem: string; rota: string },
  ) => {
    const url = `/#${m.rota}`;
    notificacao.notificar(auth.empresaId, para.id, { titulo: m.titulo, mensagem: m.mensagem, url });
    const email = mensagemComLink({
      para: para.email,
      assunto: m.titulo,
      saudacao: `Olá, ${para.nome}.`,
      paragrafos: [m.mensagem],
      rotuloBotao: 'Abrir o Jornada',
      link: `${appUrl}${url}`,
      rodape: RODAPE,
    });
    await mailer.enviar(email).catch((err: unknown) => {
      log.warn({ err, usuarioId: para.id }, 'falha ao enviar o e-mail do lançamento');
    });
  };

  return {
    decisao: async (auth: AuthContext, l: Solicitacao, colaborador: Destinatario) => {
      const oQue = DECISAO[l.status];
      if (!oQue || l.usuarioId === auth.usuarioId) return;
      await avisar(auth, colaborador, {
        titulo: `${NOME[l.tipo]} ${oQue}`,
        mensagem: `Seu pedido de ${NOME[l.tipo].toLowerCase()} de ${periodo(l)} foi ${oQue}.${l.motivoDecisao ? ` Motivo: ${l.motivoDecisao}` : ''}`,
        rota: '/dashboard/minhas-rotinas/meu-painel',
      });
    },
    /** Aviso das férias coletivas a cada atingido (CLT art. 139 §2º: 15 dias antes). */
    coletivas: (
      auth: AuthContext,
      para: Destinatario,
      c: { grupo: string; inicio: string; fim: string },
    ) =>
      avisar(auth, para, {
        titulo: 'Férias coletivas',
        mensagem: `Você terá férias coletivas (${c.grupo}) de ${formatarDataBr(c.inicio)} a ${formatarDataBr(c.fim)}. Este é o aviso prévio das férias (CLT art. 139 §2º).`,
        rota: '/dashboard/minhas-rotinas/minhas-ferias',
      }),
    pedido: async (auth: AuthContext, l: Solicitacao, gestor: Destinatario | null) => {
      if (gestor === null || gestor.id === auth.usuarioId) return;
      await avisar(auth, gestor, {
        titulo: `${NOME[l.tipo]} para aprovar`,
        mensagem: `${l.colaboradorNome} pediu ${NOME[l.tipo].toLowerCase()} de ${periodo(l)}.`,
        rota: '/dashboard/gestor/aprovacoes',
      });
    },
  };
};
