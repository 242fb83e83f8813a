import { z } from 'zod';
import { dataIsoSchema, idSchema } from './comum.ts';
import { textoOpcional } from './lancamento.ts';

/** Aviso de ausência do colaborador (issue #14; docs/decisoes/lancamentos.md). */

/** Anexo do aviso de ausência (atestado, declaração, intimação): PDF, JPG ou PNG. */
export const LIMITE_ANEXO_AVISO_AUSENCIA_BYTES = 5 * 1024 * 1024;

const horaSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM');

/**
 * POST /SolicitarAvisoAusencia (multipart, o arquivo no campo `anexo`): o colaborador avisa a
 * ausência (CLT art. 473, atestado, outro) e o gestor a aceita como justificada ou não.
 */
export const salvarAvisoAusenciaBodySchema = z
  .object({
    usuarioId: idSchema.optional(),
    dataInicio: dataIsoSchema,
    /** Ausente: um dia só. */
    dataFim: dataIsoSchema.optional(),
    /** Parte do dia (só num dia): as duas horas juntas. */
    horaInicio: horaSchema.optional(),
    horaFim: horaSchema.optional(),
    /** Código da lista de GET /CarregarMotivosAusencia. */
    motivo: z.string({ error: 'escolha o motivo' }).trim().min(1, 'escolha o motivo'),
    observacao: textoOpcional(500),
  })
  .superRefine((b, ctx) => {
    if (b.dataFim && b.dataFim < b.dataInicio)
      ctx.addIssue({
        code: 'custom',
        path: ['dataFim'],
        message: 'a data final não pode ser anterior à inicial',
      });
    if ((b.horaInicio === undefined) !== (b.horaFim === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [b.horaInicio === undefined ? 'horaInicio' : 'horaFim'],
        message: 'informe a hora de início e a de fim',
      });
    if (b.horaInicio && b.horaFim && b.horaFim <= b.horaInicio)
      ctx.addIssue({
        code: 'custom',
        path: ['horaFim'],
        message: 'a hora de fim precisa ser depois da de início',
      });
    if (b.horaInicio && b.dataFim && b.dataFim !== b.dataInicio)
      ctx.addIssue({
        code: 'custom',
        path: ['horaInicio'],
        message: 'parte do dia só vale para um dia',
      });
  });
export type SalvarAvisoAusenciaBody = z.output<typeof salvarAvisoAusenciaBodySchema>;
