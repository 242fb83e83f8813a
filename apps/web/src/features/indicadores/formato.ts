import { formatarMinutos } from '../../lib/format.ts';

/** 'AAAA-MM' → 'MM/AAAA'. */
export const mesCurto = (competencia: string) =>
  `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

/** Minutos (podem ser frações) → 'HH:MM', arredondados só aqui. */
export const duracao = (minutos: number) => formatarMinutos(Math.round(minutos));

/** Minutos → horas com uma casa, para o eixo dos gráficos. */
export const emHoras = (minutos: number) => Math.round((minutos / 60) * 10) / 10;

/** Percentual com duas casas em pt-BR: '3,25%'. */
export const percentual = (valor: number) =>
  `${valor.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** Reais: 'R$ 1.234,56'. */
export const reais = (valor: number) =>
  valor.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

export const CORES = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'indigo.6',
  'pink.6',
  'yellow.7',
];
