// Leitura de planilhas de importação (CSV ou a primeira aba do XLSX), comum à importação de
// colaboradores e à dos cadastros da estrutura (docs/decisoes/colaboradores-importacao.md).
import { lerCsv } from '@jornada/domain';
import ExcelJS from 'exceljs';
import { AppError } from './errors.ts';
import type { ArquivoRecebido } from './multipart.ts';

/** Linhas de dados além das quais a planilha é recusada (uma empresa grande cabe com folga). */
export const MAXIMO_LINHAS_IMPORTACAO = 5000;
/** Colunas lidas por linha e caracteres guardados por célula: o resto do arquivo é ignorado. */
const MAXIMO_COLUNAS = 60;
const MAXIMO_CARACTERES_CELULA = 500;

const arquivoInvalido = (mensagem: string) =>
  new AppError('ARQUIVO_INVALIDO', mensagem, 400, 'arquivo');

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/** Sem caracteres de controle (o jsonb do PostgreSQL recusa NUL) e com tamanho limitado. */
const limpar = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: limpeza deliberada de controles
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAXIMO_CARACTERES_CELULA);

/** Data do Excel em ISO; número e texto como aparecem; fórmula pelo resultado; rich text junto. */
const textoDaCelula = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return textoDaCelula((v.result ?? null) as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    return '';
  }
  return String(v);
};

type LinhaLida = { numero: number; celulas: string[] };

const lerXlsx = async (bytes: Buffer): Promise<LinhaLida[]> => {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw arquivoInvalido(
      'Não foi possível ler a planilha XLSX: salve-a de novo no Excel e envie.',
    );
  }
  const aba = wb.worksheets[0];
  if (!aba) throw arquivoInvalido('A planilha XLSX não tem abas.');
  const linhas: LinhaLida[] = [];
  aba.eachRow({ includeEmpty: false }, (row) => {
    if (linhas.length > MAXIMO_LINHAS_IMPORTACAO + 1) return;
    const celulas: string[] = [];
    const n = Math.min(row.cellCount, MAXIMO_COLUNAS);
    for (let c = 1; c <= n; c++) celulas.push(textoDaCelula(row.getCell(c).value));
    linhas.push({ numero: row.number, celulas });
  });
  return linhas;
};

/** UTF-8 (o modelo e o Excel recente); se não for, Windows-1252 (Excel antigo em pt-BR). */
const decodificar = (bytes: Buffer): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** Planilha lida: o cabeçalho e as linhas de dados, cada uma com o seu número na planilha. */
export type PlanilhaLida = {
  cabecalho: string[];
  linhas: { numero: number; celulas: string[] }[];
};

/**
 * O cabeçalho e as linhas de dados da planilha enviada (primeira aba do XLSX ou o CSV com `;` ou
 * `,`), como texto limpo. Linhas inteiramente vazias são ignoradas; no XLSX cada linha guarda o
 * número dela na aba (no CSV, a posição entre as não vazias). Arquivo vazio, binário que não é
 * XLSX, sem linhas ou grande demais: 400 em `arquivo`.
 */
export const lerPlanilha = async (
  arquivo: ArquivoRecebido,
  registros: { singular: string; plural: string },
): Promise<PlanilhaLida> => {
  if (arquivo.bytes.length === 0) throw arquivoInvalido('O arquivo está vazio.');
  const zip = isZip(arquivo.bytes);
  if (!zip && arquivo.bytes.includes(0)) throw arquivoInvalido('Envie uma planilha CSV ou XLSX.');
  const brutas = zip
    ? await lerXlsx(arquivo.bytes)
    : lerCsv(decodificar(arquivo.bytes)).map((celulas, i) => ({ numero: i + 1, celulas }));
  const tabela = brutas
    .map((l) => ({ numero: l.numero, celulas: l.celulas.slice(0, MAXIMO_COLUNAS).map(limpar) }))
    .filter((l) => l.celulas.some((c) => c !== ''));
  const [cabecalho, ...linhas] = tabela;
  if (!cabecalho) throw arquivoInvalido('A planilha não tem nenhuma linha.');
  if (linhas.length === 0)
    throw arquivoInvalido(
      `A planilha só tem o cabeçalho: inclua uma linha por ${registros.singular}.`,
    );
  if (linhas.length > MAXIMO_LINHAS_IMPORTACAO)
    throw arquivoInvalido(
      `A planilha tem mais de ${MAXIMO_LINHAS_IMPORTACAO} ${registros.plural}: divida-a em partes.`,
    );
  const largura = Math.max(cabecalho.celulas.length, ...linhas.map((l) => l.celulas.length));
  const completar = (l: string[]) => [...l, ...Array<string>(largura - l.length).fill('')];
  return {
    cabecalho: completar(cabecalho.celulas),
    linhas: linhas.map((l) => ({ numero: l.numero, celulas: completar(l.celulas) })),
  };
};
