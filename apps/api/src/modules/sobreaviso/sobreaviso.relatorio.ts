import { formatHoras } from '@jornada/domain';
import { gerarPdf } from '../../shared/pdf.ts';
import type { RelatorioSobreaviso } from './use-cases/relatorio.ts';

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** Equivalente em minutos de hora normal, arredondado ao minuto só na exibição. */
const equivalente = (m: number) => formatHoras(Math.round(m));

const COLUNAS = [
  'Colaborador',
  'Escala',
  'Espera paga',
  'Equivalente (hora normal)',
  'Trabalhado (acionado)',
  'Alertas',
];

const linhas = (r: RelatorioSobreaviso) =>
  r.linhas.map((l) => [
    l.usuarioNome,
    formatHoras(l.minutosEscala),
    formatHoras(l.minutosEspera),
    equivalente(l.equivalenteNormal),
    formatHoras(l.minutosTrabalhados),
    l.alertas.join(' '),
  ]);

const total = (r: RelatorioSobreaviso) => [
  'Total',
  formatHoras(r.totais.minutosEscala),
  formatHoras(r.totais.minutosEspera),
  equivalente(r.totais.equivalenteNormal),
  formatHoras(r.totais.minutosTrabalhados),
  '',
];

/** Campo CSV entre aspas quando preciso; fórmulas neutralizadas (injeção de CSV). */
const campoCsv = (v: string) => {
  const seguro = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[;"\n]/.test(seguro) ? `"${seguro.replaceAll('"', '""')}"` : seguro;
};

/** CSV (separador `;`, BOM para o Excel em pt-BR) do relatório de sobreaviso. */
export const csvRelatorio = (r: RelatorioSobreaviso): string =>
  `\uFEFF${[COLUNAS, ...linhas(r), total(r)]
    .map((l) => l.map(campoCsv).join(';'))
    .join('\r\n')}\r\n`;

/** PDF (pdfmake) do relatório de sobreaviso e prontidão do período. */
export const pdfRelatorio = (r: RelatorioSobreaviso): Promise<Buffer> =>
  gerarPdf({
    info: { title: 'Relatório de sobreaviso e prontidão', creator: 'Jornada' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 24, 24, 28],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      {
        text: 'Relatório de sobreaviso e prontidão',
        fontSize: 13,
        bold: true,
        alignment: 'center',
      },
      {
        text: `Período ${dataBr(r.periodo.inicio)} a ${dataBr(r.periodo.fim)} — lançamentos aprovados`,
        alignment: 'center',
        margin: [0, 2, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 60, 70, 110, 100, 150],
          body: [
            COLUNAS.map((text) => ({ text, bold: true, fillColor: '#eeeeee' })),
            ...linhas(r),
            total(r).map((text) => ({ text, bold: true })),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Sobreaviso: 1/3 da hora normal (CLT art. 244 §2º); prontidão: 2/3 (§3º). O tempo acionado é trabalho (Súmula 428 TST) e sai da espera.',
        fontSize: 7,
        margin: [0, 8, 0, 0],
      },
    ],
  });
