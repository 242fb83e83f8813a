/** Data civil 'YYYY-MM-DD', sem fuso: a aritmética é feita sobre números de dia, nunca com Date. */
export type DataIso = string;

/** Dia da semana: 0 = domingo … 6 = sábado. */
export type DiaDaSemana = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ZERO = 48;

const numero = (texto: string, inicio: number, fim: number): number => {
  let valor = 0;
  for (let i = inicio; i < fim; i++) {
    const d = texto.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return -1;
    valor = valor * 10 + d;
  }
  return valor;
};

/** Ano bissexto do calendário gregoriano. */
export const isAnoBissexto = (ano: number): boolean =>
  (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;

/** Quantidade de dias do mês (1–12) no ano. */
export const diasNoMes = (ano: number, mes: number): number => {
  if (mes === 2) return isAnoBissexto(ano) ? 29 : 28;
  return mes === 4 || mes === 6 || mes === 9 || mes === 11 ? 30 : 31;
};

// Algoritmo "days from civil" (H. Hinnant): dias desde 1970-01-01, exato para o gregoriano proléptico.
const diasDesdeEpoca = (ano: number, mes: number, dia: number): number => {
  const a = mes <= 2 ? ano - 1 : ano;
  const era = Math.floor(a / 400);
  const anoDaEra = a - era * 400;
  const diaDoAno = Math.floor((153 * (mes + (mes > 2 ? -3 : 9)) + 2) / 5) + dia - 1;
  const diaDaEra =
    anoDaEra * 365 + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100) + diaDoAno;
  return era * 146097 + diaDaEra - 719468;
};

/** 'YYYY-MM-DD' → número do dia (dias desde 1970-01-01); NaN se a data não existir. */
export const toDiaNumero = (data: DataIso): number => {
  if (data.length !== 10 || data.charCodeAt(4) !== 45 || data.charCodeAt(7) !== 45) return NaN;
  const ano = numero(data, 0, 4);
  const mes = numero(data, 5, 7);
  const dia = numero(data, 8, 10);
  if (ano < 0 || mes < 1 || mes > 12 || dia < 1 || dia > diasNoMes(ano, mes)) return NaN;
  return diasDesdeEpoca(ano, mes, dia);
};

/** Verdadeiro para uma data 'YYYY-MM-DD' existente. */
export const isDataIso = (valor: unknown): valor is DataIso =>
  typeof valor === 'string' && !Number.isNaN(toDiaNumero(valor));

const pad = (n: number, largura: number): string => String(n).padStart(largura, '0');

/** Número do dia (dias desde 1970-01-01) → 'YYYY-MM-DD' (inverso de toDiaNumero). */
export const fromDiaNumero = (diaNumero: number): DataIso => {
  const z = diaNumero + 719468;
  const era = Math.floor(z / 146097);
  const diaDaEra = z - era * 146097;
  const anoDaEra = Math.floor(
    (diaDaEra -
      Math.floor(diaDaEra / 1460) +
      Math.floor(diaDaEra / 36524) -
      Math.floor(diaDaEra / 146096)) /
      365,
  );
  const diaDoAno =
    diaDaEra - (365 * anoDaEra + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100));
  const mp = Math.floor((5 * diaDoAno + 2) / 153);
  const dia = diaDoAno - Math.floor((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  const ano = anoDaEra + era * 400 + (mes <= 2 ? 1 : 0);
  return `${pad(ano, 4)}-${pad(mes, 2)}-${pad(dia, 2)}`;
};

const exigirData = (data: DataIso): number => {
  const n = toDiaNumero(data);
  if (Number.isNaN(n)) throw new RangeError(`data inválida: "${data}" (esperado YYYY-MM-DD)`);
  return n;
};

/** Soma (ou subtrai) dias a uma data. */
export const addDias = (data: DataIso, dias: number): DataIso =>
  fromDiaNumero(exigirData(data) + dias);

/** Dias de `inicio` até `fim` (positivo se `fim` é posterior). */
export const diferencaDias = (inicio: DataIso, fim: DataIso): number =>
  exigirData(fim) - exigirData(inicio);

/** Dia da semana de um número de dia (1970-01-01 foi uma quinta-feira). */
export const diaDaSemanaDoNumero = (diaNumero: number): DiaDaSemana =>
  ((((diaNumero + 4) % 7) + 7) % 7) as DiaDaSemana;

/** Dia da semana de uma data: 0 = domingo … 6 = sábado. */
export const diaDaSemana = (data: DataIso): DiaDaSemana => diaDaSemanaDoNumero(exigirData(data));

/** Segunda-feira da semana (segunda a domingo) que contém a data. */
export const inicioDaSemana = (data: DataIso): DataIso => {
  const n = exigirData(data);
  return fromDiaNumero(n - ((diaDaSemanaDoNumero(n) + 6) % 7));
};

/** Ano de uma data 'YYYY-MM-DD'. */
export const anoDe = (data: DataIso): number => Number(data.slice(0, 4));

/** As duas datas estão na mesma semana (segunda a domingo)? */
export const mesmaSemana = (a: DataIso, b: DataIso): boolean =>
  inicioDaSemana(a) === inicioDaSemana(b);

/** Datas de `inicio` a `fim`, inclusive; vazio se `fim` vem antes de `inicio`. */
export const intervaloDatas = (inicio: DataIso, fim: DataIso): DataIso[] => {
  const base = exigirData(inicio);
  const total = exigirData(fim) - base + 1;
  return Array.from({ length: Math.max(0, total) }, (_, i) => fromDiaNumero(base + i));
};

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const formatarDataBr = (data: DataIso): string =>
  `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;
