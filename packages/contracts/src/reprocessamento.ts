import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idSchema, paginaSchema } from './comum.ts';

/** Pedidos de reprocessamento do espelho (SERVICOS.espelho): criar, listar, ver, log, cancelar. */

const id = idSchema;

export const statusReprocessamentoSchema = z.enum([
  'pendente',
  'processando',
  'concluido',
  'cancelado',
  'erro',
]);
export type StatusReprocessamento = z.infer<typeof statusReprocessamentoSchema>;

/** POST /reprocessamento: a empresa inteira ou um departamento, num intervalo de datas. */
export const criarReprocessamentoBodySchema = z
  .object({
    dataInicio: dataIsoSchema,
    dataFim: dataIsoSchema,
    departamentoId: id.nullable().optional(),
  })
  .refine((b) => b.dataInicio <= b.dataFim, {
    message: 'dataFim: não pode ser anterior a dataInicio',
    path: ['dataFim'],
  });

export const listarReprocessamentosQuerySchema = paginaSchema.extend({
  status: statusReprocessamentoSchema.optional(),
});

export const reprocessamentoSchema = z.object({
  id: z.number(),
  status: statusReprocessamentoSchema,
  dataInicio: z.string(),
  dataFim: z.string(),
  departamentoId: z.number().nullable(),
  departamento: z.string().nullable(),
  /** Progresso: colaboradores processados de total. */
  total: z.number(),
  processados: z.number(),
  percentual: z.number(),
  diasApurados: z.number(),
  diasComOcorrencia: z.number(),
  solicitanteId: z.number(),
  solicitante: z.string().nullable(),
  criadoEm: z.string(),
  iniciadoEm: z.string().nullable(),
  concluidoEm: z.string().nullable(),
  canceladoEm: z.string().nullable(),
  canceladoPorId: z.number().nullable(),
  erro: z.string().nullable(),
});
export type Reprocessamento = z.infer<typeof reprocessamentoSchema>;

export const reprocessamentoRespostaSchema = envelopeMinusculoSchema(reprocessamentoSchema);
export const listaReprocessamentosRespostaSchema = envelopeMinusculoSchema(
  z.object({
    items: z.array(reprocessamentoSchema),
    total: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
  }),
);

export const logReprocessamentoSchema = z.object({
  id: z.number(),
  em: z.string(),
  nivel: z.enum(['info', 'aviso', 'erro']),
  mensagem: z.string(),
});
export const logReprocessamentoRespostaSchema = envelopeMinusculoSchema(
  z.object({ reprocessamentoId: z.number(), items: z.array(logReprocessamentoSchema) }),
);
