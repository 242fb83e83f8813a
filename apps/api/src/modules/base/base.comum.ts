/** Busca (spec §9): carrega até 5000 itens de uma vez. */
export const LIMITE_BUSCA = 5000;
