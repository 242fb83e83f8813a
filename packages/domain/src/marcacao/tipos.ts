// Marcações tratadas pelo PTRP (Portaria 671 art. 82 parágrafo único; legal-br.md §1.6): o
// tratamento só acrescenta informação (inclusão de marcação faltante, justificativa, atribuição
// a outro dia) ou indica marcação indevida (desconsideração, desfeita pela restauração). A
// marcação original nunca muda: cada tratamento é um registro à parte que aponta para ela.

import type { DataIso, Minutos } from '../tempo/index.ts';

export type TipoTratamento =
  | 'inclusao'
  | 'desconsideracao'
  | 'restauracao'
  | 'justificativa'
  | 'alteracao-data';

/** Mesmos nomes do fluxo de aprovação de ações da spec (§4). */
export type StatusTratamento = 'ParaAprovar' | 'Aprovada' | 'Reprovada';

/** `original`: REP-P próprio (AFD tipo 7); `importada`: REP-C/REP-A (tipo 3); `incluida`: PTRP. */
export type OrigemMarcacaoTratada = 'original' | 'importada' | 'incluida';

/** Chave estável de uma marcação entre as três origens: `o:12`, `r:7` (importada), `i:40`. */
export type ChaveMarcacao = string;

/** Marcação registrada num REP (própria ou importada), como chega ao tratamento. */
export type MarcacaoRegistrada = {
  chave: ChaveMarcacao;
  origem: 'original' | 'importada';
  id: number;
  /** Instante (ms desde a época), só para ordenar. */
  instante: number;
  /** Data (do calendário) e minuto do dia no fuso do estabelecimento. */
  data: DataIso;
  minuto: Minutos;
  /** Dia de apuração, quando difere do calendário (jornada que atravessa a meia-noite). */
  dataApuracao?: DataIso;
  nsr: number | null;
  duplicada: boolean;
};

/** Um registro de tratamento (tabela `marcacao_tratamento`). */
export type Tratamento = {
  id: number;
  tipo: TipoTratamento;
  status: StatusTratamento;
  /** Marcação apontada; `null` só na inclusão (que cria uma marcação nova, `i:<id>`). */
  alvo: ChaveMarcacao | null;
  /** Inclusão: data e minuto da marcação incluída; alteração de data: o novo dia. */
  data: DataIso;
  /** Inclusão: dia de apuração, quando difere de `data` (jornada noturna). */
  dataApuracao?: DataIso;
  minuto: Minutos | null;
  instante: number | null;
  motivo: string;
  observacao: string | null;
  autorId: number;
  criadoEm: string;
  decididoPorId: number | null;
  decididoEm: string | null;
};

/** A marcação depois dos tratamentos aprovados, com a trilha completa (pendentes inclusive). */
export type MarcacaoTratada = {
  chave: ChaveMarcacao;
  origem: OrigemMarcacaoTratada;
  id: number;
  instante: number;
  /** Dia de apuração ao qual a marcação pertence (depois de alteração de data). */
  data: DataIso;
  /** Dia do calendário em que a marcação foi feita. */
  dataMarcacao: DataIso;
  minuto: Minutos;
  nsr: number | null;
  duplicada: boolean;
  /** Desconsiderada por tratamento aprovado (continua no AFD; no AEJ vai como `D`). */
  desconsiderada: boolean;
  /** Inclusão ainda não aprovada: aparece para quem pediu, mas não conta. */
  pendente: boolean;
  /** Conta na apuração: nem desconsiderada nem inclusão pendente. */
  contabiliza: boolean;
  /** Motivo da inclusão, da desconsideração vigente ou da última justificativa aprovada. */
  motivo: string | null;
  tratamentos: Tratamento[];
};

/** Um dia de apuração com as marcações tratadas, na ordem do instante. */
export type DiaTratado = { data: DataIso; marcacoes: MarcacaoTratada[] };
