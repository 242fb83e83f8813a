/**
 * Renovação da sessão (spec §4, §7): regras puras, o relógio é argumento.
 *
 * Quem está usando o sistema não deve ser derrubado; quem deixou a tela aberta e saiu, sim. Então
 * o token é renovado (POST /sign-in) um pouco antes do primeiro aviso de expiração, mas só se
 * houve atividade (clique, tecla, toque) desde que ele foi emitido. Sem atividade, os avisos de
 * 10, 5 e 1 minuto aparecem; qualquer atividade antes de expirar renova na hora; sem ela, a
 * sessão acaba na expiração.
 */

/** Renova 11 minutos antes de expirar: antes do aviso de 10 minutos. */
export const ANTECEDENCIA_RENOVACAO_MS = 11 * 60_000;

/** Falha de rede: nova tentativa depois deste intervalo, se ainda houver tempo. */
export const ESPERA_NOVA_TENTATIVA_MS = 30_000;

export const atrasoAteRenovar = (expiraEm: number, agora: number): number =>
  Math.max(0, expiraEm - ANTECEDENCIA_RENOVACAO_MS - agora);

type EntradaRenovacao = {
  /** Instante em que o token atual passou a valer na aba. */
  desde: number;
  /** Última atividade da pessoa (0 se nenhuma). */
  ultimaAtividade: number;
  expiraEm: number;
  agora: number;
};

/** No momento da renovação: renova se houve atividade com este token e ele ainda vale. */
export const deveRenovar = ({ desde, ultimaAtividade, expiraEm, agora }: EntradaRenovacao) =>
  agora < expiraEm && ultimaAtividade >= desde;

/** Atividade depois do momento da renovação (sessão ociosa acordando): renova se ainda vale. */
export const deveRenovarNaAtividade = (expiraEm: number, agora: number): boolean =>
  agora < expiraEm && expiraEm - agora <= ANTECEDENCIA_RENOVACAO_MS;
