import type { CadastroItem } from '@jornada/contracts';
import type { EntidadeCadastro } from './cadastro.repository.ts';

/** Marca de ordem de bytes: o Excel em pt-BR só lê UTF-8 (acentos) com ela. */
const BOM = '\uFEFF';

/**
 * Um campo do CSV: entre aspas quando tem separador, aspas ou quebra de linha; texto que começa
 * com =, +, - ou @ ganha um apóstrofo (a planilha não o executa como fórmula).
 */
const campo = (v: string | number | null | undefined): string => {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

const montarCsv = (linhas: readonly (readonly (string | number | null | undefined)[])[]) =>
  `${BOM}${linhas.map((l) => l.map(campo).join(';')).join('\r\n')}\r\n`;

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** Mês da data-base por extenso (1 → janeiro). */
export const mesPorExtenso = (mes: number | null | undefined) =>
  mes ? (MESES[mes - 1] ?? '') : '';

/** CBO como se escreve (4110-05). */
export const cboFormatado = (cbo: string | null | undefined) =>
  cbo ? `${cbo.slice(0, 4)}-${cbo.slice(4)}` : '';

const situacao = (i: CadastroItem) => (i.ativo ? 'Ativo' : 'Arquivado');

type Coluna = { titulo: string; valor: (i: CadastroItem) => string | number | null | undefined };

const NOME: Coluna = { titulo: 'Nome', valor: (i) => i.nome };
const CODIGO: Coluna = { titulo: 'Código', valor: (i) => i.codigo };
const SITUACAO: Coluna = { titulo: 'Situação', valor: situacao };
const pessoas = (titulo: string): Coluna => ({ titulo, valor: (i) => i.pessoas });

const COLUNAS: Record<EntidadeCadastro, readonly Coluna[]> = {
  departamento: [NOME, CODIGO, pessoas('Pessoas'), SITUACAO],
  grupo: [NOME, CODIGO, pessoas('Membros'), SITUACAO],
  centro_custo: [NOME, CODIGO, SITUACAO],
  sindicato: [
    NOME,
    CODIGO,
    { titulo: 'Data-base', valor: (i) => mesPorExtenso(i.dataBaseMes) },
    { titulo: 'Observações', valor: (i) => i.observacoes },
    SITUACAO,
  ],
  cargo: [NOME, { titulo: 'CBO', valor: (i) => cboFormatado(i.cbo) }, pessoas('Pessoas'), SITUACAO],
};

const ARQUIVO: Record<EntidadeCadastro, string> = {
  departamento: 'departamentos.csv',
  grupo: 'grupos.csv',
  centro_custo: 'centros-de-custo.csv',
  sindicato: 'sindicatos.csv',
  cargo: 'cargos.csv',
};

/** A lista de um cadastro em CSV pt-BR: UTF-8 com BOM, `;` como separador, linhas CRLF. */
export const csvCadastro = (e: EntidadeCadastro, itens: readonly CadastroItem[]) => {
  const colunas = COLUNAS[e];
  return {
    nomeArquivo: ARQUIVO[e],
    conteudo: montarCsv([
      colunas.map((c) => c.titulo),
      ...itens.map((i) => colunas.map((c) => c.valor(i))),
    ]),
  };
};
