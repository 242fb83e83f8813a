import type { DataIso } from '../tempo/index.ts';
import type { FormatoData, FormatoHoras, UnidadeVerba } from './tipos.ts';

/** Data ISO no formato do leiaute (payroll-layouts.md §8.6). */
export const formatarData = (data: DataIso, formato: FormatoData): string => {
  const [a, m, d] = data.split('-') as [string, string, string];
  switch (formato) {
    case 'AAAAMM':
      return `${a}${m}`;
    case 'MMAAAA':
      return `${m}${a}`;
    case 'AAAAMMDD':
      return `${a}${m}${d}`;
    case 'DDMMAA':
      return `${d}${m}${a.slice(2)}`;
    case 'DDMMAAAA':
      return `${d}${m}${a}`;
    case 'DD/MM/AAAA':
      return `${d}/${m}/${a}`;
    case 'AAAA-MM-DD':
      return data;
  }
};

export type FormatoNumero = {
  formatoHoras: FormatoHoras;
  casasDecimais: number;
  separadorDecimal: '' | '.' | ',' | ':';
};

const potencia = (casas: number) => 10 ** casas;

/**
 * Quantidade como inteiro escalado por 10^casas, sem ponto flutuante no caminho:
 * - sexagesimal ("horas-minutos", 8h35 → 8.35): horas × 100 + minutos, exige 2 casas ou mais;
 * - centesimal ("horas decimais", 8h35 → 8.5833): minutos / 60, arredondado meio para cima;
 * - minutos: os minutos inteiros. Dias são sempre inteiros.
 */
export const escalarQuantidade = (
  quantidade: number,
  unidade: UnidadeVerba,
  f: Pick<FormatoNumero, 'formatoHoras' | 'casasDecimais'>,
): number => {
  const p = potencia(f.casasDecimais);
  if (unidade === 'dias') return quantidade * p;
  if (f.formatoHoras === 'minutos') return quantidade * p;
  if (f.formatoHoras === 'centesimal') return Math.floor((quantidade * p * 2 + 60) / 120);
  const horas = Math.floor(quantidade / 60);
  return (horas * 100 + (quantidade % 60)) * potencia(f.casasDecimais - 2);
};

/** Inteiro escalado com o separador decimal pedido ('' = decimais implícitos, COBOL 9(n)V99). */
export const escreverEscalado = (escalado: number, f: FormatoNumero): string => {
  if (f.separadorDecimal === '' || f.casasDecimais === 0) return String(escalado);
  const p = potencia(f.casasDecimais);
  const inteiro = Math.floor(escalado / p);
  const fracao = String(escalado % p).padStart(f.casasDecimais, '0');
  return `${inteiro}${f.separadorDecimal}${fracao}`;
};

/** Quantidade pronta para o campo: minutos ou dias inteiros → texto na notação do leiaute. */
export const formatarQuantidade = (
  quantidade: number,
  unidade: UnidadeVerba,
  f: FormatoNumero,
): string => escreverEscalado(escalarQuantidade(quantidade, unidade, f), f);

/** Minutos (talvez frações k/7 da hora noturna) para minutos inteiros, meio para cima. */
export const arredondarMinutos = (minutos: number): number => Math.floor(minutos + 0.5 + 1e-9);
