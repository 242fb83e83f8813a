import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Banco de folgas (SERVICOS.bancoFolgas, issue 22 §4; spec §7 "leave bank"): razão de dias
 * inteiros por colaborador, separado do banco de horas. Créditos com validade, débitos (folga
 * tirada num dia), estorno em vez de apagar (docs/decisoes/banco-folgas.md).
 */

export const tipoLancamentoFolgaSchema = z.enum(['credito', 'debito', 'estorno']);
export const origemLancamentoFolgaSchema = z.enum([
  'feriado_trabalhado',
  'convencao',
  'manual',
  'folga',
  'estorno',
]);

const motivoSchema = z
  .string({ error: 'informe o motivo' })
  .trim()
  .min(3, 'informe o motivo (ao menos 3 caracteres)')
  .max(500, 'motivo com no máximo 500 caracteres');

export const lancamentoFolgaSchema = z.object({
  id: z.number().int(),
  usuarioId: z.number().int(),
  tipo: tipoLancamentoFolgaSchema,
  origem: origemLancamentoFolgaSchema,
  /** Crédito: dia que o gerou; débito: dia da folga; estorno: dia do estorno. */
  data: z.string(),
  /** Crédito: último dia para usar. */
  validade: z.string().nullable(),
  /** Dias (+ crédito, − débito; 0 no estorno). */
  dias: z.number().int(),
  motivo: z.string().nullable(),
  estornoDe: z.number().int().nullable(),
  /** Este lançamento foi desfeito por um estorno. */
  estornado: z.boolean(),
  autorNome: z.string().nullable(),
  criadoEm: z.string(),
});
export type LancamentoFolgaWire = z.infer<typeof lancamentoFolgaSchema>;

export const saldoFolgasSchema = z.object({
  usuarioId: z.number().int(),
  nome: z.string(),
  saldo: z.number().int(),
  vencidos: z.number().int(),
  /** O que vence e quando (da validade mais próxima). */
  vencimentos: z.array(z.object({ validade: z.string(), dias: z.number().int() })),
});
export type SaldoFolgas = z.infer<typeof saldoFolgasSchema>;

export const extratoFolgasSchema = saldoFolgasSchema.extend({
  lancamentos: z.array(lancamentoFolgaSchema),
});
export type ExtratoFolgas = z.infer<typeof extratoFolgasSchema>;
export const extratoFolgasRespostaSchema = envelopeMinusculoSchema(extratoFolgasSchema);
export const saldosFolgasRespostaSchema = envelopeMinusculoSchema(z.array(saldoFolgasSchema));

export const usuarioFolgasParamSchema = z.object({ usuarioId: idSchema });
export const lancamentoFolgaParamSchema = z.object({ id: idSchema });

/** Crédito manual do RH: dias inteiros, validade e motivo. */
export const creditoFolgaBodySchema = z
  .object({
    usuarioId: idNumeroSchema,
    data: dataIsoSchema,
    validade: dataIsoSchema,
    dias: z.number().int('dias inteiros').min(1, 'de 1 a 30 dias').max(30, 'de 1 a 30 dias'),
    motivo: motivoSchema,
    /** Motivo do crédito: feriado trabalhado, convenção (acordo) ou outro (manual). */
    origem: z.enum(['feriado_trabalhado', 'convencao', 'manual']).default('manual'),
  })
  .refine((b) => b.validade >= b.data, {
    path: ['validade'],
    message: 'a validade não pode ser antes da data do crédito',
  });
export type CreditoFolgaBody = z.input<typeof creditoFolgaBodySchema>;

/** Ação de escala "Folga do banco de folgas": debita um dia no dia escolhido. */
export const folgaBancoBodySchema = z.object({
  usuarioId: idNumeroSchema,
  data: dataIsoSchema,
});
export type FolgaBancoBody = z.infer<typeof folgaBancoBodySchema>;

export const estornoFolgaBodySchema = z.object({ motivo: motivoSchema });

/** Creditar os feriados trabalhados de um mês (pelo espelho): validade em meses. */
export const feriadosTrabalhadosBodySchema = z.object({
  ano: z
    .number()
    .int('ano inteiro')
    .min(2000, 'ano de 2000 a 2100')
    .max(2100, 'ano de 2000 a 2100'),
  mes: z.number().int('mês de 1 a 12').min(1, 'mês de 1 a 12').max(12, 'mês de 1 a 12'),
  validadeMeses: z
    .number()
    .int('meses inteiros')
    .min(1, 'validade de 1 a 24 meses')
    .max(24, 'validade de 1 a 24 meses')
    .default(6),
  usuarioIds: z.array(idNumeroSchema).max(5000, 'no máximo 5000 pessoas').optional(),
});
export type FeriadosTrabalhadosBody = z.input<typeof feriadosTrabalhadosBodySchema>;
export const feriadosTrabalhadosRespostaSchema = envelopeMinusculoSchema(
  z.object({ creditados: z.array(lancamentoFolgaSchema), jaCreditados: z.number().int() }),
);
export const lancamentoFolgaRespostaSchema = envelopeMinusculoSchema(lancamentoFolgaSchema);
