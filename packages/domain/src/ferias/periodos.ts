import { addDias, anoDe, type DataIso, diferencaDias, isAnoBissexto } from '../tempo/data.ts';
import type { IntervaloDeDatas, PeriodoFerias } from './tipos.ts';

const pad = (n: number, largura: number): string => String(n).padStart(largura, '0');

/**
 * A mesma data `anos` depois. Sem o dia correspondente (29/02 em ano comum), vale o dia seguinte,
 * 01/03 (Lei 810/1949 arts. 1º e 3º; Código Civil art. 132 §3º).
 */
export const aniversario = (data: DataIso, anos: number): DataIso => {
  const ano = anoDe(data) + anos;
  const mesDia = data.slice(5);
  if (mesDia === '02-29' && !isAnoBissexto(ano)) return `${pad(ano, 4)}-03-01`;
  return `${pad(ano, 4)}-${mesDia}`;
};

/** A data é um aniversário da admissão (ou a própria admissão)? */
export const isAniversarioDaAdmissao = (admissao: DataIso, data: DataIso): boolean => {
  const anos = anoDe(data) - anoDe(admissao);
  return anos >= 0 && aniversario(admissao, anos) === data;
};

/** Base da série de aniversários: a admissão, se `inicio` for um aniversário dela. */
const baseDaSerie = (inicio: DataIso, admissao: DataIso | null | undefined): DataIso =>
  admissao && isAniversarioDaAdmissao(admissao, inicio) ? admissao : inicio;

/**
 * Período aquisitivo que começa em `inicio`: 12 meses, terminando na véspera do aniversário
 * (CLT art. 130). Com a admissão, o fim é a véspera do aniversário seguinte *da admissão*: quem
 * foi admitido em 29/02 tem os períodos encadeados sem dia perdido nem repetido.
 */
export const periodoAquisitivoDe = (
  inicio: DataIso,
  admissao?: DataIso | null,
): IntervaloDeDatas => {
  const base = baseDaSerie(inicio, admissao);
  const anos = anoDe(inicio) - anoDe(base);
  return { inicio, fim: addDias(aniversario(base, anos + 1), -1) };
};

/** Período concessivo: os 12 meses seguintes ao aquisitivo (CLT art. 134, caput). */
export const periodoConcessivoDe = (
  inicioAquisitivo: DataIso,
  admissao?: DataIso | null,
): IntervaloDeDatas => {
  const base = baseDaSerie(inicioAquisitivo, admissao);
  const anos = anoDe(inicioAquisitivo) - anoDe(base);
  return {
    inicio: aniversario(base, anos + 1),
    fim: addDias(aniversario(base, anos + 2), -1),
  };
};

/** Último dia de gozo de um período (dias corridos, o início incluído). */
export const fimDoPeriodo = ({ inicio, dias }: PeriodoFerias): DataIso => addDias(inicio, dias - 1);

/** Dias do período gozados depois de `limite` (fim do concessivo): pagos em dobro (CLT art. 137). */
export const diasAposLimite = (periodo: PeriodoFerias, limite: DataIso): number =>
  Math.max(0, Math.min(periodo.dias, diferencaDias(limite, fimDoPeriodo(periodo))));
