import { lerCsv } from '@jornada/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';

/** Linhas além das quais a planilha é recusada (uma empresa inteira cabe com folga). */
export const MAXIMO_LINHAS_PLANILHA = 5000;

const arquivoInvalido = (mensagem: string) =>
  new AppError('ARQUIVO_INVALIDO', mensagem, 400, 'arquivo');

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/** Valor de célula do exceljs → texto: datas em ISO, fórmulas pelo resultado, rich text junto. */
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

const lerXlsx = async (bytes: Buffer): Promise<string[][]> => {
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
  const linhas: string[][] = [];
  aba.eachRow({ includeEmpty: false }, (row) => {
    if (linhas.length > MAXIMO_LINHAS_PLANILHA) return;
    const celulas: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) celulas.push(textoDaCelula(row.getCell(c).value));
    if (celulas.some((x) => x.trim() !== '')) linhas.push(celulas);
  });
  return linhas;
};

/** UTF-8 (o modelo); se não for, Windows-1252 (CSV salvo pelo Excel antigo em pt-BR). */
const decodificar = (bytes: Buffer): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/**
 * As células da planilha enviada (a primeira aba do XLSX ou o CSV), como texto. Arquivo vazio,
 * binário que não é XLSX ou com linhas demais: 400 no campo `arquivo`.
 */
export const lerPlanilha = async (arquivo: ArquivoRecebido): Promise<string[][]> => {
  if (arquivo.bytes.length === 0) throw arquivoInvalido('O arquivo está vazio.');
  const zip = isZip(arquivo.bytes);
  if (!zip && arquivo.bytes.includes(0)) throw arquivoInvalido('Envie uma planilha CSV ou XLSX.');
  const linhas = zip ? await lerXlsx(arquivo.bytes) : lerCsv(decodificar(arquivo.bytes));
  if (linhas.length > MAXIMO_LINHAS_PLANILHA + 1)
    throw arquivoInvalido(`A planilha tem mais de ${MAXIMO_LINHAS_PLANILHA} linhas: divida-a.`);
  return linhas;
};
