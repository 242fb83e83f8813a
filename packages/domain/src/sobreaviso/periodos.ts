import type { Minutos } from '../tempo/hora.ts';

/** Período semiaberto [inicio, fim) em minutos absolutos: o minuto `fim` já não pertence a ele. */
export type Periodo = readonly [inicio: Minutos, fim: Minutos];

/** Soma das durações de períodos disjuntos. */
export const duracao = (periodos: readonly Periodo[]): Minutos =>
  periodos.reduce((total, [inicio, fim]) => total + (fim - inicio), 0);

/** União: períodos ordenados e disjuntos (os que se tocam ou se sobrepõem são fundidos). */
export const unir = (periodos: readonly Periodo[]): Periodo[] => {
  const ordenados = periodos.filter(([i, f]) => f > i).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const saida: [Minutos, Minutos][] = [];
  for (const [inicio, fim] of ordenados) {
    const ultimo = saida[saida.length - 1];
    if (ultimo && inicio <= ultimo[1]) ultimo[1] = Math.max(ultimo[1], fim);
    else saida.push([inicio, fim]);
  }
  return saida;
};

/** Parte de `periodo` coberta pela união `uniao` (ordenada e disjunta). */
export const intersectar = (periodo: Periodo, uniao: readonly Periodo[]): Periodo[] =>
  uniao.flatMap(([inicio, fim]): Periodo[] => {
    const i = Math.max(inicio, periodo[0]);
    const f = Math.min(fim, periodo[1]);
    return f > i ? [[i, f]] : [];
  });

/** Parte de `periodo` fora da união `uniao` (ordenada e disjunta). */
export const subtrair = (periodo: Periodo, uniao: readonly Periodo[]): Periodo[] => {
  const saida: Periodo[] = [];
  let cursor = periodo[0];
  for (const [inicio, fim] of uniao) {
    if (fim <= cursor || inicio >= periodo[1]) continue;
    if (inicio > cursor) saida.push([cursor, inicio]);
    cursor = Math.max(cursor, fim);
  }
  if (cursor < periodo[1]) saida.push([cursor, periodo[1]]);
  return saida;
};

/** Minutos de `periodos` (disjuntos) cobertos pela união `uniao`. */
export const minutosCobertos = (periodos: readonly Periodo[], uniao: readonly Periodo[]): Minutos =>
  periodos.reduce((total, p) => total + duracao(intersectar(p, uniao)), 0);
