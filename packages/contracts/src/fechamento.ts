import { z } from 'zod';
import { envelopeMinusculoSchema, idSchema } from './comum.ts';
import { unidadeVerbaSchema } from './verba.ts';

// Fechamento da competência (issue #17 §2): sob o serviço de verbas (SERVICOS.verbas), em
// /fechamento. Caminhos e corpos não aparecem na spec: decisões em docs/decisoes/fechamento.md.

/** Competência e alcance: a empresa do token, ou uma filial, ou um departamento (não os dois). */
export const alcanceFechamentoSchema = z
  .object({
    ano: z.coerce.number().int().min(2000).max(2100),
    mes: z.coerce.number().int().min(1).max(12),
    filialId: idSchema.optional(),
    departamentoId: idSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.filialId !== undefined && q.departamentoId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['departamentoId'],
        message: 'escolha a filial ou o departamento, não os dois',
      });
  });
export type AlcanceFechamento = z.infer<typeof alcanceFechamentoSchema>;

export const tipoDivergenciaSchema = z.enum([
  'marcacoesImpares',
  'tratamentoPendente',
  'lancamentoPendente',
  'sobreavisoPendente',
  /** Horas extras não autorizadas retidas sem decisão: aviso; fechando, são pagas (CLT art. 4º). */
  'horaExtraRetida',
  'faltaSemJustificativa',
]);
export type TipoDivergencia = z.infer<typeof tipoDivergenciaSchema>;

export const divergenciaSchema = z.object({
  usuarioId: z.number().int().nullable(),
  nome: z.string().nullable(),
  /** Dia (YYYY-MM-DD) ou null quando vale para o período todo. */
  data: z.string().nullable(),
  tipo: tipoDivergenciaSchema,
  /** true: impede o fechamento; false: aviso que o RH pode aceitar. */
  bloqueia: z.boolean(),
  descricao: z.string(),
});
export type Divergencia = z.infer<typeof divergenciaSchema>;

export const divergenciasQuerySchema = z
  .object({
    ano: z.coerce.number().int().min(2000).max(2100),
    mes: z.coerce.number().int().min(1).max(12),
    filialId: idSchema.optional(),
    departamentoId: idSchema.optional(),
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine((q, ctx) => {
    if (q.filialId !== undefined && q.departamentoId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['departamentoId'],
        message: 'escolha a filial ou o departamento, não os dois',
      });
  });
export type DivergenciasQuery = z.infer<typeof divergenciasQuerySchema>;

export const verificacaoFechamentoSchema = z.object({
  ano: z.number().int(),
  mes: z.number().int(),
  colaboradores: z.number().int(),
  bloqueantes: z.number().int(),
  avisos: z.number().int(),
  podeFechar: z.boolean(),
  items: z.array(divergenciaSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type VerificacaoFechamento = z.infer<typeof verificacaoFechamentoSchema>;
export const verificacaoFechamentoRespostaSchema = envelopeMinusculoSchema(
  verificacaoFechamentoSchema,
);

export const fecharCompetenciaBodySchema = z
  .object({
    ano: z.number().int().min(2000).max(2100),
    mes: z.number().int().min(1).max(12),
    filialId: z.number().int().positive().max(2_147_483_647).optional(),
    departamentoId: z.number().int().positive().max(2_147_483_647).optional(),
    /** O RH viu os avisos (não bloqueantes) e fecha assim mesmo. */
    aceitarAvisos: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.filialId !== undefined && q.departamentoId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['departamentoId'],
        message: 'escolha a filial ou o departamento, não os dois',
      });
  });
export type FecharCompetenciaBody = z.infer<typeof fecharCompetenciaBodySchema>;

export const reabrirFechamentoBodySchema = z.object({
  motivo: z
    .string()
    .trim()
    .min(5, 'informe o motivo da reabertura (ao menos 5 caracteres)')
    .max(500, 'no máximo 500 caracteres'),
});
export type ReabrirFechamentoBody = z.infer<typeof reabrirFechamentoBodySchema>;

export const fechamentoSchema = z.object({
  id: z.number().int(),
  ano: z.number().int(),
  mes: z.number().int(),
  escopo: z.enum(['empresa', 'filial', 'departamento']),
  filialId: z.number().int().nullable(),
  departamentoId: z.number().int().nullable(),
  /** Nome da filial ou do departamento; null para a empresa. */
  alcance: z.string().nullable(),
  status: z.enum(['fechado', 'reaberto']),
  colaboradores: z.number().int(),
  avisosAceitos: z.number().int(),
  diferencas: z.number().int(),
  fechadoPor: z.string(),
  fechadoEm: z.string(),
  reabertoPor: z.string().nullable(),
  reabertoEm: z.string().nullable(),
  motivoReabertura: z.string().nullable(),
});
export type Fechamento = z.infer<typeof fechamentoSchema>;
export const fechamentoRespostaSchema = envelopeMinusculoSchema(fechamentoSchema);

export const fechamentoDetalheSchema = fechamentoSchema.extend({
  porVerba: z.array(
    z.object({
      codigo: z.string(),
      unidade: unidadeVerbaSchema,
      quantidade: z.number(),
      colaboradores: z.number().int(),
    }),
  ),
});
export type FechamentoDetalhe = z.infer<typeof fechamentoDetalheSchema>;
export const fechamentoDetalheRespostaSchema = envelopeMinusculoSchema(fechamentoDetalheSchema);

export const fechamentosQuerySchema = z.object({
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
  mes: z.coerce.number().int().min(1).max(12).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type FechamentosQuery = z.infer<typeof fechamentosQuerySchema>;
export const fechamentosRespostaSchema = envelopeMinusculoSchema(
  z.object({
    items: z.array(fechamentoSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  }),
);

/** Situação da competência no alcance pedido. */
export const statusCompetenciaSchema = z.object({
  ano: z.number().int(),
  mes: z.number().int(),
  /** aberta: ninguém do alcance fechado; parcial: parte; fechada: todos. */
  status: z.enum(['aberta', 'parcial', 'fechada']),
  colaboradores: z.number().int(),
  fechados: z.number().int(),
  /** Fechamentos ativos que cobrem alguém do alcance. */
  fechamentos: z.array(fechamentoSchema),
});
export type StatusCompetencia = z.infer<typeof statusCompetenciaSchema>;
export const statusCompetenciaRespostaSchema = envelopeMinusculoSchema(statusCompetenciaSchema);
