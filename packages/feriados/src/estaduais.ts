// Feriados estaduais (data magna e demais feriados de lei estadual — Lei 9.093/1995 art. 1º II),
// lidos dos dados do date-holidays 3.37.0 (legal-br.md §3.3): só o tipo `public`; `bank`,
// `optional` e `observance` (Dia do Comércio, datas comemorativas) não são feriado trabalhista.

import Holidays from 'date-holidays';

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type Uf = (typeof UFS)[number];

export type FeriadoEstadual = { data: string; nome: string; tipo: 'estadual' };

export const isUf = (valor: string): valor is Uf => (UFS as readonly string[]).includes(valor);

const calendarios = new Map<Uf, Holidays>();

const calendario = (uf: Uf): Holidays => {
  const existente = calendarios.get(uf);
  if (existente) return existente;
  const novo = new Holidays('BR', uf, { languages: 'pt' });
  calendarios.set(uf, novo);
  return novo;
};

/**
 * Feriados `public` do estado que não caem numa data já nacional: o que a biblioteca herda do
 * país (Sexta-feira Santa, eleições) é descartado, porque os nacionais são calculados à parte —
 * inclusive o 20 de novembro, que a biblioteca omite em AM, MT, RJ e SP (§3.3).
 */
export const listarFeriadosEstaduais = (
  ano: number,
  uf: Uf,
  datasNacionais: ReadonlySet<string>,
): FeriadoEstadual[] =>
  calendario(uf)
    .getHolidays(ano)
    .filter((feriado) => feriado.type === 'public')
    .map(
      (feriado): FeriadoEstadual => ({
        data: feriado.date.slice(0, 10),
        nome: feriado.name,
        tipo: 'estadual',
      }),
    )
    .filter((feriado) => !datasNacionais.has(feriado.data));
