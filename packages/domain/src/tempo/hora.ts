/** Duração ou horário em minutos inteiros (horário = minutos desde 00:00). */
export type Minutos = number;

/** Minutos em um dia civil. */
export const MINUTOS_DIA = 1440;

const ZERO = 48;

/** Algarismo em 0..max? (`>>> 0` leva os negativos para cima: uma comparação só.) */
const isAte = (d: number, max: number): boolean => d >>> 0 <= max;

/**
 * 'HH:MM' (00:00 a 23:59) → minutos desde 00:00, ou -1 se o texto não for um horário válido.
 * Sem regex: roda no laço da apuração, uma vez por marcação.
 */
export const parseHhmm = (hhmm: string): Minutos => {
  if (hhmm.length !== 5 || hhmm.charCodeAt(2) !== 58) return -1;
  const h1 = hhmm.charCodeAt(0) - ZERO;
  const h2 = hhmm.charCodeAt(1) - ZERO;
  const m1 = hhmm.charCodeAt(3) - ZERO;
  const m2 = hhmm.charCodeAt(4) - ZERO;
  if (!(isAte(h1, 2) && isAte(h2, 9) && isAte(m1, 5) && isAte(m2, 9))) return -1;
  const horas = h1 * 10 + h2;
  return horas > 23 ? -1 : horas * 60 + m1 * 10 + m2;
};

/** Verdadeiro para um texto 'HH:MM' válido (00:00 a 23:59). */
export const isHhmm = (valor: unknown): valor is string =>
  typeof valor === 'string' && parseHhmm(valor) >= 0;

/** 'HH:MM' → minutos desde 00:00; lança RangeError para texto inválido (erro de contrato). */
export const toMinutos = (hhmm: string): Minutos => {
  const minutos = parseHhmm(hhmm);
  if (minutos < 0) throw new RangeError(`horário inválido: "${hhmm}" (esperado HH:MM)`);
  return minutos;
};

/**
 * Lista de horários de um dia → minutos contados a partir de 00:00 do dia.
 * Um horário anterior ao que o precede está no dia seguinte (soma 1440): ['22:00','01:00'] → [1320, 1500].
 */
export const toMinutosSequencia = (horarios: readonly string[]): Minutos[] => {
  const saida = new Array<number>(horarios.length);
  let deslocamento = 0;
  let anterior = -1;
  for (let i = 0; i < horarios.length; i++) {
    const minutos = toMinutos(horarios[i]!);
    if (minutos < anterior) deslocamento += MINUTOS_DIA;
    anterior = minutos;
    saida[i] = minutos + deslocamento;
  }
  return saida;
};

/**
 * Intervalos [['HH:MM','HH:MM'], …] de um dia → lista plana [início, fim, início, fim, …] em
 * minutos, com a mesma regra de virada de meia-noite de `toMinutosSequencia`.
 */
export const toMinutosIntervalos = (
  intervalos: readonly (readonly [string, string])[],
): Minutos[] => {
  const saida = new Array<number>(intervalos.length * 2);
  let deslocamento = 0;
  let anterior = -1;
  for (let i = 0; i < saida.length; i++) {
    const minutos = toMinutos(intervalos[i >> 1]![i & 1]!);
    if (minutos < anterior) deslocamento += MINUTOS_DIA;
    anterior = minutos;
    saida[i] = minutos + deslocamento;
  }
  return saida;
};

const doisDigitos = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** Minutos desde 00:00 (podendo passar de 1440) → 'HH:MM' do relógio. */
export const toHhmm = (minutos: Minutos): string => {
  const noDia = ((Math.round(minutos) % MINUTOS_DIA) + MINUTOS_DIA) % MINUTOS_DIA;
  return `${doisDigitos(Math.floor(noDia / 60))}:${doisDigitos(noDia % 60)}`;
};

/** Duração em minutos → 'H:MM' (com sinal se negativa); frações de minuto são arredondadas. */
export const formatHoras = (minutos: Minutos): string => {
  const total = Math.round(Math.abs(minutos));
  const sinal = minutos < 0 && total > 0 ? '-' : '';
  return `${sinal}${Math.floor(total / 60)}:${doisDigitos(total % 60)}`;
};
