import { z } from 'zod';
import { itemPagamentoSchema, tipoRescisaoSchema } from './banco-horas-operacoes.ts';
import { idSchema } from './comum.ts';

/**
 * Pagamentos gravados do banco de horas de um colaborador e o desfazer (estorno) de um pagamento
 * extraordinário, fechamento antecipado ou rescisão (`/api/v1/bancoHora/pagamento...`).
 * Decisões em docs/decisoes/banco-horas.md ("Estágios no fechamento do mês e desfazer").
 */

export const origemPagamentoRegistradoSchema = z.enum([
  'extraordinario',
  'fechamento-antecipado',
  'rescisao',
  'estagio',
]);

export const pagamentoRegistradoSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  origem: origemPagamentoRegistradoSchema,
  data: z.string(),
  /** Minutos de banco pagos (extraordinário, estágio); null nos encerramentos. */
  minutos: z.number().nullable(),
  tipoRescisao: tipoRescisaoSchema.nullable(),
  motivo: z.string(),
  criadoEm: z.string(),
  itens: z.array(itemPagamentoSchema),
  estornado: z.boolean(),
  motivoEstorno: z.string().nullable(),
  estornadoEm: z.string().nullable(),
});

export const pagamentosRegistradosQuerySchema = z.object({ usuarioId: idSchema });

export const estornoPagamentoSchema = z.object({
  motivo: z
    .string({ error: 'informe o motivo do estorno' })
    .trim()
    .min(3, 'informe o motivo do estorno')
    .max(500, 'o motivo tem até 500 caracteres'),
});

export type PagamentoRegistrado = z.infer<typeof pagamentoRegistradoSchema>;
export type EstornoPagamento = z.infer<typeof estornoPagamentoSchema>;
