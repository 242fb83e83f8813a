import type { CampoLeiaute, DefinicaoLeiaute } from './tipos.ts';

/**
 * Leiautes prontos de importação na folha, escritos pelo mesmo motor dos personalizados. Cada um
 * segue `shared/design/payroll-layouts.md` e leva a marca de confiança de lá: V2 (duas fontes
 * concordam byte a byte), S1 (uma fonte), INF (inferido; o cliente confirma antes de usar).
 */
export type ChaveLeiaute =
  | 'dominio'
  | 'dominio-faltas'
  | 'alterdata'
  | 'calima'
  | 'senior-modelo-35'
  | 'protheus'
  | 'rm-labore'
  | 'webfopag';
export type Confianca = 'V2' | 'S1' | 'INF';

export type LeiautePronto = {
  chave: ChaveLeiaute;
  nome: string;
  confianca: Confianca;
  /** Onde o leiaute está descrito (seção de payroll-layouts.md). */
  fonte: string;
  extensao: 'txt' | 'csv';
  definicao: DefinicaoLeiaute;
};

const fixo = (valor: string, tamanho?: number): CampoLeiaute => ({
  fonte: 'fixo',
  valor,
  ...(tamanho === undefined ? {} : { tamanho }),
});
const zeros = (fonte: CampoLeiaute['fonte'], tamanho: number): CampoLeiaute => ({
  fonte,
  tamanho,
  preenchimento: '0',
  alinhamento: 'direita',
});

/** Domínio, "Importação de lançamentos", registro 10 (43 colunas). */
const dominio: DefinicaoLeiaute = {
  tipo: 'fixo',
  campos: [
    fixo('10', 2),
    zeros('matricula', 10),
    { fonte: 'competencia', formatoData: 'AAAAMM', tamanho: 6 },
    zeros('codigoVerba', 4),
    // Tipo de processo 11 = folha mensal (bethadba.FOLANCAMENTOS_EVENTOS.tipo_processo).
    fixo('11', 2),
    {
      ...zeros('quantidade', 9),
      formatoHoras: 'sexagesimal',
      casasDecimais: 2,
      separadorDecimal: '',
    },
    zeros('empresaCodigo', 10),
  ],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

/**
 * Domínio, registros 10 e 11: cada linha de verba com dias (faltas dia a dia) seguida de um
 * registro 11 por dia: `11`, data `AAAAMMDD` e tipo de falta (`1`, o do exemplo do documento).
 */
const dominioFaltas: DefinicaoLeiaute = {
  ...dominio,
  registroPorData: [
    fixo('11', 2),
    { fonte: 'data', formatoData: 'AAAAMMDD', tamanho: 8 },
    fixo('1', 1),
  ],
};

/** Alterdata DP, "Lançamento por funcionários" (colunas 1–90). */
const alterdata: DefinicaoLeiaute = {
  tipo: 'fixo',
  campos: [
    { fonte: 'sequencial', tamanho: 6 },
    zeros('empresaCodigo', 5),
    { fonte: 'periodoInicio', formatoData: 'DDMMAA', tamanho: 6 },
    { fonte: 'periodoFim', formatoData: 'DDMMAA', tamanho: 6 },
    // Faltas, horas trabalhadas e dias úteis do cabeçalho do funcionário: as verbas vão como evento.
    fixo('000000', 6),
    fixo('000000', 6),
    fixo('00', 2),
    zeros('codigoVerba', 3),
    {
      ...zeros('quantidade', 14),
      formatoHoras: 'centesimal',
      casasDecimais: 2,
      separadorDecimal: '',
    },
    zeros('matricula', 6),
    fixo(' ', 1),
    zeros('empresaCnpj', 14),
    zeros('pis', 11),
    zeros('departamentoCodigo', 4),
  ],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

/** Calima ERP: `CCCCCRRRRRREEEHHHMM` (horas e minutos sexagesimais, só horas). */
const calima: DefinicaoLeiaute = {
  tipo: 'fixo',
  campos: [
    zeros('matricula', 5),
    { fonte: 'competencia', formatoData: 'AAAAMM', tamanho: 6 },
    zeros('codigoVerba', 3),
    {
      ...zeros('quantidade', 5),
      formatoHoras: 'sexagesimal',
      casasDecimais: 2,
      separadorDecimal: '',
    },
  ],
  unidadesAceitas: ['horas'],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

/** Senior HCM, "Modelo 35" de uma instalação (62 colunas): modelo a confirmar com o cliente. */
const senior: DefinicaoLeiaute = {
  tipo: 'fixo',
  campos: [
    fixo('01', 2),
    zeros('empresaCodigo', 4),
    fixo('1', 1),
    zeros('matricula', 9),
    // Código de cálculo e tabela de eventos são da instalação (os do modelo publicado).
    fixo('00150', 5),
    fixo('019', 3),
    zeros('codigoVerba', 4),
    fixo('000000000', 9),
    fixo('01', 2),
    {
      ...zeros('quantidade', 11),
      formatoHoras: 'sexagesimal',
      casasDecimais: 2,
      separadorDecimal: '',
    },
    fixo('00000000000', 11),
    fixo('I', 1),
  ],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

/** TOTVS Protheus (SIGAGPE, tabela RGB): pré-ajuste `;` recomendado na pesquisa. */
const protheus: DefinicaoLeiaute = {
  tipo: 'delimitado',
  separador: ';',
  campos: [
    fixo('01'),
    zeros('matricula', 6),
    { fonte: 'codigoVerba' },
    { fonte: 'unidadeSigla' },
    { fonte: 'quantidade', formatoHoras: 'sexagesimal', casasDecimais: 2, separadorDecimal: '.' },
    fixo('0.00'),
    { fonte: 'periodoFim', formatoData: 'AAAAMMDD' },
    zeros('departamentoCodigo', 9),
    fixo('00001'),
    { fonte: 'competencia', formatoData: 'AAAAMM' },
    fixo('01'),
    fixo('FOL'),
  ],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

/** TOTVS RM Labore: convenções de importação do RM (`;`, dd/mm/aaaa, vírgula, HHH:MM). */
const rm: DefinicaoLeiaute = {
  tipo: 'delimitado',
  separador: ';',
  campos: [
    { fonte: 'empresaCodigo' },
    zeros('matricula', 6),
    zeros('codigoVerba', 4),
    { fonte: 'periodoFim', formatoData: 'DD/MM/AAAA' },
    { ...zeros('horas', 6), formatoHoras: 'sexagesimal', casasDecimais: 2, separadorDecimal: ':' },
    { fonte: 'dias', casasDecimais: 2, separadorDecimal: ',' },
    fixo('0,00'),
  ],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

/**
 * Webfopag (Etec), pré-ajuste do Pontofopag: `;` depois de cada campo, larguras fixas. CPF com
 * máscara (14), evento com zeros (5), valor `HHH,MM` (6), percentual (6), código do
 * funcionário (15), complemento (10), empresa (5), matrícula (10), PIS (12) e nome (99).
 */
const webfopag: DefinicaoLeiaute = {
  tipo: 'delimitado',
  separador: ';',
  separadorNoFim: true,
  campos: [
    { fonte: 'cpf', tamanho: 14, mascara: true },
    zeros('codigoVerba', 5),
    {
      ...zeros('quantidade', 6),
      formatoHoras: 'sexagesimal',
      casasDecimais: 2,
      separadorDecimal: ',',
    },
    // Sem percentual: a faixa já está no código do evento.
    fixo('000000', 6),
    { fonte: 'matricula', tamanho: 15 },
    fixo('', 10),
    { fonte: 'empresaCodigo', tamanho: 5 },
    { fonte: 'matricula', tamanho: 10 },
    { fonte: 'pis', tamanho: 12 },
    { fonte: 'nome', tamanho: 99 },
  ],
  fimDeLinha: 'CRLF',
  codificacao: 'iso-8859-1',
};

export const LEIAUTES_PRONTOS: readonly LeiautePronto[] = [
  {
    chave: 'dominio',
    nome: 'Domínio (TXT, registro 10)',
    confianca: 'V2',
    fonte: '§2.1',
    extensao: 'txt',
    definicao: dominio,
  },
  {
    chave: 'dominio-faltas',
    nome: 'Domínio (TXT, registros 10 e 11)',
    confianca: 'S1',
    fonte: '§2.1 e §2.2',
    extensao: 'txt',
    definicao: dominioFaltas,
  },
  {
    chave: 'alterdata',
    nome: 'Alterdata DP (lançamento por funcionários)',
    confianca: 'V2',
    fonte: '§5',
    extensao: 'txt',
    definicao: alterdata,
  },
  {
    chave: 'calima',
    nome: 'Calima ERP',
    confianca: 'S1',
    fonte: '§6',
    extensao: 'txt',
    definicao: calima,
  },
  {
    chave: 'senior-modelo-35',
    nome: 'Senior HCM (Modelo 35)',
    confianca: 'S1',
    fonte: '§4',
    extensao: 'txt',
    definicao: senior,
  },
  {
    chave: 'protheus',
    nome: 'TOTVS Protheus (RGB)',
    confianca: 'INF',
    fonte: '§3.1',
    extensao: 'txt',
    definicao: protheus,
  },
  {
    chave: 'rm-labore',
    nome: 'TOTVS RM Labore',
    confianca: 'INF',
    fonte: '§3.2',
    extensao: 'txt',
    definicao: rm,
  },
  {
    chave: 'webfopag',
    nome: 'Webfopag (Etec)',
    confianca: 'S1',
    fonte: '§6',
    extensao: 'txt',
    definicao: webfopag,
  },
];

export const CHAVES_LEIAUTE = LEIAUTES_PRONTOS.map((l) => l.chave) as [
  ChaveLeiaute,
  ...ChaveLeiaute[],
];

export const findLeiautePronto = (chave: string): LeiautePronto | undefined =>
  LEIAUTES_PRONTOS.find((l) => l.chave === chave);
