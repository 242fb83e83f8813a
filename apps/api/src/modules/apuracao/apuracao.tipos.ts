import type {
  CodigoMotivoAusencia,
  CodigoPendencia,
  MarcacaoTratada,
  ResultadoDia,
  SemanaDsr,
  TipoDia,
} from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { DiaCalculado } from '../escala-nucleo/index.ts';

// Tipos da apuração: o pedido, as fontes que quem monta o app liga e o resultado por pessoa.

/** Fonte da jornada prevista: `createEscalaService(...).jornadaEfetivaPeriodo`. */
export type JornadaEfetivaPeriodo = (
  empresaId: number,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<Map<number, DiaCalculado[]>>;

export type PessoaEspelho = { id: number; admissao: string | null; demissao: string | null };

export type Escopo = { db: Db | Tx; empresaId: number };

/**
 * Marcações tratadas do lote por colaborador (módulo `tratamento`: originais, importadas,
 * incluídas e desconsideradas), no dia de apuração dado por `jornadaDe`.
 */
export type PrepararMarcacoesTratadas = (
  p: Escopo & {
    usuarioIds: readonly number[];
    inicio: string;
    fim: string;
    jornadaDe:
      | ((usuarioId: number, data: string) => readonly (readonly [string, string])[])
      | Promise<(usuarioId: number, data: string) => readonly (readonly [string, string])[]>;
    extras?: boolean;
  },
) => Promise<(usuarioId: number) => { tratadas: MarcacaoTratada[] }>;

/** Ausências justificadas ativas do lote (módulo `abono`), uma linha por registro. */
export type ListarAusenciasAtivas = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<
  readonly {
    id: number;
    usuarioId: number;
    motivo: string;
    observacao: string | null;
    minutoInicio: number | null;
    minutoFim: number | null;
    dataInicio: string;
    dataFim: string;
  }[]
>;

/** Sobreaviso aprovado de um dia: acionamentos (trabalho, Súmula 428 TST) e espera paga. */
export type SobreavisoDoDia = {
  acionamentos: { lancamentoId: number; horaInicio: string; horaFim: string; motivo: string }[];
  /** Minutos de espera pagos a 1/3 (CLT art. 244 §2º) e a 2/3 (§3º), das escalas do dia. */
  esperaSobreaviso: number;
  esperaProntidao: number;
};

/**
 * Sobreaviso aprovado do lote (módulo `sobreaviso`, ligado no `buildApp`): os acionamentos no
 * dia em que começam ('HH:MM'; fim ≤ início: dia seguinte) e a espera paga de cada dia.
 */
export type ListarSobreaviso = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<
  readonly {
    usuarioId: number;
    acionamentos: readonly {
      lancamentoId: number;
      data: string;
      horaInicio: string;
      horaFim: string;
      motivo: string;
    }[];
    esperas: readonly { data: string; sobreaviso: number; prontidao: number }[];
  }[]
>;

/**
 * Autorizações de horas extras ativas (não revogadas) que tocam [inicio, fim] e as decisões do
 * gestor sobre as retidas (módulo `autorizacao-he`, ligado no `buildApp`).
 */
export type ListarAutorizacoesHe = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<{
  autorizacoes: readonly {
    usuarioId: number;
    dataInicio: string;
    dataFim: string;
    limiteMinutos: number;
  }[];
  decisoes: readonly { usuarioId: number; data: string; destino: 'pagar' | 'banco' }[];
}>;

/**
 * De onde a apuração lê o que não é dela: a escala prevista, as marcações tratadas e as
 * ausências. Quem monta (`buildApp`) liga cada fonte ao seu módulo; a apuração não importa nenhum.
 */
export type FontesApuracao = {
  jornadaEfetivaPeriodo: JornadaEfetivaPeriodo;
  prepararMarcacoesTratadas: PrepararMarcacoesTratadas;
  listAusenciasAtivas: ListarAusenciasAtivas;
  /** Sem ela (testes de outras fontes), não há sobreaviso no período. */
  listSobreaviso?: ListarSobreaviso;
  /** Sem ela, nenhuma autorização: com a regra exigindo, todo excedente segue o destino da regra. */
  listAutorizacoesHe?: ListarAutorizacoesHe;
};

/** O pedido de uma apuração: quem, de quando a quando, e o "hoje" da empresa. */
export type PedidoApuracao = Escopo & {
  pessoas: readonly PessoaEspelho[];
  inicio: string;
  fim: string;
  hoje: string;
};

/** Uma linha do espelho: escala do dia, marcações tratadas e a apuração do motor. */
export type LinhaCalculada = {
  data: string;
  tipoDia: TipoDia;
  feriado: string | null;
  jornada: [string, string][];
  escalaId: string | null;
  marcacoes: MarcacaoTratada[];
  /** Horários que entraram no motor (depois da regra de duplicidade). */
  apuraveis: string[];
  /** null: dia em aberto (hoje ou futuro). */
  resultado: ResultadoDia | null;
  pendencias: CodigoPendencia[];
  compensacaoBancoHoras: number;
  /** Ausência justificada ativa que cobre o dia e a justificativa que foi ao motor. */
  ausencia?: (AusenciaDoDia & { abona: boolean }) | null;
  /** Acionamentos aprovados (que o motor somou como trabalho) e espera paga do dia. */
  sobreaviso?: SobreavisoDoDia | null;
};

/** Ausência justificada (abono) registrada para um dia, como o motor e o espelho a usam. */
export type AusenciaDoDia = {
  id: number;
  motivo: CodigoMotivoAusencia;
  observacao: string | null;
  minutoInicio: number | null;
  minutoFim: number | null;
};

export type EspelhoCalculado = {
  usuarioId: number;
  linhas: LinhaCalculada[];
  semanas: SemanaDsr[];
};
