import type { DataIso, DiaDaSemana } from '../tempo/data.ts';

/** Um período de gozo: início e quantidade de dias corridos (CLT art. 134). */
export type PeriodoFerias = { inicio: DataIso; dias: number };

/** Intervalo de datas civis, os dois extremos inclusive. */
export type IntervaloDeDatas = { inicio: DataIso; fim: DataIso };

/**
 * O que do período aquisitivo já foi concedido antes desta programação (sistema anterior, ajuste
 * do RH, programações e coletivas já aprovadas): as frações de gozo contam no fracionamento do
 * art. 134 §1º e os dias vendidos no terço do art. 143.
 */
export type ConcedidoFerias = {
  /** Dias corridos de cada fração de gozo já concedida (gozada ou agendada). */
  fracoes: readonly number[];
  /** Dias já convertidos em abono pecuniário. */
  vendidos: number;
};

/** Programação de férias de um período aquisitivo, com o calendário já resolvido (sem I/O). */
export type EntradaFerias = {
  /** Data de admissão; quando informada, ancora a série de períodos aquisitivos. */
  admissao?: DataIso | null;
  /** Início do período aquisitivo a que as férias pertencem (um aniversário da admissão). */
  periodoAquisitivo: DataIso;
  /** Faltas injustificadas no período aquisitivo (CLT art. 130). */
  faltasInjustificadas: number;
  periodos: readonly PeriodoFerias[];
  /** Dias convertidos em abono pecuniário (CLT art. 143). */
  abonoPecuniario?: number;
  /** Data do aviso escrito de férias (CLT art. 135); sem ela, o prazo do aviso não é conferido. */
  avisoEm?: DataIso | null;
  /** Todos os feriados a considerar (nacionais + estaduais + municipais/empresa). */
  feriados: Iterable<DataIso>;
  /** Dias da semana do repouso semanal remunerado (0 = domingo); padrão [0]. */
  diasDescanso?: readonly DiaDaSemana[];
  /**
   * Já concedido do período: com ele, a programação completa o saldo (gozo + abono = direito −
   * concedido). Sem ele (ou null), a programação cobre o direito inteiro, como no contrato.
   */
  concedido?: ConcedidoFerias | null;
  /** Dias somados (+) ou tirados (−) do direito do art. 130 (ajuste do RH); padrão 0. */
  ajusteDireito?: number;
};

/** Códigos de erro da programação de férias (engine-contract.md, `jornada ferias`). */
export const CODIGOS_ERRO_FERIAS = [
  'MAIS_DE_3_PERIODOS',
  'NENHUM_PERIODO_DE_14_DIAS',
  'PERIODO_MENOR_QUE_5_DIAS',
  'INICIO_ANTES_DE_FERIADO_OU_DESCANSO',
  'AVISO_MENOR_QUE_30_DIAS',
  'ABONO_ACIMA_DE_UM_TERCO',
  'DIAS_DIFEREM_DO_DIREITO',
  'SEM_DIREITO',
  'ANTES_DO_FIM_DO_AQUISITIVO',
  'PERIODOS_SOBREPOSTOS',
] as const;

export type CodigoErroFerias = (typeof CODIGOS_ERRO_FERIAS)[number];

export type ErroFerias = { codigo: CodigoErroFerias; mensagem: string };

export type ResultadoFerias = {
  aquisitivo: IntervaloDeDatas;
  concessivo: IntervaloDeDatas;
  diasDireito: number;
  diasGozo: number;
  diasEmDobro: number;
  /** Só com `concedido`: dias já concedidos (frações de gozo + vendidos). */
  diasConcedidos?: number;
  /** Só com `concedido`: o saldo que a programação precisa completar. */
  diasSaldo?: number;
  valido: boolean;
  erros: ErroFerias[];
};
