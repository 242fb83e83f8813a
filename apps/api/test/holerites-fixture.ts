import { gerarPdf, type NoPdf } from '../src/shared/pdf.ts';

/**
 * Gerador do PDF de holerites de exemplo, como os sistemas de folha imprimem: uma página por
 * pessoa (recibo de pagamento de salário) com empresa, competência, nome, CPF, matrícula, cargo,
 * proventos, descontos, líquido e bases. Usado nos testes da API e no e2e.
 */
export type PessoaFixture = {
  nome: string;
  cpf: string;
  matricula: string | null;
  cargo?: string | null;
  /** Sem o CPF impresso (só a matrícula): exercita o reconhecimento pela matrícula. */
  semCpf?: boolean;
};

export type OpcoesFixture = {
  empresa: { nome: string; cnpj: string };
  /** AAAA-MM */
  competencia: string;
  pessoas: PessoaFixture[];
  /** Páginas extras sem identificação (capa, resumo da folha) no fim do arquivo. */
  paginasSemIdentificacao?: number;
};

const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

const reais = (centavos: number) =>
  (centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cpfFormatado = (c: string) =>
  `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const cnpjFormatado = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** INSS progressivo (faixas de 2025) sobre o bruto, em centavos. */
const inss = (bruto: number) => {
  const faixas: [number, number][] = [
    [151800, 0.075],
    [279388, 0.09],
    [419083, 0.12],
    [815741, 0.14],
  ];
  let anterior = 0;
  let total = 0;
  for (const [teto, aliquota] of faixas) {
    if (bruto <= anterior) break;
    total += (Math.min(bruto, teto) - anterior) * aliquota;
    anterior = teto;
  }
  return Math.round(total);
};

const linhaEvento = (
  codigo: string,
  descricao: string,
  ref: string,
  prov: number,
  desc: number,
) => [
  codigo,
  descricao,
  { text: ref, alignment: 'right' },
  { text: prov ? reais(prov) : '', alignment: 'right' },
  { text: desc ? reais(desc) : '', alignment: 'right' },
];

const paginaDe = (o: OpcoesFixture, p: PessoaFixture, i: number, ultima: boolean): NoPdf[] => {
  const [ano, mes] = o.competencia.split('-').map(Number) as [number, number];
  const salario = 180000 + ((i * 7919) % 250000);
  const extras = Math.round((salario / 220) * 1.5 * (4 + (i % 9)));
  const noturno = i % 4 === 0 ? Math.round(salario * 0.05) : 0;
  const bruto = salario + extras + noturno;
  const descInss = inss(bruto);
  const vt = Math.round(salario * 0.06);
  const descontos = descInss + vt;
  const identificacao = [
    `Código: ${p.matricula ?? '—'}`,
    `Nome: ${p.nome}`,
    p.semCpf ? `Matrícula: ${p.matricula ?? ''}` : `CPF: ${cpfFormatado(p.cpf)}`,
    `Cargo: ${p.cargo ?? 'Colaborador'}`,
  ];
  return [
    { text: 'Recibo de Pagamento de Salário', style: 'titulo' },
    {
      columns: [
        { text: `${o.empresa.nome}\nCNPJ: ${cnpjFormatado(o.empresa.cnpj)}` },
        { text: `Competência: ${MESES[mes - 1]}/${ano}`, alignment: 'right' },
      ],
      margin: [0, 0, 0, 8],
    },
    { text: identificacao.join('    '), margin: [0, 0, 0, 8] },
    {
      table: {
        headerRows: 1,
        widths: [40, '*', 50, 70, 70],
        body: [
          ['Cód.', 'Descrição', 'Referência', 'Proventos', 'Descontos'],
          linhaEvento('001', 'Salário base', '30,00', salario, 0),
          linhaEvento('150', 'Horas extras 50%', `${4 + (i % 9)},00`, extras, 0),
          ...(noturno ? [linhaEvento('025', 'Adicional noturno', '20,00', noturno, 0)] : []),
          linhaEvento('998', 'INSS', '', 0, descInss),
          linhaEvento('048', 'Vale-transporte', '6,00', 0, vt),
        ],
      },
    },
    {
      columns: [
        { text: `Total de proventos: ${reais(bruto)}` },
        { text: `Total de descontos: ${reais(descontos)}` },
        { text: `Líquido a receber: ${reais(bruto - descontos)}`, bold: true },
      ],
      margin: [0, 8, 0, 8],
    },
    {
      text: `Salário base: ${reais(salario)}   Base INSS: ${reais(bruto)}   Base FGTS: ${reais(bruto)}   FGTS do mês: ${reais(Math.round(bruto * 0.08))}`,
      fontSize: 8,
    },
    {
      text: 'Declaro ter recebido a importância líquida discriminada neste recibo.',
      margin: [0, 24, 0, 0],
      fontSize: 8,
      ...(ultima ? {} : { pageBreak: 'after' }),
    },
  ];
};

const paginaResumo = (o: OpcoesFixture, n: number, ultima: boolean): NoPdf => ({
  text: `Resumo da folha — ${o.empresa.nome} — página de totais ${n}`,
  ...(ultima ? {} : { pageBreak: 'after' }),
});

export const gerarPdfHolerites = (o: OpcoesFixture): Promise<Buffer> => {
  const extras = o.paginasSemIdentificacao ?? 0;
  const conteudo: NoPdf[] = [
    ...o.pessoas.flatMap((p, i) => paginaDe(o, p, i, i === o.pessoas.length - 1 && extras === 0)),
    ...Array.from({ length: extras }, (_, n) => paginaResumo(o, n + 1, n === extras - 1)),
  ];
  return gerarPdf({
    pageSize: 'A4',
    content: conteudo,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: { titulo: { fontSize: 14, bold: true, margin: [0, 0, 0, 8] } },
    info: { title: `Holerites ${o.competencia}`, producer: 'Jornada (exemplo de teste)' },
  });
};
