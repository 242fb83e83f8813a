import type { DataIso, Minutos } from '../tempo/index.ts';

/** Tipo do dia (engine-contract.md): trabalho, folga (sem escala), dsr, feriado, compensado. */
export type TipoDia = 'trabalho' | 'folga' | 'dsr' | 'feriado' | 'compensado';

/**
 * Justificativa de ausência; `abona: true` = dia pago (CLT art. 473, atestado médico…).
 * `fundamento` (ex.: 'CLT art. 473, I') vai à explicação; `minutos` limita a justificativa a
 * parte do dia (ausente ou null = o dia inteiro): o que faltar além dela é ausência comum.
 */
export type Justificativa = {
  tipo: string;
  abona: boolean;
  fundamento?: string | null;
  minutos?: Minutos | null;
};

/** Um dia de um empregado, como chega à apuração (marcações já tratadas). */
export type DiaEntrada = {
  data: DataIso;
  /** Intervalos previstos ['HH:MM','HH:MM']; [] = sem jornada. */
  jornada: readonly (readonly [string, string])[];
  /** Ausente: derivado da jornada, dos feriados e do dia da semana. */
  tipoDia?: TipoDia | null;
  marcacoes: readonly string[];
  justificativa?: Justificativa | null;
  /**
   * Acionamentos de sobreaviso aprovados ['HH:MM','HH:MM'] (fim ≤ início: dia seguinte): trabalho
   * efetivo somado às marcações (Súmula 428, II, TST), com extras, noturno e interjornada; não
   * entram na tolerância nem no intervalo intrajornada, que são das marcações.
   */
  acionamentos?: readonly (readonly [string, string])[];
  /**
   * Só quando a regra exige autorização prévia de horas extras (autorizacao-he.ts): o limite
   * autorizado no dia e para onde vai o excedente. Ausente: o dia é apurado como sempre.
   */
  autorizacaoHoraExtra?: AutorizacaoHoraExtraDia | null;
};

/** Para onde vão as horas extras não autorizadas: pagas, ao banco ou retidas para decisão. */
export type DestinoHoraExtra = 'pagar' | 'banco' | 'reter';
/** Decisão do gestor sobre as horas extras retidas de um dia. */
export type DecisaoHoraExtra = 'pagar' | 'banco';

/** Autorização de horas extras de um dia, como entra no motor. */
export type AutorizacaoHoraExtraDia = {
  /** Minutos de horas extras autorizados no dia (0 = nenhum). */
  limite: Minutos;
  destinoNaoAutorizada: DestinoHoraExtra;
  /** Decisão do gestor sobre o excedente (substitui o destino da regra). */
  decisao?: DecisaoHoraExtra | null;
};

/** Divisão das horas extras do dia em autorizadas e não autorizadas (minutos). */
export type DivisaoHoraExtra = {
  total: number;
  autorizada: number;
  naoAutorizada: number;
  /** Destino efetivo das não autorizadas: a decisão do gestor ou, sem ela, o da regra. */
  destino: DestinoHoraExtra;
  decisao: DecisaoHoraExtra | null;
  /** Não autorizadas ainda retidas (fora da folha e do banco até a decisão). */
  retida: number;
};

export type RegimeNoturno = 'urbano' | 'rural-lavoura' | 'rural-pecuaria';
export type EscopoTolerancia = 'todas' | 'extremos';
/** Faixa de horas extras; `ateMinutos` é o limite acumulado do dia (ausente = sem limite). */
export type FaixaExtra = { ateMinutos?: Minutos; percentual: number };

/** Configuração completa da apuração (CFG-DEFAULT de legal-br.md §2.0 e chaves do contrato). */
export type Configuracao = {
  tolerancia: {
    porMarcacao: Minutos;
    diaria: Minutos;
    escopo: EscopoTolerancia;
    compensarNoDia: boolean;
  };
  noturno: { regime: RegimeNoturno; prorrogacao: boolean };
  extras: { faixas: readonly FaixaExtra[]; domingoFeriado: number };
  /**
   * Intervalo mínimo para trabalho acima de 6 h; CCT pode reduzir a 30 (CLT art. 611-A III).
   * `tolerancia`: falta de até N min no intervalo não é supressão (padrão 0, a letra do art. 71).
   */
  intervalo: { minimoAcimaDe6h: Minutos; tolerancia: Minutos };
  regime12x36: boolean;
  /** Descanso mínimo entre jornadas (CLT art. 66: 660); após o DSR exige-se 1440 + este (Súmula 110). */
  interjornada: { minima: Minutos };
  /**
   * Limites diários que geram alerta: extras no dia com jornada (CLT art. 59 caput: 120; no dia
   * sem jornada, 480 + este) e trabalho no dia com banco de horas (art. 59 §2º: 600).
   */
  limites: { extrasDiarias: Minutos; diarioBanco: Minutos };
  dsr: { atrasoPerdeDsr: boolean };
  bancoHoras: { ativo: boolean } | null;
};

type Parcial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object
      ? Parcial<T[K]>
      : T[K];
};

/** Sobreposição parcial da configuração padrão (merge profundo; listas substituem). */
export type ConfiguracaoParcial = {
  [K in keyof Configuracao]?: Configuracao[K] extends object | null
    ? Parcial<NonNullable<Configuracao[K]>> | (null extends Configuracao[K] ? null : never)
    : Configuracao[K];
};

/** Entrada de `apurarPeriodo`: dias consecutivos de um empregado, em ordem. */
export type EntradaApuracao = {
  dias: readonly DiaEntrada[];
  configuracao?: ConfiguracaoParcial;
  /** Datas de feriado já resolvidas (nacionais, estaduais, municipais e da entrada). */
  feriados?: ReadonlySet<DataIso> | readonly DataIso[];
};

export type CodigoAlerta =
  | 'LIMITE_ART59_EXCEDIDO'
  | 'LIMITE_DIARIO_BANCO_EXCEDIDO'
  | 'INTERVALO_SUPRIMIDO'
  | 'INTERVALO_ACIMA_MAXIMO'
  | 'INTERJORNADA_SUPRIMIDA'
  | 'SETIMO_DIA_CONSECUTIVO';

export type CodigoInconsistencia = 'MARCACAO_IMPAR' | 'SEM_MARCACAO';

export type ExtraPorFaixa = { percentual: number; minutos: number };

/** Resultado de um dia; minutos computados podem ser frações (ex.: 2880/7). */
export type ResultadoDia = {
  data: DataIso;
  tipoDia: TipoDia;
  previsto: number;
  trabalhadoRelogio: Minutos;
  noturnoRelogio: Minutos;
  noturnoReduzido: number;
  trabalhadoComputado: number;
  saldo: number;
  extras: ExtraPorFaixa[];
  extrasNoturnas: number;
  debito: number;
  falta: number;
  intervalo: { exigido: Minutos; concedido: Minutos; indenizado: Minutos };
  interjornada: { descanso: Minutos | null; exigido: Minutos; suprimido: Minutos };
  bancoHoras: { credito: number; debito: number };
  alertas: CodigoAlerta[];
  inconsistencias: CodigoInconsistencia[];
  explicacao: string[];
  /** Presente só quando a entrada trouxe `autorizacaoHoraExtra`. */
  horasExtras?: DivisaoHoraExtra;
};

/** DSR de uma semana e se foi perdido (Lei 605/49 art. 6º). */
export type SemanaDsr = { dsr: DataIso; perdido: boolean };

export type ResultadoApuracao = { dias: ResultadoDia[]; semanas: SemanaDsr[] };
