import { dayjs } from './dayjs.ts';

const MINUTOS_POR_HORA = 60;

const doisDigitos = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (ou instante ISO) → 'DD/MM/YYYY'; texto inválido volta vazio, nunca "Invalid Date". */
export const formatarData = (valor: string | Date | null | undefined): string => {
  if (!valor) return '';
  const data = dayjs(valor);
  return data.isValid() ? data.format('DD/MM/YYYY') : '';
};

/** Minutos do dia (ou duração) → 'HH:MM'. Negativos ganham sinal, como saldos de banco de horas. */
export const formatarMinutos = (minutos: number): string => {
  const sinal = minutos < 0 ? '-' : '';
  const absoluto = Math.abs(Math.trunc(minutos));
  const horas = Math.floor(absoluto / MINUTOS_POR_HORA);
  return `${sinal}${doisDigitos(horas)}:${doisDigitos(absoluto % MINUTOS_POR_HORA)}`;
};

/** 'HH:MM' → minutos; null quando o texto não é uma hora completa. */
export const horaParaMinutos = (hora: string): number | null => {
  const partes = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!partes) return null;
  return Number(partes[1]) * MINUTOS_POR_HORA + Number(partes[2]);
};

/** 'domingo, 22 de novembro de 2026'. */
export const formatarDataPorExtenso = (data: Date): string =>
  dayjs(data).format('dddd, D [de] MMMM [de] YYYY');

export const formatarHoraComSegundos = (data: Date): string => dayjs(data).format('HH:mm:ss');

/** Data local do navegador em ISO ('YYYY-MM-DD'), a mesma forma que a API recebe em ?data=. */
export const dataIsoLocal = (data: Date): string => dayjs(data).format('YYYY-MM-DD');

/** A hora de uma marcação vem 'HH:MM' ou 'HH:MM:SS'; a tela mostra sempre 'HH:MM'. */
export const horaCurta = (hora: string): string => hora.slice(0, 5);

/** Abreviações de dia da semana do spec §9, de domingo a sábado (índice = dayjs().day()). */
export const DIAS_SEMANA_ABREVIADOS = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const;
