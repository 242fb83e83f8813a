import type { Db, Tx } from '../../db/client.ts';
import { calcularEspelhos, prepararEspelhos } from './apuracao.calculo.ts';
import { calcularEmLotes } from './apuracao.lotes.ts';
import type {
  EspelhoCalculado,
  FontesApuracao,
  PedidoApuracao,
  PessoaEspelho,
} from './apuracao.tipos.ts';

/**
 * A apuração de um período para um conjunto de pessoas: escala, regras, marcações tratadas e
 * ausências justificadas entram; os dias do motor saem. Espelho, painel do colaborador,
 * reprocessamento, AEJ e o que vier (banco de horas, indicadores, folha) chamam só isto: um
 * cálculo, uma porta de entrada, uma de saída.
 */
export const createApuracaoService = (fontes: FontesApuracao) => ({
  /** Jornada prevista dia a dia (a mesma fonte que a apuração usa). */
  jornadaEfetivaPeriodo: fontes.jornadaEfetivaPeriodo,

  /** Espelhos calculados de um lote de pessoas (consultas por lote). */
  calcularEspelhos: (p: PedidoApuracao) => calcularEspelhos({ ...p, ...fontes }),

  /**
   * As entradas de um lote carregadas (consultas por lote) e quem apura cada pessoa dele: para
   * quem consome um espelho de cada vez e o descarta (o reprocessamento grava cada um como texto).
   */
  prepararEspelhos: (p: PedidoApuracao) => prepararEspelhos({ ...p, ...fontes }),

  /** Muitas pessoas em lotes, com os próximos já carregando (memória limitada). */
  calcularEmLotes: <P extends PessoaEspelho>(
    escopo: { db: Db | Tx; empresaId: number },
    pessoas: readonly P[],
    periodo: { inicio: string; fim: string; hoje: string },
    aCada: (lote: EspelhoCalculado[], pessoas: readonly P[]) => Promise<void> | void,
    tamanhoLote?: number,
  ) => calcularEmLotes({ ...escopo, ...fontes }, pessoas, periodo, aCada, tamanhoLote),
});

export type ApuracaoService = ReturnType<typeof createApuracaoService>;
