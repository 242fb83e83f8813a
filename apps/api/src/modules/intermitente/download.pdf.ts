import type { ConvocacaoWire, Convocado, ReciboConvocado } from '@jornada/contracts';
import { formatarDataBr, formatHoras } from '@jornada/domain';
import { gerarPdf } from '../../shared/pdf.ts';
import type { ConvocacaoRow } from './convocacao.repository.ts';
import { reciboDoPeriodo } from './download.recibo.ts';
import { dataHoraBr, formatarReais } from './intermitente.comum.ts';

export type DocumentoConvocacao = {
  empresa: { nome: string; cnpj: string };
  linha: ConvocacaoRow;
  convocacao: ConvocacaoWire;
  /** Recibos do período pelas horas do espelho (só na convocação encerrada). */
  recibos: readonly ReciboConvocado[];
};

const data = formatarDataBr;
const dataHora = dataHoraBr;

const reais = formatarReais;

const SITUACAO: Record<Convocado['situacao'], string> = {
  aguardando: 'Aguardando resposta',
  aceita: 'Aceita',
  recusada: 'Recusada',
  'recusa-presumida': 'Recusa presumida (sem resposta no prazo)',
  interrompida: 'Interrompida',
};

const cnpjFormatado = (c: string) =>
  c.length === 14
    ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
    : c;

/** Os termos legais da convocação (CLT art. 452-A), na regra de antecedência que ela copiou. */
const termos = (linha: ConvocacaoRow) => [
  linha.antecedencia === '72h'
    ? 'A convocação foi enviada com pelo menos 72 horas de antecedência do início da jornada (CLT art. 452-A §1º).'
    : 'A convocação foi enviada com pelo menos três dias corridos de antecedência do início da jornada (CLT art. 452-A §1º).',
  `O convocado tem um dia útil, contado do recebimento, para responder${linha.sabadoUtil ? ' (o sábado conta como dia útil)' : ''}; o silêncio no prazo é recusa (§2º).`,
  'A recusa da oferta não descaracteriza a subordinação do contrato intermitente (§3º).',
  'Aceita a oferta, a parte que a descumprir sem justo motivo paga à outra, em 30 dias, multa de 50 % da remuneração que seria devida, permitida a compensação em igual prazo (§4º).',
  'Ao fim de cada período de prestação de serviço, o empregado recebe de imediato a remuneração, as férias proporcionais com acréscimo de um terço, o décimo terceiro proporcional, o repouso semanal remunerado e os adicionais legais, discriminados no recibo (§6º).',
];

const linhaConvocado = (c: Convocado) => [
  c.nome,
  SITUACAO[c.situacao],
  dataHora(c.prazoResposta),
  c.respostaEm ? dataHora(c.respostaEm) : '—',
  c.multa ? `${reais(c.multa.valor)} até ${data(c.multa.prazo)}` : '—',
];

const dadosConvocacao = ({ linha, convocacao: c }: DocumentoConvocacao) => {
  const periodo =
    c.dataInicio === c.dataFim ? data(c.dataInicio) : `${data(c.dataInicio)} a ${data(c.dataFim)}`;
  const jornada = linha.minutoSaida - linha.minutoEntrada - linha.intervaloMinutos;
  return [
    ['Contratante', c.contratante],
    ['Período', periodo],
    [
      'Jornada diária',
      `${c.horaEntrada} às ${c.horaSaida}, intervalo de ${c.intervaloMinutos} min (${formatHoras(jornada)} trabalhadas)`,
    ],
    ['Valor da hora', reais(c.valorHora)],
    ['Remuneração prevista por convocado', reais(c.remuneracaoPrevista)],
    ['Enviada em', dataHora(c.enviadaEm)],
    ...(c.descricao ? [['Descrição', c.descricao]] : []),
    ...(linha.interrompidaEm
      ? [
          [
            'Interrompida em',
            `${dataHora(linha.interrompidaEm)} — ${linha.motivoInterrupcao ?? ''}${linha.interrupcaoObservacao ? ` (${linha.interrupcaoObservacao})` : ''}`,
          ],
        ]
      : []),
  ].map(([rotulo, valor]) => [{ text: rotulo, bold: true }, valor]);
};

/** Carta de convocação (CLT art. 452-A) em PDF: dados, termos legais e a situação de cada um. */
export const pdfConvocacao = (d: DocumentoConvocacao): Promise<Buffer> =>
  gerarPdf({
    info: { title: `Convocação ${d.convocacao.id}`, creator: 'Jornada' },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: 'Convocação para trabalho intermitente', fontSize: 14, bold: true },
      {
        text: `${d.empresa.nome} — CNPJ ${cnpjFormatado(d.empresa.cnpj)} · Convocação nº ${d.convocacao.id}`,
        margin: [0, 2, 0, 10],
      },
      {
        table: { widths: [170, '*'], body: dadosConvocacao(d) },
        layout: 'lightHorizontalLines',
      },
      { text: 'Termos (CLT art. 452-A)', bold: true, margin: [0, 12, 0, 4] },
      { ul: termos(d.linha), margin: [0, 0, 0, 10] },
      { text: 'Convocados', bold: true, margin: [0, 4, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 110, 80, 80, 100],
          body: [
            ['Nome', 'Situação', 'Prazo de resposta', 'Resposta em', 'Multa (§4º)'].map((text) => ({
              text,
              bold: true,
              fillColor: '#eeeeee',
            })),
            ...d.convocacao.convocados.map(linhaConvocado),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 9,
      },
      ...reciboDoPeriodo(d.convocacao, d.recibos),
    ],
  });
