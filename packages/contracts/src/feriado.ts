import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idSchema } from './comum.ts';

/**
 * Feriados municipais da empresa (serviço de escala, /feriado): os nacionais e estaduais vêm do
 * calendário legal pela UF da filial; os municipais são cadastrados pelo RH, para uma filial
 * (estabelecimento, e portanto o seu município) ou para todas. Recorrente = todo ano no mesmo
 * dia e mês; senão só na data informada. Arquivar tira o feriado do cálculo sem apagá-lo.
 */

const id = idSchema;

export const feriadoBodySchema = z
  .object({
    nome: z.string().trim().min(1, 'informe o nome').max(100),
    /** 'AAAA-MM-DD'; num feriado recorrente vale só o dia e o mês. */
    data: dataIsoSchema,
    recorrente: z.boolean(),
    /** Filial (estabelecimento) do município; nulo = todas as filiais. */
    filialId: id.nullable(),
  })
  .strict()
  .refine((b) => !(b.recorrente && b.data.slice(5) === '02-29'), {
    message: '29/02 não pode ser recorrente: cadastre o feriado só no ano bissexto',
    path: ['recorrente'],
  });
export type FeriadoBody = z.infer<typeof feriadoBodySchema>;

export const feriadoStatusBodySchema = z.object({ ativo: z.boolean() }).strict();

export const feriadoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  /** 'AAAA-MM-DD': a data no ano pedido (lista) ou no ano corrente (recorrente, fora da lista). */
  data: z.string(),
  recorrente: z.boolean(),
  filialId: z.number().nullable(),
  /** Nome da filial; nulo = todas. */
  filialNome: z.string().nullable(),
  ativo: z.boolean(),
});
export type FeriadoWire = z.infer<typeof feriadoSchema>;
export const feriadoRespostaSchema = envelopeMinusculoSchema(feriadoSchema);

export const feriadoListaQuerySchema = z.object({
  Ano: z.coerce.number().int().min(1950).max(2999),
  /** true = ativos (padrão), false = arquivados. */
  ativo: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
});
/** GET /feriado?Ano=: os feriados municipais que caem no ano, em ordem de data. */
export const feriadoListaRespostaSchema = envelopeMinusculoSchema(
  z.object({ items: z.array(feriadoSchema) }),
);
