import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, idSchema } from './comum.ts';
import { solicitacaoSchema, statusSolicitacaoSchema, tipoSolicitacaoSchema } from './lancamento.ts';

/**
 * GET /CarregarLancamentosPaginados (serviço principal, só o RH): os lançamentos de todos os
 * colaboradores da empresa, filtrados e paginados no servidor (docs/decisoes/ferias-coletivas.md).
 */
export const lancamentosPaginadosQuerySchema = z
  .object({
    tipo: tipoSolicitacaoSchema.optional(),
    status: statusSolicitacaoSchema.optional(),
    inicio: dataIsoSchema.optional(),
    fim: dataIsoSchema.optional(),
    departamentoId: idSchema.optional(),
    search: z.string().trim().max(100, 'no máximo 100 caracteres').optional(),
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, 'no máximo 100 por página').default(25),
  })
  .superRefine((q, ctx) => {
    if (q.inicio && q.fim && q.fim < q.inicio)
      ctx.addIssue({
        code: 'custom',
        path: ['fim'],
        message: 'a data final não pode ser anterior à inicial',
      });
  });
export type LancamentosPaginadosQuery = z.output<typeof lancamentosPaginadosQuerySchema>;

export const lancamentosPaginadosSchema = z.object({
  items: z.array(solicitacaoSchema.extend({ departamento: z.string().nullable() })),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type LancamentosPaginados = z.infer<typeof lancamentosPaginadosSchema>;
export const lancamentosPaginadosRespostaSchema = envelopeMaiusculoSchema(
  lancamentosPaginadosSchema,
);
