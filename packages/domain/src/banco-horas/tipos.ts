import type { DataIso, Minutos } from '../tempo/index.ts';

/**
 * Regime do banco de horas (CLT art. 59): `individual-6m` — acordo individual escrito, ciclos de
 * 6 meses (§5º); `coletivo-12m` — CCT/ACT, ciclos de 12 meses (§2º); `mensal` — compensação no
 * mesmo mês civil (§6º).
 */
export type RegimeBancoHoras = 'individual-6m' | 'coletivo-12m' | 'mensal';

/**
 * Faixa de conversão do crédito do dia em minutos de banco; `ateMinutos` é o limite acumulado do
 * crédito do dia (ausente = o resto). A razão de conversão é da CCT (legal-br.md §2.7).
 */
export type FaixaCredito = { ateMinutos?: Minutos; fator: number };

/** Destino do saldo negativo no fechamento: a lei é omissa, decide a norma coletiva (§2.7). */
export type PoliticaSaldoNegativo = 'perdoar' | 'transportar' | 'descontar';

/** Modalidade da rescisão (CLT art. 59 §3º; art. 484-A para o acordo). */
export type TipoRescisao =
  | 'sem-justa-causa'
  | 'pedido-demissao'
  | 'justa-causa'
  | 'acordo'
  | 'fim-contrato';

/** Configuração completa do banco de horas (engine-contract.md, Parte 2). */
export type ConfiguracaoBancoHoras = {
  regime: RegimeBancoHoras;
  inicioCiclo: DataIso;
  faixasCredito: readonly FaixaCredito[];
  fatorDomingoFeriado: number;
  percentualPagamento: number;
  percentualPagamentoDomingoFeriado: number;
  saldoNegativoNoFechamento: PoliticaSaldoNegativo;
  /** `null`: o crédito vive até o fim do ciclo; N: vence N meses depois da sua data. */
  vencimentoMeses: number | null;
};

/** Configuração como chega: regime e início do ciclo obrigatórios, o resto tem padrão. */
export type ConfiguracaoBancoHorasParcial = Pick<ConfiguracaoBancoHoras, 'regime' | 'inicioCiclo'> &
  Partial<Omit<ConfiguracaoBancoHoras, 'regime' | 'inicioCiclo'>>;

/** Crédito e débito de um dia, como `jornada apurar` os informa. */
export type MovimentoBancoHoras = {
  data: DataIso;
  credito?: Minutos;
  debito?: Minutos;
  domingoFeriado?: boolean;
};

/** Parte do saldo positivo paga como extra na data (minutos de banco). */
export type PagamentoBancoHoras = { data: DataIso; minutos: Minutos };

export type RescisaoBancoHoras = { data: DataIso; tipo: TipoRescisao };

export type EntradaBancoHoras = {
  configuracao: ConfiguracaoBancoHorasParcial;
  /** Saldo trazido de antes de `inicioCiclo` (positivo ou negativo); pertence ao 1º ciclo. */
  saldoAnterior?: Minutos;
  movimentos?: readonly MovimentoBancoHoras[];
  pagamentos?: readonly PagamentoBancoHoras[];
  fechamentoAntecipado?: DataIso | null;
  rescisao?: RescisaoBancoHoras | null;
  /** Data da consulta, inclusive. */
  ate: DataIso;
};

export type EncerramentoCiclo = 'fim-do-ciclo' | 'fechamento-antecipado' | 'rescisao';

/** Minutos trabalhados a pagar como extra, somados por percentual de adicional. */
export type ExtraBancoHoras = { percentual: number; minutos: Minutos };

export type CicloBancoHoras = {
  inicio: DataIso;
  fim: DataIso;
  encerradoPor: EncerramentoCiclo | null;
  saldoInicial: Minutos;
  creditos: Minutos;
  debitos: Minutos;
  pagos: Minutos;
  vencidos: Minutos;
  /** Saldo no fim do ciclo (ou em `ate`, se aberto), antes de o fechamento pagar, perdoar… */
  saldoFinal: Minutos;
  pagarComoExtra: ExtraBancoHoras[];
  descontar: Minutos;
  perdoado: Minutos;
  transportado: Minutos;
};

export type TipoLancamentoBancoHoras =
  | 'saldo-anterior'
  | 'credito'
  | 'debito'
  | 'pagamento'
  | 'vencimento'
  | 'fechamento'
  | 'transporte';

/** Linha do extrato: `minutos` é sempre a grandeza (≥ 0); o sentido vem do tipo e do saldo. */
export type LancamentoBancoHoras = {
  data: DataIso;
  tipo: TipoLancamentoBancoHoras;
  minutos: Minutos;
  saldo: Minutos;
};

export type ResultadoBancoHoras = {
  ciclos: CicloBancoHoras[];
  saldoAtual: Minutos;
  extrato: LancamentoBancoHoras[];
};
