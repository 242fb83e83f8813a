import ExcelJS from 'exceljs';
import { AppError } from '../../../shared/errors.ts';

/** Linha do arquivo de saldo anterior, já com as colunas pelo cabeçalho. */
export type LinhaArquivo = {
  linha: number;
  matricula: string;
  cpf: string;
  saldo: string;
  motivo: string;
};

export const MAX_LINHAS = 10_000;
const EXCEL_ZERO = Date.UTC(1899, 11, 30);

const invalido = (mensagem: string) => new AppError('ARQUIVO_INVALIDO', mensagem, 400, 'conteudo');

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Célula do XLSX como texto: hora do Excel (fração do dia, vem como Date) vira HH:MM. */
const textoDaCelula = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const minutos = Math.round((v.getTime() - EXCEL_ZERO) / 60_000);
    const abs = Math.abs(minutos);
    const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    return minutos < 0 ? `-${hhmm}` : hhmm;
  }
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return textoDaCelula(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    return '';
  }
  return String(v);
};

const linhasCsv = (texto: string): string[][] => {
  const semBom = texto.replace(/^\uFEFF/, '');
  const linhas = semBom.split(/\r?\n/);
  const separador = (linhas[0] ?? '').includes(';') ? ';' : ',';
  return linhas.map((l) => l.split(separador).map((c) => c.trim().replace(/^"(.*)"$/, '$1')));
};

const linhasXlsx = async (bytes: Buffer): Promise<string[][]> => {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalido('Não foi possível ler a planilha: envie um arquivo .xlsx válido.');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw invalido('A planilha não tem nenhuma aba.');
  const linhas: string[][] = [];
  for (let n = 1; n <= ws.rowCount; n++) {
    const valores = ws.getRow(n).values as ExcelJS.CellValue[];
    linhas.push(valores.slice(1).map((v) => textoDaCelula(v).trim()));
  }
  return linhas;
};

/**
 * Lê o arquivo (CSV com `;` ou `,`, ou a 1ª aba do XLSX): cabeçalho com `matricula` e/ou
 * `cpf`, `saldo` (HH:MM, negativo com `-`) e `motivo` opcional. Linhas em branco são ignoradas.
 */
export const lerArquivoSaldo = async (
  nomeArquivo: string,
  conteudoBase64: string,
): Promise<LinhaArquivo[]> => {
  const bytes = Buffer.from(conteudoBase64, 'base64');
  if (bytes.length === 0) throw invalido('O arquivo está vazio.');
  const xlsx = /\.xlsx$/i.test(nomeArquivo);
  const tabela = xlsx ? await linhasXlsx(bytes) : linhasCsv(bytes.toString('utf8'));
  const cabecalho = (tabela[0] ?? []).map(normalizar);
  const col = (nome: string) => cabecalho.indexOf(nome);
  const [iMat, iCpf, iSaldo, iMotivo] = ['matricula', 'cpf', 'saldo', 'motivo'].map(col);
  if (iSaldo === -1 || (iMat === -1 && iCpf === -1))
    throw invalido('O cabeçalho precisa das colunas matricula ou cpf, saldo e (opcional) motivo.');
  const celula = (l: string[], i: number | undefined) =>
    i === undefined || i === -1 ? '' : (l[i] ?? '').trim();
  const linhas = tabela
    .map((l, i) => ({
      linha: i + 1,
      matricula: celula(l, iMat),
      cpf: celula(l, iCpf),
      saldo: celula(l, iSaldo),
      motivo: celula(l, iMotivo),
    }))
    .slice(1)
    .filter((l) => l.matricula || l.cpf || l.saldo || l.motivo);
  if (linhas.length === 0) throw invalido('O arquivo não tem nenhuma linha depois do cabeçalho.');
  if (linhas.length > MAX_LINHAS)
    throw invalido(`O arquivo tem ${linhas.length} linhas; o limite é ${MAX_LINHAS}.`);
  return linhas;
};

/** Saldo 'HH:MM' (horas podem passar de 24; '-' para negativo) em minutos; null se inválido. */
export const lerSaldo = (texto: string): number | null => {
  const m = /^([+-])?\s*(\d{1,4}):([0-5]\d)$/.exec(texto.trim());
  if (!m) return null;
  const minutos = Number(m[2]) * 60 + Number(m[3]);
  if (minutos > 527_040) return null;
  return m[1] === '-' ? -minutos : minutos;
};
