import type { AcaoWire, TratamentoMarcacao } from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { MensagemPush, NotificacaoService } from './notificacao.service.ts';

/**
 * Avisos ao colaborador sobre decisões tomadas por outra pessoa no ponto ou na escala dele.
 * Os serviços de tratamento e de ação chamam estes avisos com o resultado já commitado (uma linha
 * cada); o envio fica com o serviço de notificações que `buildApp` cria e lhes passa
 * (notificacao.service.ts).
 */

/** Quem envia os avisos: o `createNotificacaoService(...)` do app. */
export type Notificador = Pick<NotificacaoService, 'notificar'>;

const dataBr = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const avisar = (
  notificacao: Notificador,
  auth: AuthContext,
  usuarioId: number,
  m: MensagemPush,
) => {
  // Quem decidiu sobre si mesmo já sabe; só a outra pessoa recebe o aviso.
  if (usuarioId === auth.usuarioId) return;
  notificacao.notificar(auth.empresaId, usuarioId, m);
};

const DECISAO_TRATAMENTO = { Aprovada: 'aprovado', Reprovada: 'reprovado' } as const;

/** Tratamento de ponto aprovado ou reprovado: avisa o dono do ponto (uma vez por decisão). */
export const avisandoDecisaoTratamento =
  <A extends unknown[]>(
    notificacao: Notificador,
    decidir: (auth: AuthContext, ...a: A) => Promise<{ tratamentos: TratamentoMarcacao[] }>,
  ) =>
  async (auth: AuthContext, ...a: A) => {
    const r = await decidir(auth, ...a);
    const [t] = r.tratamentos;
    if (t && (t.status === 'Aprovada' || t.status === 'Reprovada')) {
      avisar(notificacao, auth, t.usuarioId, {
        titulo: `Ajuste de ponto ${DECISAO_TRATAMENTO[t.status]}`,
        mensagem: `Seu pedido de ajuste do ponto de ${dataBr(t.data)} foi ${DECISAO_TRATAMENTO[t.status]}.${t.decisaoObservacao ? ` Observação: ${t.decisaoObservacao}` : ''}`,
        url: '/#/dashboard/minhas-rotinas/espelho',
      });
    }
    return r;
  };

const NOME_ACAO: Record<AcaoWire['tipoAcao'], string> = {
  MudarParaFolga: 'mudar para folga',
  MudarParaTrabalho: 'mudar para trabalho',
  AlterarEntrada: 'alterar entrada',
  MoverFolgaSemanal: 'mover folga semanal',
  FolgaCompensarDuranteSemana: 'compensação na semana',
  FolgaCompensarBancoHoras: 'compensação de banco',
  AlterarEscala: 'alterar escala',
};
const STATUS_AVISADO = { Aprovada: 'aprovada', Reprovada: 'reprovada', Removida: 'removida' };

/** Ação de escala aprovada, reprovada ou removida: avisa a pessoa da escala. */
export const avisarStatusAcao =
  (notificacao: Notificador, auth: AuthContext) =>
  <R extends { acao: AcaoWire }>(r: R): R => {
    const { acao } = r;
    if (acao.status === 'Aprovada' || acao.status === 'Reprovada' || acao.status === 'Removida') {
      const situacao = STATUS_AVISADO[acao.status];
      avisar(notificacao, auth, acao.usuarioId, {
        titulo: `Alteração de escala ${situacao}`,
        mensagem: `A alteração de escala de ${dataBr(acao.data)} (${NOME_ACAO[acao.tipoAcao]}) foi ${situacao}.`,
        url: '/#/dashboard/minhas-rotinas/calendario',
      });
    }
    return r;
  };
