import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema } from './comum.ts';

/**
 * Serviço de divergências (SERVICOS.divergencias, /api/divergencias; caminhos não mostrados na
 * spec): o que o RH e o gestor fazem com as ocorrências do mês (dias com marcação ímpar, sem
 * marcação, interjornada, limite do art. 59...), em lote. A lista é a de ocorrências do espelho
 * (GET /api/espelho/ocorrencias), que traz a tratativa vigente de cada dia.
 */

/** solicitarTratamento: pede à pessoa que trate as marcações; justificar/ignorar: com motivo. */
export const acaoDivergenciaSchema = z.enum(['solicitarTratamento', 'justificar', 'ignorar']);
export type AcaoDivergencia = z.infer<typeof acaoDivergenciaSchema>;

export const ROTULO_ACAO_DIVERGENCIA: Record<AcaoDivergencia, string> = {
  solicitarTratamento: 'Tratamento solicitado',
  justificar: 'Justificada',
  ignorar: 'Ignorada',
};

/** Até 500 dias por envio: uma página grande da lista, numa transação só. */
export const LIMITE_ITENS_DIVERGENCIA = 500;

export const aplicarAcaoDivergenciaSchema = z
  .object({
    acao: acaoDivergenciaSchema,
    motivo: z.string().trim().max(500, 'o motivo tem no máximo 500 caracteres').optional(),
    itens: z
      .array(z.object({ usuarioId: idNumeroSchema, data: dataIsoSchema }))
      .min(1, 'selecione ao menos um dia')
      .max(LIMITE_ITENS_DIVERGENCIA, `no máximo ${LIMITE_ITENS_DIVERGENCIA} dias por vez`),
  })
  .refine((c) => c.acao === 'solicitarTratamento' || (c.motivo ?? '').length >= 5, {
    path: ['motivo'],
    message: 'informe o motivo (ao menos 5 caracteres)',
  });
export type AplicarAcaoDivergencia = z.infer<typeof aplicarAcaoDivergenciaSchema>;

export const aplicadasRespostaSchema = envelopeMinusculoSchema(z.object({ aplicadas: z.number() }));

export const desfazerTratativaSchema = z.object({ id: idNumeroSchema });

/** A tratativa vigente de um dia (a última não desfeita). */
export const tratativaDivergenciaSchema = z.object({
  id: z.number(),
  acao: acaoDivergenciaSchema,
  motivo: z.string().nullable(),
  por: z.string().nullable(),
  em: z.string(),
});
export type TratativaDivergencia = z.infer<typeof tratativaDivergenciaSchema>;

/** Filtro da lista de ocorrências pela tratativa. */
export const situacaoDivergenciaSchema = z.enum(['todas', 'abertas', 'tratadas']);
export type SituacaoDivergencia = z.infer<typeof situacaoDivergenciaSchema>;
