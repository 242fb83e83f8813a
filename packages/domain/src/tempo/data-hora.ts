import { type DataIso, fromDiaNumero, toDiaNumero } from './data.ts';
import { MINUTOS_DIA, type Minutos, parseHhmm, toHhmm } from './hora.ts';

/**
 * Data e hora locais 'YYYY-MM-DDTHH:MM', sem fuso nem segundos: relógio de parede da empresa.
 * Sem horário de verão no Brasil desde 2019 (Decreto 9.772/2019): a diferença entre duas
 * datas-horas é aritmética simples de minutos.
 */
export type DataHoraIso = string;

/** 'YYYY-MM-DDTHH:MM' → minutos desde 1970-01-01T00:00; NaN se o texto não for válido. */
export const toMinutosDataHora = (dataHora: DataHoraIso): Minutos => {
  if (dataHora.length !== 16 || dataHora.charCodeAt(10) !== 84) return NaN;
  const dia = toDiaNumero(dataHora.slice(0, 10));
  const hora = parseHhmm(dataHora.slice(11));
  return hora < 0 ? NaN : dia * MINUTOS_DIA + hora;
};

/** Verdadeiro para um texto 'YYYY-MM-DDTHH:MM' que existe no calendário (00:00 a 23:59). */
export const isDataHoraIso = (valor: unknown): valor is DataHoraIso =>
  typeof valor === 'string' && !Number.isNaN(toMinutosDataHora(valor));

/** Minutos desde 1970-01-01T00:00 → 'YYYY-MM-DDTHH:MM' (inverso de toMinutosDataHora). */
export const fromMinutosDataHora = (minutos: Minutos): DataHoraIso => {
  const dia = Math.floor(minutos / MINUTOS_DIA);
  return `${fromDiaNumero(dia)}T${toHhmm(minutos - dia * MINUTOS_DIA)}`;
};

const exigirDataHora = (dataHora: DataHoraIso): Minutos => {
  const minutos = toMinutosDataHora(dataHora);
  if (Number.isNaN(minutos)) {
    throw new RangeError(`data e hora inválidas: "${dataHora}" (esperado YYYY-MM-DDTHH:MM)`);
  }
  return minutos;
};

/** Minutos de `inicio` até `fim` (negativo se `fim` vem antes), atravessando datas. */
export const minutosEntre = (inicio: DataHoraIso, fim: DataHoraIso): Minutos =>
  exigirDataHora(fim) - exigirDataHora(inicio);

/** Soma (ou subtrai) minutos a uma data e hora. */
export const addMinutosDataHora = (dataHora: DataHoraIso, minutos: Minutos): DataHoraIso =>
  fromMinutosDataHora(exigirDataHora(dataHora) + minutos);

/** A data civil de uma data e hora: '2026-03-07T14:00' → '2026-03-07'. */
export const dataDaDataHora = (dataHora: DataHoraIso): DataIso => {
  exigirDataHora(dataHora);
  return dataHora.slice(0, 10);
};
