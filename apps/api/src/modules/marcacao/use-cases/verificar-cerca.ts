/** Resultado da cerca virtual para uma marcação que pode ser gravada. */
export type ResultadoCerca = {
  /** Nulo: não houve avaliação (filial sem cerca, pessoa dispensada, quiosque). */
  foraDaCerca: boolean | null;
  distanciaCercaMetros: number | null;
};

export const SEM_AVALIACAO_DE_CERCA: ResultadoCerca = {
  foraDaCerca: null,
  distanciaCercaMetros: null,
};

/** Uma marcação do lote, como a cerca a vê. */
export type PedidoCerca = {
  usuarioId: number;
  /**
   * Marcação do quiosque autenticado (só o módulo dele põe `quiosqueId` na entrada): aparelho
   * fixo da filial, fora da cerca. A `origem` declarada pelo cliente não basta.
   */
  isQuiosque: boolean;
  /** Instante da marcação (servidor; na off-line, o do dispositivo): vale para as exceções. */
  instante: Date;
  latitude?: number;
  longitude?: number;
  precisaoMetros?: number;
};

/**
 * Confere a cerca virtual de várias marcações da empresa numa consulta, ANTES da transação do REP
 * (nenhum NSR é consumido numa recusa): um resultado por pedido, na ordem, ou o AppError que recusa
 * aquele pedido (400 sem localização; 403 fora da cerca no modo `recusar`). Vem do módulo
 * `cerca-virtual`, acima deste, pelo `buildApp`.
 */
export type VerificarCerca = (
  empresaId: number,
  pedidos: readonly PedidoCerca[],
) => Promise<(ResultadoCerca | Error)[]>;
