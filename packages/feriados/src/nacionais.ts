// Feriados nacionais para fins trabalhistas (legal-br.md §3.1 e §3.2). Calculados aqui, e não
// tirados do date-holidays, porque a biblioteca mistura feriado com ponto facultativo e dia
// bancário (Carnaval, Corpus Christi) e perde o 20 de novembro em alguns estados (§3.3).

import { calcularPascoa, diaDaSemana, somarDias } from './pascoa.ts';

export type FeriadoNacional = { data: string; nome: string; tipo: 'nacional' };

type Fixo = { mesDia: string; nome: string; desde: number };

/** Datas fixas: Lei 662/1949 (red. Lei 10.607/2002), Lei 6.802/1980 e Lei 14.759/2023. */
const FIXOS: readonly Fixo[] = [
  { mesDia: '01-01', nome: 'Confraternização Universal', desde: 0 },
  { mesDia: '04-21', nome: 'Tiradentes', desde: 0 },
  { mesDia: '05-01', nome: 'Dia do Trabalho', desde: 0 },
  { mesDia: '09-07', nome: 'Independência', desde: 0 },
  // Lei 6.802/1980.
  { mesDia: '10-12', nome: 'Nossa Senhora Aparecida', desde: 1980 },
  { mesDia: '11-02', nome: 'Finados', desde: 0 },
  { mesDia: '11-15', nome: 'Proclamação da República', desde: 0 },
  // Lei 14.759, de 21/12/2023, em vigor na publicação: primeiro 20 de novembro nacional em 2024.
  { mesDia: '11-20', nome: 'Dia Nacional de Zumbi e da Consciência Negra', desde: 2024 },
  { mesDia: '12-25', nome: 'Natal', desde: 0 },
];

/** Primeiro domingo de outubro e último domingo de outubro do ano. */
const domingosDeEleicao = (ano: number): [string, string] => {
  const primeiroOutubro = `${ano}-10-01`;
  const primeiro = somarDias(primeiroOutubro, (7 - diaDaSemana(primeiroOutubro)) % 7);
  const ultimoOutubro = `${ano}-10-31`;
  return [primeiro, somarDias(ultimoOutubro, -diaDaSemana(ultimoOutubro))];
};

/**
 * Dias de eleição são feriado nacional (Código Eleitoral, Lei 4.737/1965 art. 380 — texto não
 * verificado, legal-br.md §3.1): eleições gerais e municipais nos anos pares, 1º turno no primeiro
 * domingo de outubro e 2º turno no último (CF arts. 28, 29 e 77, desde a Lei 9.504/1997). O 2º
 * turno entra sempre, como no calendário oficial, embora só haja votação onde houver disputa.
 * Em 2020 a EC 107/2020 adiou as eleições municipais para 15 e 29 de novembro.
 */
const eleicoes = (ano: number): FeriadoNacional[] => {
  if (ano < 1998 || ano % 2 !== 0) return [];
  const [primeiro, segundo] = ano === 2020 ? ['2020-11-15', '2020-11-29'] : domingosDeEleicao(ano);
  return [
    { data: primeiro, nome: 'Eleições (1º turno)', tipo: 'nacional' },
    { data: segundo, nome: 'Eleições (2º turno)', tipo: 'nacional' },
  ];
};

/**
 * Feriados nacionais do ano. A Sexta-feira Santa é, pela Lei 9.093/1995, feriado religioso
 * municipal, mas é observada em todo o país e consta como feriado nacional nos calendários
 * federais (legal-br.md §3.2): entra como nacional. Carnaval, Quarta-feira de Cinzas e Corpus
 * Christi são ponto facultativo federal, não feriado — só entram por lei estadual ou municipal.
 */
export const listarFeriadosNacionais = (ano: number): FeriadoNacional[] => [
  ...FIXOS.filter((f) => ano >= f.desde).map(
    (f): FeriadoNacional => ({ data: `${ano}-${f.mesDia}`, nome: f.nome, tipo: 'nacional' }),
  ),
  { data: somarDias(calcularPascoa(ano), -2), nome: 'Sexta-feira Santa', tipo: 'nacional' },
  ...eleicoes(ano),
];
