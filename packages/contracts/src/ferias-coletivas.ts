import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, idNumeroSchema } from './comum.ts';

/**
 * Férias coletivas (CLT arts. 139–141) de um departamento ou filial, pelo RH, no serviço
 * principal: `POST /FeriasColetivas/previa` e `POST /FeriasColetivas` (JSON). Caminhos e campos
 * "not shown" na spec: docs/decisoes/ferias-coletivas.md.
 */
export const feriasColetivasBodySchema = z
  .object({
    departamentoId: idNumeroSchema.optional(),
    filialId: idNumeroSchema.optional(),
    inicio: dataIsoSchema.refine(
      (d) => d >= '1950-01-01' && d <= '2998-12-31',
      'use uma data entre 1950 e 2998',
    ),
    dias: z
      .number({ error: 'informe os dias corridos' })
      .int('dias inteiros')
      .min(1, 'ao menos 1 dia')
      .max(30, 'no máximo 30 dias'),
    observacao: z.string().trim().max(500, 'no máximo 500 caracteres').optional(),
    /** Página da lista de colaboradores da prévia (25 por página). */
    pagina: z.number().int().min(1).max(10_000).default(1),
  })
  .superRefine((b, ctx) => {
    if ((b.departamentoId === undefined) === (b.filialId === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['departamentoId'],
        message: 'escolha um departamento ou uma filial',
      });
  });
export type FeriasColetivasBody = z.output<typeof feriasColetivasBodySchema>;

export const colaboradorColetivasSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  admissao: z.string().nullable(),
  /** Integral (12 meses ou mais), Proporcional (art. 140) ou Excluido (ver `motivo`). */
  situacao: z.enum(['Integral', 'Proporcional', 'Excluido']),
  periodoAquisitivo: z.string().nullable(),
  /** Saldo do período antes das coletivas (Integral) ou dias proporcionais (Proporcional). */
  saldoAntes: z.number(),
  saldoDepois: z.number(),
  /** Art. 140: novo período aquisitivo a partir do início das coletivas. */
  novoPeriodoAquisitivo: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type ColaboradorColetivas = z.infer<typeof colaboradorColetivasSchema>;

export const previaColetivasSchema = z.object({
  inicio: z.string(),
  fim: z.string(),
  dias: z.number(),
  avisoEm: z.string(),
  grupo: z.string(),
  afetados: z.number(),
  excluidos: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  colaboradores: z.array(colaboradorColetivasSchema),
});
export type PreviaColetivas = z.infer<typeof previaColetivasSchema>;
export const previaColetivasRespostaSchema = envelopeMaiusculoSchema(previaColetivasSchema);

export const resultadoColetivasSchema = previaColetivasSchema.extend({ id: z.number() });
export type ResultadoColetivas = z.infer<typeof resultadoColetivasSchema>;
export const resultadoColetivasRespostaSchema = envelopeMaiusculoSchema(resultadoColetivasSchema);
