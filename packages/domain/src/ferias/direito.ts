// Direito a férias e seus limites (CLT arts. 130, 134 §1º, 135 e 143).

/** Faixas do art. 130 da CLT: até N faltas injustificadas → dias corridos de férias. */
const FAIXAS_ART_130: readonly { ateFaltas: number; dias: number }[] = [
  { ateFaltas: 5, dias: 30 },
  { ateFaltas: 14, dias: 24 },
  { ateFaltas: 23, dias: 18 },
  { ateFaltas: 32, dias: 12 },
];

/** Máximo de períodos quando as férias são fracionadas (CLT art. 134 §1º). */
export const MAXIMO_PERIODOS_FERIAS = 3;
/** Um dos períodos fracionados deve ter ao menos 14 dias corridos (CLT art. 134 §1º). */
export const DIAS_PERIODO_PRINCIPAL = 14;
/** Nenhum período fracionado pode ter menos de 5 dias corridos (CLT art. 134 §1º). */
export const DIAS_MINIMOS_POR_PERIODO = 5;
/** Antecedência mínima, em dias, do aviso escrito de férias (CLT art. 135). */
export const ANTECEDENCIA_MINIMA_AVISO = 30;
/** Dias antes de feriado ou repouso semanal em que as férias não podem começar (CLT art. 134 §3º). */
export const DIAS_VEDADOS_ANTES_DO_DESCANSO = 2;

/**
 * Dias corridos de férias pelo número de faltas injustificadas no período aquisitivo (CLT art.
 * 130): até 5 → 30; 6 a 14 → 24; 15 a 23 → 18; 24 a 32 → 12; mais de 32 → sem direito (0).
 */
export const diasDireitoPorFaltas = (faltasInjustificadas: number): number =>
  FAIXAS_ART_130.find((f) => faltasInjustificadas <= f.ateFaltas)?.dias ?? 0;

/** Maior abono pecuniário permitido: um terço dos dias de direito, arredondado para baixo (CLT art. 143). */
export const abonoMaximo = (diasDireito: number): number => Math.floor(diasDireito / 3);
