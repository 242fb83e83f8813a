// Aritmética de datas ISO privada de escala/ (aritmética civil pura, sem Date nem relógio).
import type { DataIso, DiaSemana } from './tipos.ts';

/** Ordem de Date#getDay: 0 = domingo. */
export const DIAS_SEMANA: readonly DiaSemana[] = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'];

export const NOMES_DIAS: Record<DiaSemana, string> = {
  dom: 'domingo',
  seg: 'segunda-feira',
  ter: 'terça-feira',
  qua: 'quarta-feira',
  qui: 'quinta-feira',
  sex: 'sexta-feira',
  sab: 'sábado',
};

/** Módulo sempre não negativo: mod(-1, 7) = 6 (datas antes da âncora). */
export const mod = (valor: number, divisor: number): number =>
  ((valor % divisor) + divisor) % divisor;

const FORMATO = /^(\d{4})-(\d{2})-(\d{2})$/;

const ehBissexto = (ano: number): boolean => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;

const diasNoMes = (ano: number, mes: number): number =>
  mes === 2 ? (ehBissexto(ano) ? 29 : 28) : [4, 6, 9, 11].includes(mes) ? 30 : 31;

export const isDataIso = (texto: string): boolean => {
  const partes = FORMATO.exec(texto);
  if (!partes) return false;
  const [ano, mes, dia] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
};

/** Dias desde 1970-01-01 (algoritmo days_from_civil, calendário gregoriano proléptico). */
export const toNumeroDia = (data: DataIso): number => {
  if (!isDataIso(data)) throw new RangeError(`Data inválida: '${data}' (esperado AAAA-MM-DD).`);
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  const anoMar = mes <= 2 ? ano - 1 : ano;
  const era = Math.floor(anoMar / 400);
  const anoDaEra = anoMar - era * 400;
  const diaDoAno = Math.floor((153 * ((mes + 9) % 12) + 2) / 5) + dia - 1;
  const diaDaEra =
    anoDaEra * 365 + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100) + diaDoAno;
  return era * 146097 + diaDaEra - 719468;
};

const doisDigitos = (n: number): string => String(n).padStart(2, '0');

/** Inverso de toNumeroDia (algoritmo civil_from_days). */
export const fromNumeroDia = (numero: number): DataIso => {
  const z = numero + 719468;
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
  return `${String(ano).padStart(4, '0')}-${doisDigitos(mes)}-${doisDigitos(dia)}`;
};

export const addDias = (data: DataIso, dias: number): DataIso =>
  fromNumeroDia(toNumeroDia(data) + dias);

/** Dias de `de` até `ate` (negativo se `ate` vem antes). */
export const diffDias = (de: DataIso, ate: DataIso): number => toNumeroDia(ate) - toNumeroDia(de);

/** 0 = domingo … 6 = sábado; 1970-01-01 foi uma quinta-feira. */
export const diaSemanaIndice = (data: DataIso): number => mod(toNumeroDia(data) + 4, 7);

export const diaSemana = (data: DataIso): DiaSemana => DIAS_SEMANA[diaSemanaIndice(data)]!;

/**
 * Segunda-feira da semana da data. A semana vai de segunda a domingo: o repouso semanal
 * fecha a semana que o antecede (Lei 605/49 art. 6º; legal-br.md §2.6).
 */
export const inicioSemana = (data: DataIso): DataIso =>
  addDias(data, -mod(diaSemanaIndice(data) - 1, 7));

export const mesmaSemana = (a: DataIso, b: DataIso): boolean => inicioSemana(a) === inicioSemana(b);

/** Datas de `inicio` a `fim`, inclusive; vazio se `fim` vem antes de `inicio`. */
export const intervaloDatas = (inicio: DataIso, fim: DataIso): DataIso[] => {
  const base = toNumeroDia(inicio);
  const total = toNumeroDia(fim) - base + 1;
  return Array.from({ length: Math.max(0, total) }, (_, i) => fromNumeroDia(base + i));
};

export const formatarData = (data: DataIso): string => {
  const [ano, mes, dia] = data.split('-');
  return `${dia}/${mes}/${ano}`;
};
