// Calendário de feriados para fins trabalhistas (legal-br.md §3): nacionais, estaduais pela UF e
// municipais definidos pela empresa. Ponto facultativo e datas comemorativas não entram.

import { isUf, listarFeriadosEstaduais, UFS, type Uf } from './estaduais.ts';
import { listarFeriadosNacionais } from './nacionais.ts';

export { calcularPascoa } from './pascoa.ts';
export { isUf, UFS, type Uf };

export type TipoFeriado = 'nacional' | 'estadual' | 'municipal';

export type Feriado = { data: string; nome: string; tipo: TipoFeriado };

/** Feriado municipal da empresa: `AAAA-MM-DD` (só naquele ano) ou `MM-DD` (todo ano). */
export type FeriadoMunicipal = { data: string; nome: string };

export type OpcoesFeriados = { uf?: string; municipais?: readonly FeriadoMunicipal[] };

const ANO_MINIMO = 1950;
const ANO_MAXIMO = 2999;

const validarAno = (ano: number): void => {
  if (!Number.isInteger(ano) || ano < ANO_MINIMO || ano > ANO_MAXIMO) {
    throw new Error(`ano inválido: ${ano} (use um ano entre ${ANO_MINIMO} e ${ANO_MAXIMO})`);
  }
};

const validarUf = (uf: string): Uf => {
  const sigla = uf.trim().toUpperCase();
  if (!isUf(sigla)) {
    throw new Error(`UF inválida: "${uf}" (use a sigla de um estado ou DF: ${UFS.join(', ')})`);
  }
  return sigla;
};

const isDataExistente = (data: string): boolean => {
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
};

/** Municipal `MM-DD` vale todo ano; `AAAA-MM-DD` só no próprio ano (29/02 fora de ano bissexto some). */
const municipaisDoAno = (ano: number, municipais: readonly FeriadoMunicipal[]): Feriado[] =>
  municipais.flatMap(({ data, nome }) => {
    const completa = /^\d{2}-\d{2}$/.test(data) ? `${ano}-${data}` : data;
    const valida = /^\d{4}-\d{2}-\d{2}$/.test(completa) && isDataExistente(completa);
    if (!valida && !/^02-29$/.test(data)) {
      throw new Error(`data de feriado municipal inválida: "${data}" (use AAAA-MM-DD ou MM-DD)`);
    }
    return valida && completa.startsWith(`${ano}-`)
      ? [{ data: completa, nome, tipo: 'municipal' as const }]
      : [];
  });

const basePorAnoUf = new Map<string, readonly Feriado[]>();

/** Nacionais + estaduais do ano, guardados: a apuração pergunta dia a dia pelo mesmo ano. */
const feriadosBase = (ano: number, uf: Uf | undefined): readonly Feriado[] => {
  const chave = `${ano}|${uf ?? ''}`;
  const guardado = basePorAnoUf.get(chave);
  if (guardado) return guardado;
  const nacionais = listarFeriadosNacionais(ano);
  const datas = new Set(nacionais.map((f) => f.data));
  const base = [...nacionais, ...(uf ? listarFeriadosEstaduais(ano, uf, datas) : [])];
  basePorAnoUf.set(chave, base);
  return base;
};

/**
 * Feriados do ano em ordem de data, um por dia: quando duas fontes caem no mesmo dia, vale a mais
 * ampla (nacional, depois estadual, depois municipal), porque o efeito trabalhista é o mesmo.
 * UF inválida, ano fora de 1950–2999 ou data municipal malformada lançam `Error` (pt-BR).
 */
export const listarFeriados = (ano: number, opcoes: OpcoesFeriados = {}): Feriado[] => {
  validarAno(ano);
  const uf = opcoes.uf === undefined ? undefined : validarUf(opcoes.uf);
  const porData = new Map<string, Feriado>();
  const todos = [...feriadosBase(ano, uf), ...municipaisDoAno(ano, opcoes.municipais ?? [])];
  for (const feriado of todos) {
    if (!porData.has(feriado.data)) porData.set(feriado.data, { ...feriado });
  }
  return [...porData.values()].sort((a, b) => a.data.localeCompare(b.data));
};

/** O feriado da data (`AAAA-MM-DD`), se houver. */
export const buscarFeriado = (data: string, opcoes: OpcoesFeriados = {}): Feriado | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || !isDataExistente(data)) {
    throw new Error(`data inválida: "${data}" (use AAAA-MM-DD)`);
  }
  return listarFeriados(Number(data.slice(0, 4)), opcoes).find((f) => f.data === data);
};

/** A data (`AAAA-MM-DD`) é feriado trabalhista para a UF e o calendário municipal informados? */
export const isFeriado = (data: string, opcoes: OpcoesFeriados = {}): boolean =>
  buscarFeriado(data, opcoes) !== undefined;
