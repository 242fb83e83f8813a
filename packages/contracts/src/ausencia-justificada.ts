import { CODIGOS_MOTIVO_AUSENCIA } from '@jornada/domain';
import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, horaSchema, idSchema } from './comum.ts';

/**
 * Ausência justificada (abono), no serviço principal (spec §7: CarregarMotivosAusencia,
 * SalvarAvisoAusenciaLancamento, CarregarAvisoAusenciaLancamento(s), CarregarAusencias).
 * Registrada pelo RH ou pelo gestor da equipe; nunca alterada nem excluída — desfaz-se com um
 * cancelamento.
 */
export const motivoAusenciaCodigoSchema = z.enum(CODIGOS_MOTIVO_AUSENCIA, {
  error: 'escolha um motivo da lista',
});

export const motivoAusenciaSchema = z.object({
  codigo: motivoAusenciaCodigoSchema,
  descricao: z.string(),
  fundamento: z.string().describe('base legal (ex.: CLT art. 473, I)'),
  abonaPorLei: z
    .boolean()
    .describe('motivo legal: sempre paga o dia; "OUTRO" só com a regra ausencia.justificadaAbona'),
  limite: z.string().nullable().describe('limite legal informativo'),
});
export type MotivoAusenciaContrato = z.infer<typeof motivoAusenciaSchema>;
export const motivosAusenciaRespostaSchema = envelopeMaiusculoSchema(z.array(motivoAusenciaSchema));

const id = idSchema;

/** POST /SalvarAvisoAusenciaLancamento: um dia, um intervalo de dias ou parte de um dia. */
export const salvarAusenciaBodySchema = z
  .object({
    usuarioId: id,
    dataInicio: dataIsoSchema,
    /** Ausente = só `dataInicio`. */
    dataFim: dataIsoSchema.optional(),
    /** Parte do dia (só num dia único): das `horaInicio` às `horaFim`. */
    horaInicio: horaSchema.optional(),
    horaFim: horaSchema.optional(),
    motivo: motivoAusenciaCodigoSchema,
    /** Texto livre: obrigatório no motivo OUTRO (é a descrição do motivo). */
    observacao: z.string().trim().max(500, 'observação com no máximo 500 caracteres').optional(),
    /** CID do atestado (opcional; dado sensível, LGPD art. 11). */
    cid: z
      .string()
      .trim()
      .regex(/^[A-Z]\d{2}(\.\d{1,2})?$/i, 'CID no formato A00 ou A00.0')
      .optional(),
  })
  .superRefine((b, ctx) => {
    const fim = b.dataFim ?? b.dataInicio;
    if (fim < b.dataInicio)
      ctx.addIssue({
        code: 'custom',
        path: ['dataFim'],
        message: 'a data final não pode ser anterior à inicial',
      });
    if ((b.horaInicio === undefined) !== (b.horaFim === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [b.horaInicio === undefined ? 'horaInicio' : 'horaFim'],
        message: 'informe o início e o fim da parte do dia',
      });
    if (b.horaInicio !== undefined && b.horaFim !== undefined) {
      if (fim !== b.dataInicio)
        ctx.addIssue({
          code: 'custom',
          path: ['dataFim'],
          message: 'parte do dia só vale para um dia único',
        });
      if (b.horaFim <= b.horaInicio)
        ctx.addIssue({
          code: 'custom',
          path: ['horaFim'],
          message: 'a hora final deve ser depois da inicial',
        });
    }
    if (b.motivo === 'OUTRO' && !b.observacao)
      ctx.addIssue({
        code: 'custom',
        path: ['observacao'],
        message: 'descreva o motivo na observação',
      });
  });
export type SalvarAusenciaBody = z.infer<typeof salvarAusenciaBodySchema>;

/** POST /CancelarAvisoAusenciaLancamento: o registro fica; o cancelamento é um novo registro. */
export const cancelarAusenciaBodySchema = z.object({
  id,
  motivo: z
    .string({ error: 'informe o motivo do cancelamento' })
    .trim()
    .min(1, 'informe o motivo do cancelamento')
    .max(500, 'motivo com no máximo 500 caracteres'),
});

export const ausenciaJustificadaSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  dataInicio: z.string(),
  dataFim: z.string(),
  horaInicio: z.string().nullable(),
  horaFim: z.string().nullable(),
  motivo: motivoAusenciaCodigoSchema,
  motivoDescricao: z.string(),
  fundamento: z.string(),
  observacao: z.string().nullable(),
  /**
   * CID do atestado: dado de saúde (LGPD art. 11). Só vai ao próprio colaborador, ao RH e a quem
   * registrou a ausência; para os demais (ex.: outro gestor da equipe) é `null`.
   */
  cid: z.string().nullable(),
  registradoPor: z.number(),
  registradoEm: z.string(),
  status: z.enum(['Ativa', 'Cancelada']),
  cancelamento: z
    .object({ motivo: z.string(), canceladoPor: z.number(), canceladoEm: z.string() })
    .nullable(),
});
export type AusenciaJustificada = z.infer<typeof ausenciaJustificadaSchema>;

export const ausenciaRespostaSchema = envelopeMaiusculoSchema(ausenciaJustificadaSchema);

/** GET /CarregarAvisoAusenciaLancamento?id= */
export const ausenciaIdQuerySchema = z.object({ id });

/** GET /CarregarAvisoAusenciaLancamentos: as do colaborador que tocam o período. */
export const listarAusenciasQuerySchema = z.object({
  usuarioId: id.optional(),
  inicio: dataIsoSchema,
  fim: dataIsoSchema,
});
export const listarAusenciasRespostaSchema = envelopeMaiusculoSchema(
  z.array(ausenciaJustificadaSchema),
);

/** Situação na lista: ativas (padrão), canceladas ou todas. */
export const situacaoAusenciaSchema = z.enum(['ativa', 'cancelada', 'todas'], {
  error: 'use ativa, cancelada ou todas',
});

/**
 * GET /CarregarAusencias: as ausências justificadas visíveis a quem pede, que tocam o período.
 * Sem `usuarioId`: o colaborador vê as próprias, o gestor a equipe e o RH a empresa. Sem
 * `inicio` nem `fim`: o mês corrente no fuso da empresa; só um deles: o mês dele.
 */
export const carregarAusenciasQuerySchema = z
  .object({
    usuarioId: id.optional(),
    inicio: dataIsoSchema.optional(),
    fim: dataIsoSchema.optional(),
    motivo: motivoAusenciaCodigoSchema.optional(),
    situacao: situacaoAusenciaSchema.default('ativa'),
    pageNumber: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine((q, ctx) => {
    if (q.inicio && q.fim && q.fim < q.inicio)
      ctx.addIssue({
        code: 'custom',
        path: ['fim'],
        message: 'a data final não pode ser anterior à inicial',
      });
  });
export type CarregarAusenciasQuery = z.output<typeof carregarAusenciasQuerySchema>;

/** Item da lista: a ausência com os nomes de quem ela é, de quem registrou e de quem cancelou. */
export const ausenciaListadaSchema = ausenciaJustificadaSchema.extend({
  colaboradorNome: z.string(),
  registradoPorNome: z.string(),
  cancelamento: z
    .object({
      motivo: z.string(),
      canceladoPor: z.number(),
      canceladoPorNome: z.string(),
      canceladoEm: z.string(),
    })
    .nullable(),
});
export type AusenciaListada = z.infer<typeof ausenciaListadaSchema>;

export const carregarAusenciasSchema = z.object({
  items: z.array(ausenciaListadaSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  /** Período efetivamente consultado (com os padrões aplicados). */
  inicio: z.string(),
  fim: z.string(),
});
export type CarregarAusencias = z.infer<typeof carregarAusenciasSchema>;
export const carregarAusenciasRespostaSchema = envelopeMaiusculoSchema(carregarAusenciasSchema);
