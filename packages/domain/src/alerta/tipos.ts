/**
 * Alertas em tempo real (issue #22 §2): cada regra é uma função pura que recebe os fatos do dia
 * e devolve o alerta (com a lei que cita) ou nada. Quem chama (a API) grava, deduplica e entrega.
 */
export const TIPOS_ALERTA = [
  'interjornada',
  'atraso',
  'horaExtraProxima',
  'horaExtraExcedida',
  'descansoSemanal',
  'intervaloCurto',
  'foraDaCerca',
  'marcacaoAusente',
  'pendenciaExpirando',
  'faceNaoReconhecida',
] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];

/** O que uma regra constata: o tipo, a regra em palavras, a lei e uma referência estável. */
export type Constatacao = {
  tipo: TipoAlerta;
  /** Nome da regra violada, em pt-BR. */
  regra: string;
  /** Base legal citada (artigo, lei, súmula/OJ). */
  lei: string;
  /** Frase curta do que aconteceu, sem o nome da pessoa (a API acrescenta). */
  descricao: string;
  /** Minutos (ou dias) medidos, para exibir e auditar. */
  medido: number;
};

/** Parâmetros de cada tipo de alerta (configuração da empresa). */
export type LimiaresAlerta = {
  /** Atraso: tolerância em minutos além do horário de entrada (art. 58 §1: até 10 por dia). */
  toleranciaAtrasoMinutos: number;
  /** Hora extra: avisar quando faltarem estes minutos para o limite diário. */
  antecedenciaHoraExtraMinutos: number;
  /** Marcação ausente: minutos depois da entrada prevista sem marcação. */
  ausenciaMinutos: number;
  /** Pendência: dias que um pedido pode ficar pendente antes do aviso. */
  pendenciaDias: number;
};

export const LIMIARES_PADRAO: LimiaresAlerta = {
  toleranciaAtrasoMinutos: 10,
  antecedenciaHoraExtraMinutos: 30,
  ausenciaMinutos: 30,
  pendenciaDias: 3,
};
