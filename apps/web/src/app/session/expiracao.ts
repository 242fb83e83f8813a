/**
 * Regras puras de fim de sessão (spec §4, §8, §9): o relógio é sempre argumento.
 */

/** Logins feitos até 01/07/2022 (dia inteiro, horário de Brasília) são de antes do corte e caem. */
export const CORTE_ULTIMO_LOGIN = Date.parse('2022-07-02T00:00:00-03:00');

export type MotivoEncerramento = 'sem-ultimo-login' | 'ultimo-login-antigo' | 'token-expirado';

type EntradaEncerramento = {
  lastSignIn: number | null;
  expiraEm: number | null;
  agora: number;
};

export const motivoEncerramentoForcado = ({
  lastSignIn,
  expiraEm,
  agora,
}: EntradaEncerramento): MotivoEncerramento | null => {
  if (lastSignIn === null) return 'sem-ultimo-login';
  if (lastSignIn < CORTE_ULTIMO_LOGIN) return 'ultimo-login-antigo';
  if (expiraEm === null || expiraEm <= agora) return 'token-expirado';
  return null;
};

const MINUTO_MS = 60_000;

export const AVISOS_EXPIRACAO = [
  { antecedenciaMs: 10 * MINUTO_MS, mensagem: 'Faltam 10 minutos para expirar a sua sessão' },
  { antecedenciaMs: 5 * MINUTO_MS, mensagem: 'Faltam 5 minutos para expirar a sua sessão' },
  { antecedenciaMs: 1 * MINUTO_MS, mensagem: 'Falta 1 minuto para expirar a sua sessão' },
] as const;

export type AgendaExpiracao = {
  avisos: { atrasoMs: number; mensagem: string }[];
  encerrarEmMs: number;
};

/** Quando avisar e quando encerrar; avisos cujo momento já passou não são repetidos. */
export const agendaExpiracao = (expiraEm: number, agora: number): AgendaExpiracao => ({
  avisos: AVISOS_EXPIRACAO.map(({ antecedenciaMs, mensagem }) => ({
    atrasoMs: expiraEm - antecedenciaMs - agora,
    mensagem,
  })).filter(({ atrasoMs }) => atrasoMs >= 0),
  encerrarEmMs: Math.max(0, expiraEm - agora),
});
