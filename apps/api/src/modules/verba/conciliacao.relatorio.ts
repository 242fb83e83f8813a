import type { ConciliacaoVerbas } from '@jornada/contracts';
import { formatHoras, TIPOS_QUANTIDADE } from '@jornada/domain';
import { gerarPdf } from '../../shared/pdf.ts';
import { type Celula, gerarXlsx } from './xlsx.ts';

type Quantidade = ConciliacaoVerbas['colaboradores'][number]['semVerba'][number];

/** 'Horas extras 50 %', 'Adicional noturno (hora reduzida)'. */
const nomeQuantidade = (q: Quantidade) =>
  q.tipo === 'extras'
    ? `Horas extras ${q.percentual} %`
    : `${TIPOS_QUANTIDADE[q.tipo].descricao}${q.percentual == null ? '' : ` ${q.percentual} %`}`;

const medida = (tipo: Quantidade['tipo']) => TIPOS_QUANTIDADE[tipo].medida;
/** Minutos exatos com 2 casas (o espelho soma frações da hora noturna reduzida). */
const minutos = (m: number) => m.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const exibir = (v: number, unidade: 'horas' | 'dias') =>
  unidade === 'horas' ? `${formatHoras(v)} (${minutos(v)} min)` : `${v} dia(s)`;

const COLUNAS = [
  'Colaborador',
  'Matrícula',
  'Código',
  'Unidade',
  'Exportado',
  'Espelho',
  'Diferença',
  'Confere',
  'Quantidades do espelho',
];

/** Uma linha por colaborador × código e, depois, o que o espelho tem sem verba. */
const linhas = (c: ConciliacaoVerbas, texto: boolean): Celula[][] =>
  c.colaboradores.flatMap((p) => [
    ...p.verbas.map((v) => [
      p.nome,
      p.matricula ?? '',
      v.codigo,
      v.unidade,
      texto ? exibir(v.exportado, v.unidade) : v.exportado,
      texto ? exibir(v.espelho, v.unidade) : Math.round(v.espelho * 100) / 100,
      texto ? minutos(v.diferenca) : Math.round(v.diferenca * 100) / 100,
      v.confere ? 'sim' : 'não',
      v.quantidades.map(nomeQuantidade).join(' + '),
    ]),
    ...p.semVerba.map((q) => {
      const unidade = medida(q.tipo) === 'dias' ? 'dias' : 'horas';
      return [
        p.nome,
        p.matricula ?? '',
        'sem verba',
        unidade,
        texto ? '—' : 0,
        texto ? exibir(q.valor, unidade) : Math.round(q.valor * 100) / 100,
        '',
        'não exportado',
        nomeQuantidade(q),
      ];
    }),
  ]);

const titulo = (c: ConciliacaoVerbas) =>
  `Conciliação das verbas — competência ${String(c.mes).padStart(2, '0')}/${c.ano}`;

/** XLSX: números em minutos (verbas em horas) ou dias, somáveis na planilha. */
export const xlsxConciliacao = (c: ConciliacaoVerbas): Buffer =>
  gerarXlsx('Conciliação', [
    [titulo(c)],
    [
      ...COLUNAS.slice(0, 4),
      'Exportado (min ou dias)',
      'Espelho (min ou dias)',
      'Diferença',
      ...COLUNAS.slice(7),
    ],
    ...linhas(c, false),
  ]);

/** PDF (pdfmake) para o RH provar que o arquivo da folha bate com os espelhos. */
export const pdfConciliacao = (c: ConciliacaoVerbas, empresa: string): Promise<Buffer> =>
  gerarPdf({
    info: { title: titulo(c), creator: 'Jornada' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 24, 24, 28],
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    content: [
      { text: titulo(c), fontSize: 13, bold: true, alignment: 'center' },
      {
        text: `${empresa} — ${c.confere ? 'todas as verbas conferem com o espelho' : 'há verbas que não conferem com o espelho'}`,
        alignment: 'center',
        margin: [0, 2, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 45, 40, 35, 80, 80, 45, 45, 130],
          body: [
            COLUNAS.map((text) => ({ text, bold: true, fillColor: '#eeeeee' })),
            ...linhas(c, true).map((l) => l.map(String)),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  });
