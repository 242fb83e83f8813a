import { z } from 'zod';
import { regimeBancoHorasSchema, statusCicloSchema } from './banco-horas.ts';
import { dataIsoSchema, idSchema } from './comum.ts';

/** Extrato do banco de horas (calculado pelo motor) e fechamento do ciclo: prévia, confirmação, reabertura. */

// ── Extrato (calculado pelo motor, apurarBancoHoras) ───────────────────────────────────────────
export const extratoQuerySchema = z.object({
  usuarioId: idSchema.optional(),
  ate: dataIsoSchema.optional(),
});
const extraSchema = z.object({ percentual: z.number(), minutos: z.number() });
export const cicloExtratoSchema = z.object({
  inicio: z.string(),
  fim: z.string(),
  encerradoPor: z.string().nullable(),
  saldoInicial: z.number(),
  creditos: z.number(),
  debitos: z.number(),
  pagos: z.number(),
  vencidos: z.number(),
  saldoFinal: z.number(),
  pagarComoExtra: z.array(extraSchema),
  descontar: z.number(),
  perdoado: z.number(),
  transportado: z.number(),
});
export const linhaExtratoSchema = z.object({
  data: z.string(),
  tipo: z.string(),
  minutos: z.number(),
  saldo: z.number(),
});
/** Movimento que entrou no motor, com a origem (espelho ou lançamento manual e o motivo). */
export const movimentoExtratoSchema = z.object({
  data: z.string(),
  credito: z.number(),
  debito: z.number(),
  origem: z.enum(['espelho', 'manual']),
  motivo: z.string().nullable(),
});
export const extratoSchema = z.object({
  usuarioId: z.number(),
  bancoHoraId: z.number(),
  bancoHoraNome: z.string(),
  regime: regimeBancoHorasSchema,
  inicioCiclo: z.string(),
  /** Meses até um crédito vencer (null: só no fim do ciclo), para a tela mostrar o que vence. */
  vencimentoMeses: z.number().nullable(),
  ate: z.string(),
  saldoAnteriorMinutos: z.number(),
  saldoAtualMinutos: z.number(),
  ciclos: z.array(cicloExtratoSchema),
  extrato: z.array(linhaExtratoSchema),
  movimentos: z.array(movimentoExtratoSchema),
});

// ── Fechamento do ciclo: prévia, confirmação e reabertura ──────────────────────────────────────
export const naturezaItemFechamentoSchema = z.enum([
  'pagamento',
  'desconto',
  'estorno-pagamento',
  'estorno-desconto',
]);
export const itemFechamentoSchema = z.object({
  usuarioId: z.number(),
  natureza: naturezaItemFechamentoSchema,
  percentual: z.number(),
  verba: z.string().nullable(),
  minutos: z.number(),
});
/** Liquidação do fechamento na fila: pessoas feitas de quantas (a barra de progresso do RH). */
export const progressoFechamentoSchema = z.object({
  status: z.enum(['processando', 'concluido', 'erro']),
  feitos: z.number(),
  total: z.number(),
  erro: z.string().nullable(),
});
export const fechamentoCicloSchema = z.object({
  cicloId: z.number(),
  status: statusCicloSchema,
  /** Rodada confirmada (1 na primeira; cresce a cada reabertura e novo fechamento). */
  rodada: z.number().nullable(),
  colaboradores: z.number(),
  itens: z.array(itemFechamentoSchema),
  /** Verbas que faltam configurar: a confirmação recusa enquanto houver. */
  verbasFaltando: z.array(z.string()),
  /** Ciclo fechado: o andamento da liquidação (ausente na prévia de ciclo aberto). */
  progresso: progressoFechamentoSchema.optional(),
});
export const reaberturaCicloSchema = z.object({
  motivo: z
    .string({ error: 'informe o motivo da reabertura' })
    .trim()
    .min(3, 'informe o motivo da reabertura')
    .max(500, 'o motivo tem até 500 caracteres'),
});

export type Extrato = z.infer<typeof extratoSchema>;
export type FechamentoCiclo = z.infer<typeof fechamentoCicloSchema>;
export type ItemFechamento = z.infer<typeof itemFechamentoSchema>;
export type ProgressoFechamento = z.infer<typeof progressoFechamentoSchema>;
