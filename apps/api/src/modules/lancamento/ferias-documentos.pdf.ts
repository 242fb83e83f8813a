import { addDias, formatarDataBr } from '@jornada/domain';
import { gerarPdf, type NoPdf } from '../../shared/pdf.ts';

/** O que o aviso e o recibo de férias mostram (dados do cadastro e da programação aprovada). */
export type DadosDocumentoFerias = {
  empresa: { nome: string; cnpj: string };
  colaborador: { nome: string; cpf: string; matricula: string | null; cargo: string | null };
  /** Período aquisitivo a que as férias pertencem. */
  aquisitivo: { inicio: string; fim: string };
  periodos: readonly {
    ordem: number;
    inicio: string;
    fim: string;
    dias: number;
    diasEmDobro: number;
  }[];
  abonoPecuniario: number;
  /** Dia da participação (a aprovação, CLT art. 135). */
  avisoEm: string;
  emitidoEm: string;
};

const data = formatarDataBr;
const dias = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

const cnpjFormatado = (c: string) =>
  c.length === 14
    ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
    : c;
const cpfFormatado = (c: string) =>
  c.length === 11 ? `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}` : c;

/** Pagamento das férias (e do abono) até 2 dias antes do início de cada período (CLT art. 145). */
export const pagamentoAte = (inicio: string) => addDias(inicio, -2);

const cabecalho = (titulo: string, d: DadosDocumentoFerias): NoPdf[] => [
  { text: titulo, style: 'titulo' },
  {
    text: `${d.empresa.nome} — CNPJ ${cnpjFormatado(d.empresa.cnpj)}`,
    margin: [0, 0, 0, 8],
  },
  {
    table: {
      widths: [120, '*'],
      body: [
        ['Colaborador', d.colaborador.nome],
        ['CPF', cpfFormatado(d.colaborador.cpf)],
        ['Matrícula', d.colaborador.matricula ?? '—'],
        ['Cargo', d.colaborador.cargo ?? '—'],
        ['Período aquisitivo', `${data(d.aquisitivo.inicio)} a ${data(d.aquisitivo.fim)}`],
      ].map(([r, v]) => [{ text: r, bold: true }, v]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 10],
  },
];

const tabelaPeriodos = (d: DadosDocumentoFerias, comPagamento: boolean): NoPdf => ({
  table: {
    headerRows: 1,
    widths: comPagamento ? ['auto', '*', '*', 'auto', '*'] : ['auto', '*', '*', 'auto'],
    body: [
      [
        'Período',
        'Início',
        'Fim (último dia)',
        'Dias',
        ...(comPagamento ? ['Pagamento até'] : []),
      ].map((t) => ({ text: t, bold: true })),
      ...d.periodos.map((p) => [
        `${p.ordem}º`,
        data(p.inicio),
        data(p.fim),
        String(p.dias),
        ...(comPagamento ? [data(pagamentoAte(p.inicio))] : []),
      ]),
    ],
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 10],
});

const assinaturas = (d: DadosDocumentoFerias): NoPdf => ({
  columns: [
    { text: `______________________________\n${d.empresa.nome}`, alignment: 'center' },
    { text: `______________________________\n${d.colaborador.nome}`, alignment: 'center' },
  ],
  margin: [0, 40, 0, 0],
});

const emDobro = (d: DadosDocumentoFerias): NoPdf[] => {
  const total = d.periodos.reduce((s, p) => s + p.diasEmDobro, 0);
  return total === 0
    ? []
    : [
        `${dias(total)} caem depois do fim do período concessivo e são pagos em dobro (CLT art. 137).`,
      ];
};

const documento = (conteudo: NoPdf[], d: DadosDocumentoFerias) => ({
  pageSize: 'A4',
  pageMargins: [40, 40, 40, 50],
  info: { title: conteudo[0] && typeof conteudo[0] === 'object' ? String(conteudo[0].text) : '' },
  content: conteudo,
  footer: {
    text: `Emitido pelo Jornada em ${data(d.emitidoEm)}.`,
    alignment: 'center',
    fontSize: 8,
    margin: [0, 20, 0, 0],
  },
  styles: { titulo: { fontSize: 16, bold: true, margin: [0, 0, 0, 6] } },
  defaultStyle: { fontSize: 10, lineHeight: 1.2 },
});

/**
 * Aviso de férias (CLT art. 135): a concessão participada por escrito com 30 dias de
 * antecedência, os períodos de gozo e o abono pecuniário; a pessoa dá ciência assinando.
 */
export const pdfAvisoFerias = (d: DadosDocumentoFerias): Promise<Buffer> =>
  gerarPdf(
    documento(
      [
        ...cabecalho('Aviso de férias', d),
        `Comunicamos, nos termos do art. 135 da CLT, que as suas férias referentes ao período aquisitivo acima serão concedidas conforme abaixo. Aviso dado em ${data(d.avisoEm)}.`,
        { text: ' ' },
        tabelaPeriodos(d, false),
        d.abonoPecuniario > 0
          ? `Abono pecuniário: ${dias(d.abonoPecuniario)} convertidos em dinheiro, a pedido do empregado (CLT art. 143).`
          : 'Sem abono pecuniário.',
        ...emDobro(d),
        'A remuneração das férias, com o terço constitucional (CF art. 7º, XVII), e o abono, se houver, são pagos até 2 dias antes do início de cada período (CLT art. 145).',
        { text: 'Ciente:', margin: [0, 16, 0, 0] },
        assinaturas(d),
      ],
      d,
    ),
  );

/**
 * Recibo de férias (CLT art. 145 parágrafo único): a quitação do pagamento, com a data até a qual
 * cada período é pago. Os valores são os da folha (holerite de férias): o Jornada não calcula
 * salário; o recibo traz os dias, o terço e o abono a que se referem.
 */
export const pdfReciboFerias = (d: DadosDocumentoFerias): Promise<Buffer> =>
  gerarPdf(
    documento(
      [
        ...cabecalho('Recibo de férias', d),
        'Recebi do empregador acima a remuneração das férias abaixo, acrescida do terço constitucional (CF art. 7º, XVII), nos prazos do art. 145 da CLT (até 2 dias antes do início de cada período).',
        { text: ' ' },
        tabelaPeriodos(d, true),
        d.abonoPecuniario > 0
          ? `Abono pecuniário: ${dias(d.abonoPecuniario)} (CLT art. 143), pago com o 1º período.`
          : 'Sem abono pecuniário.',
        ...emDobro(d),
        'Os valores (remuneração, terço, abono e descontos) são os do holerite de férias emitido pela folha de pagamento.',
        { text: 'Data do recebimento: ____/____/________', margin: [0, 16, 0, 0] },
        assinaturas(d),
      ],
      d,
    ),
  );
