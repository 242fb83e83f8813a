/** Constantes de interface do spec §9. */
export const ALTURA_LINHA_DROPDOWN = 36;
export const ALTURA_LISTA_DROPDOWN = 210;
export const LARGURA_PAINEL_LATERAL = 433;
/** Modais de sucesso e falha fecham sozinhos depois de 3 s. */
export const TEMPO_FECHAMENTO_MODAL_MS = 3000;
