import type { DataIso } from '../tempo/index.ts';

/**
 * Quantidades que a apuração produz por colaborador e mês, com os mesmos nomes dos totais do
 * espelho (`TotaisEspelho`): o que vai para a folha se confere campo a campo com o espelho.
 * `extras` é por faixa (o percentual da faixa: 50, 100...).
 */
export type TipoQuantidade =
  | 'extras'
  | 'extrasNoturnas'
  | 'noturno'
  | 'debitos'
  | 'faltas'
  | 'diasFalta'
  | 'dsrPerdidos'
  | 'intervaloIndenizado'
  | 'interjornadaSuprimida'
  | 'bancoHorasCredito'
  | 'bancoHorasDebito'
  | 'bancoHorasPagamento'
  | 'bancoHorasEstagio'
  | 'bancoHorasDesconto'
  | 'sobreavisoEspera'
  | 'prontidaoEspera'
  | 'sobreavisoAcionado'
  | 'intermitenteHoras'
  | 'intermitenteDsr'
  | 'intermitenteFerias'
  | 'intermitenteTercoFerias'
  | 'intermitenteDecimoTerceiro';

/** Como a quantidade é medida: minutos (pode ser fração k/7 pela hora noturna) ou dias. */
export type MedidaQuantidade = 'minutos' | 'dias';

/** Unidade que a folha espera na verba: horas (de minutos) ou dias. */
export type UnidadeVerba = 'horas' | 'dias';

/**
 * Uma quantidade identificada: o tipo e, para `extras` e os pagamentos do banco de horas
 * (`TIPOS_COM_PERCENTUAL`), o percentual.
 */
export type ChaveQuantidade = { tipo: TipoQuantidade; percentual?: number | null };

/**
 * Quantidades de um colaborador no mês: cada chave com o seu valor na medida do tipo. `datas`:
 * os dias que a quantidade conta, quando a folha os pede um a um (`diasFalta`, Domínio tipo 11).
 */
export type QuantidadeApurada = ChaveQuantidade & { valor: number; datas?: DataIso[] };

/** Notação das horas no arquivo (legal-br / payroll-layouts §1: cada folha escolhe a sua). */
export type FormatoHoras = 'sexagesimal' | 'centesimal' | 'minutos';

export type FormatoData =
  | 'AAAAMM'
  | 'MMAAAA'
  | 'AAAAMMDD'
  | 'DDMMAA'
  | 'DDMMAAAA'
  | 'DD/MM/AAAA'
  | 'AAAA-MM-DD';

/** De onde vem o conteúdo de um campo de linha de verba, de cabeçalho ou de rodapé. */
export type FonteCampo =
  | 'fixo'
  | 'sequencial'
  | 'empresaCodigo'
  | 'empresaCnpj'
  | 'empresaNome'
  | 'competencia'
  | 'periodoInicio'
  | 'periodoFim'
  | 'matricula'
  | 'cpf'
  | 'pis'
  | 'nome'
  | 'departamentoCodigo'
  | 'codigoVerba'
  | 'unidadeSigla'
  | 'quantidade'
  | 'horas'
  | 'dias'
  | 'totalLinhas'
  | 'totalQuantidade'
  | 'data';

/**
 * Um campo do leiaute. Em leiaute de largura fixa, `tamanho` é obrigatório; nos delimitados é
 * opcional (sem ele, o valor vai como está). Valor maior que o campo é erro, nunca corte.
 */
export type CampoLeiaute = {
  fonte: FonteCampo;
  /** Texto do campo `fixo`. */
  valor?: string;
  tamanho?: number;
  alinhamento?: 'esquerda' | 'direita';
  /** Um caractere: '0', ' ', '-'... */
  preenchimento?: string;
  formatoData?: FormatoData;
  /** Quantidades: notação das horas, casas decimais e separador ('' = decimais implícitos). */
  formatoHoras?: FormatoHoras;
  casasDecimais?: number;
  separadorDecimal?: '' | '.' | ',' | ':';
  /** Só dígitos (CPF, CNPJ, PIS e matrícula sem máscara). */
  somenteDigitos?: boolean;
  /** CPF, CNPJ e PIS com a máscara (529.982.299-70), qualquer que seja a forma guardada. */
  mascara?: boolean;
};

/** Definição completa de um leiaute de exportação (o mesmo motor escreve prontos e personalizados). */
export type DefinicaoLeiaute = {
  tipo: 'fixo' | 'delimitado';
  /** Separador dos campos nos delimitados (';', '|', ',', tab). */
  separador?: string;
  /** Separador também depois do último campo (Webfopag e outros). */
  separadorNoFim?: boolean;
  campos: CampoLeiaute[];
  cabecalho?: CampoLeiaute[] | null;
  rodape?: CampoLeiaute[] | null;
  /**
   * Registro filho escrito logo depois da linha da verba, um por data que ela reúne (as faltas
   * dia a dia do Domínio, registro 11); a fonte `data` é a data do registro.
   */
  registroPorData?: CampoLeiaute[] | null;
  fimDeLinha: 'CRLF' | 'LF';
  codificacao: 'iso-8859-1' | 'utf-8';
  /** Exporta linhas com quantidade zero (padrão: não). */
  exportarZeradas?: boolean;
  /** Unidades que a folha aceita neste leiaute (ausente = horas e dias). */
  unidadesAceitas?: UnidadeVerba[];
};

/** Dados de uma linha de verba (um colaborador × um código). */
export type ItemExportacao = {
  matricula: string | null;
  cpf: string;
  pis: string | null;
  nome: string;
  departamentoCodigo: string | null;
  codigoVerba: string;
  unidade: UnidadeVerba;
  /** Minutos inteiros (unidade horas) ou dias inteiros (unidade dias). */
  quantidade: number;
  /** Os dias que a linha reúne (faltas dia a dia), em ordem: um registro por data, se houver. */
  datas?: DataIso[];
};

/** O que vale para o arquivo todo. */
export type ContextoExportacao = {
  empresa: { codigo: string; cnpj: string; nome: string };
  ano: number;
  mes: number;
  inicio: DataIso;
  fim: DataIso;
};

export type ErroLeiaute = {
  /** Linha do arquivo (1 = primeira, o cabeçalho se houver). */
  linha: number;
  /** Item (colaborador × verba, 1 = primeiro) da linha; ausente no cabeçalho e no rodapé. */
  item?: number;
  campo: number;
  fonte: FonteCampo;
  mensagem: string;
};

export type ArquivoRenderizado = { linhas: string[]; erros: ErroLeiaute[] };
