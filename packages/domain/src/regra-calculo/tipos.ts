import type {
  CodigoAlerta,
  CodigoInconsistencia,
  Configuracao,
  DestinoHoraExtra,
  EscopoTolerancia,
  FaixaExtra,
  RegimeNoturno,
} from '../apuracao/tipos.ts';
import type { DataIso, Minutos } from '../tempo/index.ts';

/** Os doze tipos de regra de cálculo (spec §7, `/api/v1/{tipo}`), na ordem da spec. */
export const TIPOS_REGRA_CALCULO = [
  'horaNoturna',
  'tolerancia',
  'horaPositiva',
  'horaPositivaFaixas',
  'horaNegativa',
  'falta',
  'ausencia',
  'descansoObrigatorio',
  'domingo',
  'inconsistencia',
  'tratamento',
  'intervalo',
] as const;
export type TipoRegraCalculo = (typeof TIPOS_REGRA_CALCULO)[number];

/** Código que o espelho pode listar como pendência de tratamento. */
export type CodigoPendencia = CodigoInconsistencia | CodigoAlerta;

/**
 * Parâmetros de cada tipo. Os nove primeiros viram chaves da `Configuracao` do motor; `ausencia`,
 * `tratamento` e `inconsistencia` são usados por quem monta a entrada do motor (espelho).
 */
export type ParametrosRegraCalculo = {
  /** → noturno (CLT art. 73; Súmula 60 II TST; Lei 5.889/73 art. 7º). */
  horaNoturna: { regime: RegimeNoturno; prorrogacao: boolean };
  /** → tolerancia.porMarcacao/diaria/escopo (CLT art. 58 §1º; Súmula 366 TST). */
  tolerancia: { porMarcacao: Minutos; diaria: Minutos; escopo: EscopoTolerancia };
  /**
   * → bancoHoras: saldo do dia vai ao banco em vez de extra/desconto (CLT art. 59 §§2º, 5º, 6º);
   * → limites.extrasDiarias (`limiteExtrasDiario`, alerta do art. 59 caput: 120) e
   * limites.diarioBanco (`limiteDiarioBanco`, alerta do dia com banco, art. 59 §2º: 600).
   */
  horaPositiva: {
    bancoHoras: boolean;
    limiteExtrasDiario: Minutos;
    limiteDiarioBanco: Minutos;
    /** Entrada do motor: extras precisam de autorização prévia do gestor (autorizacao-he.ts). */
    exigeAutorizacaoHoraExtra: boolean;
    /** Entrada do motor: destino das não autorizadas (pagar, banco ou reter para decisão). */
    destinoNaoAutorizada: DestinoHoraExtra;
  };
  /** → extras.faixas (CF art. 7º XVI; CLT art. 59 §1º). */
  horaPositivaFaixas: { faixas: FaixaExtra[] };
  /** → tolerancia.compensarNoDia: negativas compensadas com positivas no dia (CLT art. 59 §6º). */
  horaNegativa: { compensarNoDia: boolean };
  /** → dsr.atrasoPerdeDsr (Lei 605/49 art. 6º). */
  falta: { atrasoPerdeDsr: boolean };
  /** Entrada do motor: justificativa a critério do empregador abona o dia (Lei 605/49 art. 6º §1º). */
  ausencia: { justificadaAbona: boolean };
  /**
   * → regime12x36 (CLT art. 59-A) e interjornada.minima (`interjornadaMinima`, CLT art. 66: 660;
   * após o DSR, 24 h + ela — Súmula 110 TST).
   */
  descansoObrigatorio: { regime12x36: boolean; interjornadaMinima: Minutos };
  /** → extras.domingoFeriado (Lei 605/49 art. 9º; Súmula 146 TST). */
  domingo: { percentual: number };
  /** Entrada do espelho: códigos do motor listados como pendência (Portaria 671 art. 82). */
  inconsistencia: { codigos: CodigoPendencia[] };
  /** Entrada do motor: marcações a até N min da anterior são uma só (Portaria 671 art. 82). */
  tratamento: { duplicidadeMinutos: Minutos };
  /** → intervalo.minimoAcimaDe6h (CLT art. 71; art. 611-A III) e intervalo.tolerancia. */
  intervalo: { minimoAcimaDe6h: Minutos; tolerancia?: Minutos };
};

/** O que não é chave do motor, mas vem da mesma regra de ponto (usado ao montar a entrada). */
export type Complementos = Pick<
  ParametrosRegraCalculo,
  'ausencia' | 'tratamento' | 'inconsistencia'
> & {
  /** Autorização prévia de horas extras (da regra `horaPositiva`). */
  autorizacaoHoraExtra: { exige: boolean; destinoNaoAutorizada: DestinoHoraExtra };
};

/** Uma versão de uma regra de cálculo: vale a partir de `vigenciaInicio`. */
export type VersaoRegraCalculo = {
  [T in TipoRegraCalculo]: {
    regraId: number;
    tipo: T;
    versao: number;
    vigenciaInicio: DataIso;
    parametros: Partial<ParametrosRegraCalculo[T]>;
  };
}[TipoRegraCalculo];

/** Uma versão de uma regra de ponto: a regra escolhida de cada tipo (ausente = padrão legal). */
export type VersaoRegraPonto = {
  regraPontoId: number;
  versao: number;
  vigenciaInicio: DataIso;
  regras: Partial<Record<TipoRegraCalculo, number>>;
};

/** Regra de ponto padrão da empresa a partir de uma data (vale para quem não tem alocação). */
export type DesignacaoPadrao = { regraPontoId: number; vigenciaInicio: DataIso; versao: number };

/** Alocação ativa de uma regra de ponto a um colaborador (`dataFim` nula = sem fim). */
export type AlocacaoVigencia = {
  usuarioId: number;
  regraPontoId: number;
  dataInicio: DataIso;
  dataFim: DataIso | null;
};

/** Tudo o que a resolução precisa, já lido do banco (uma consulta por tabela). */
export type BaseRegras = {
  regrasCalculo: readonly VersaoRegraCalculo[];
  regrasPonto: readonly VersaoRegraPonto[];
  padroes: readonly DesignacaoPadrao[];
  alocacoes: readonly AlocacaoVigencia[];
  /** Convenções coletivas do sindicato de cada colaborador (regra > CCT > padrão legal). */
  convencoes?: readonly {
    usuarioId: number;
    convencaoId: number;
    vigenciaInicio: DataIso;
    /** Nula = sem fim. */
    vigenciaFim: DataIso | null;
    /** Parâmetros por tipo de regra (ausente = a CCT não regula). */
    parametros: { [T in TipoRegraCalculo]?: Partial<ParametrosRegraCalculo[T]> };
  }[];
};

/** Regra resolvida numa data: a configuração do motor e os complementos. */
export type RegraResolvida = {
  /** Regra de ponto aplicada; `null` = nenhuma (vale CFG-DEFAULT). */
  regraPontoId: number | null;
  configuracao: Configuracao;
  complementos: Complementos;
};

/** Trecho de datas [inicio, fim] em que a regra resolvida de um colaborador não muda. */
export type SegmentoRegra = RegraResolvida & { inicio: DataIso; fim: DataIso };
