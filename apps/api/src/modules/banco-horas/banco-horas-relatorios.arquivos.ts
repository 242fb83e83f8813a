import { PassThrough } from 'node:stream';
import { formatHoras } from '@jornada/domain';
import ExcelJS from 'exceljs';
import { gerarPdf } from '../../shared/pdf.ts';
import type { RelatorioCompleto } from './use-cases/relatorios.ts';

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Texto de uma célula (PDF): datas DD/MM/AAAA, minutos H:MM com sinal. */
const exibir = (r: RelatorioCompleto, chave: string, v: string | number | null | undefined) => {
  if (v === null || v === undefined) return '';
  const tipo = r.colunas.find((c) => c.chave === chave)?.tipo;
  if (tipo === 'data' && typeof v === 'string') return dataBr(v);
  if (tipo === 'minutos' && typeof v === 'number') return formatHoras(v);
  return String(v);
};

export const subtitulo = (r: RelatorioCompleto) =>
  `Período ${dataBr(r.inicio)} a ${dataBr(r.fim)} — saldos apurados até ${dataBr(r.ate)}`;

export const nomeArquivo = (r: RelatorioCompleto, ext: 'pdf' | 'xlsx') =>
  `banco-horas_${r.tipo}_${r.inicio}_${r.fim}.${ext}`;

/** PDF (pdfmake) do relatório inteiro filtrado; sem linhas, o aviso da spec. */
export const pdfRelatorioBanco = (r: RelatorioCompleto): Promise<Buffer> => {
  const cabecalho = r.colunas.map((c) => ({ text: c.titulo, bold: true, fillColor: '#eeeeee' }));
  const total = r.colunas.map((c, i) =>
    i === 0
      ? { text: 'Total', bold: true }
      : { text: exibir(r, c.chave, r.totais[c.chave]), bold: true },
  );
  const corpo = r.linhas.map((l) => r.colunas.map((c) => exibir(r, c.chave, l[c.chave])));
  return gerarPdf({
    info: { title: r.titulo, creator: 'Jornada' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 24, 20, 28],
    defaultStyle: { font: 'Roboto', fontSize: r.colunas.length > 10 ? 7 : 8 },
    content: [
      { text: r.titulo, fontSize: 13, bold: true, alignment: 'center' },
      { text: subtitulo(r), alignment: 'center', margin: [0, 2, 0, 8] },
      r.linhas.length === 0
        ? { text: 'Não contém dados para esse relatório', alignment: 'center' }
        : {
            table: {
              headerRows: 1,
              widths: r.colunas.map((_, i) => (i === 0 ? '*' : 'auto')),
              body: [cabecalho, ...corpo, ...(Object.keys(r.totais).length ? [total] : [])],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  });
};

/**
 * XLSX do relatório inteiro pelo escritor em fluxo do exceljs (linha a linha, memória constante):
 * minutos como número (somáveis na planilha), datas como data.
 */
export const xlsxRelatorioBanco = (r: RelatorioCompleto): PassThrough => {
  const saida = new PassThrough();
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: saida,
    useStyles: true,
    useSharedStrings: false,
  });
  const aba = livro.addWorksheet(r.tipo);
  aba.columns = r.colunas.map((c, i) => ({
    width: i === 0 ? 32 : c.tipo === 'texto' ? 22 : 14,
    ...(c.tipo === 'data' ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
  }));
  aba.addRow([r.titulo]).commit();
  aba.addRow([subtitulo(r)]).commit();
  const cabecalho = aba.addRow(
    r.colunas.map((c) => (c.tipo === 'minutos' ? `${c.titulo} (min)` : c.titulo)),
  );
  cabecalho.font = { bold: true };
  cabecalho.commit();
  if (r.linhas.length === 0) aba.addRow(['Não contém dados para esse relatório']).commit();
  for (const l of r.linhas)
    aba
      .addRow(
        r.colunas.map((c) => {
          const v = l[c.chave];
          if (c.tipo === 'data' && typeof v === 'string') return new Date(`${v}T00:00:00Z`);
          return v ?? '';
        }),
      )
      .commit();
  aba.commit();
  livro.commit().catch((e: unknown) => saida.destroy(e as Error));
  return saida;
};
