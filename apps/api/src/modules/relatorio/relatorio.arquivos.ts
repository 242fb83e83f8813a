import { PassThrough } from 'node:stream';
import { formatHoras } from '@jornada/domain';
import ExcelJS from 'exceljs';
import { gerarPdf, type NoPdf } from '../../shared/pdf.ts';
import type { Celula, Coluna, Tabela } from './relatorio.tabela.ts';

/**
 * Um PDF com mais linhas que isto fica ilegível e pesado para gerar: o pedido falha com a
 * orientação de pedir em XLSX (o XLSX não tem limite além do período).
 */
export const LINHAS_MAXIMAS_PDF = 20_000;

/** Horas no XLSX: número em horas decimais (soma na planilha; aceita saldo negativo). */
const valorXlsx = (c: Coluna, v: Celula) =>
  c.tipo === 'horas' && typeof v === 'number' ? v / 60 : v;

/**
 * XLSX pelo escritor em fluxo do exceljs: cada linha é gravada e liberada (`commit`), então a
 * memória não cresce com o tamanho da planilha além do arquivo compactado.
 */
export const gerarXlsx = async (t: Tabela): Promise<Buffer> => {
  const saida = new PassThrough();
  const partes: Buffer[] = [];
  saida.on('data', (b: Buffer) => partes.push(b));
  const fim = new Promise<void>((ok, falha) => {
    saida.on('end', ok);
    saida.on('error', falha);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true });
  wb.creator = 'Jornada';
  const ws = wb.addWorksheet(t.titulo.slice(0, 31));
  ws.columns = t.colunas.map((c) => ({
    header: c.tipo === 'horas' ? `${c.titulo} (h)` : c.titulo,
    width: c.largura,
    style: c.tipo === 'horas' ? { numFmt: '#,##0.00' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const linha of t.linhas)
    ws.addRow(t.colunas.map((c, i) => valorXlsx(c, linha[i] ?? null))).commit();
  ws.commit();
  await wb.commit();
  await fim;
  return Buffer.concat(partes);
};

const textoPdf = (c: Coluna, v: Celula): string =>
  v === null ? '' : c.tipo === 'horas' && typeof v === 'number' ? formatHoras(v) : String(v);

/** PDF em A4 paisagem (pdfmake, `shared/pdf.ts`): título, período e filtros, tabela com cabeçalho repetido. */
export const gerarPdfTabela = (t: Tabela, emitidoEm: string): Promise<Buffer> => {
  const cabecalho: NoPdf[] = t.colunas.map((c) => ({ text: c.titulo, bold: true }));
  const corpo: NoPdf[][] = t.linhas.map((l) =>
    t.colunas.map((c, i) => ({
      text: textoPdf(c, l[i] ?? null),
      alignment: c.tipo === 'texto' ? 'left' : 'right',
    })),
  );
  const total = t.colunas.reduce((s, c) => s + c.largura, 0);
  return gerarPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 28, 20, 28],
    defaultStyle: { fontSize: t.colunas.length > 16 ? 5.5 : 7 },
    footer: (pagina: number, paginas: number) => ({
      text: `${t.titulo} · emitido em ${emitidoEm} · página ${pagina} de ${paginas}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 8, 0, 0],
    }),
    content: [
      { text: t.titulo, fontSize: 13, bold: true },
      { text: t.subtitulo, fontSize: 8, margin: [0, 2, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: t.colunas.map((c) => `${((c.largura * 100) / total).toFixed(2)}%`),
          body: [cabecalho, ...corpo],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  });
};
