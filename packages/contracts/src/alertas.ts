import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, horaSchema, idSchema } from './comum.ts';

/**
 * Alertas em tempo real (issue #22 §2), serviço `alertas` (/api/alertas): configuração por
 * empresa (cada tipo ligado ou não, limiar, destinatários e canais), preferências de cada pessoa
 * (silêncio e resumo), histórico de alertas e quem os viu.
 */

export const TIPOS_ALERTA = [
  'interjornada',
  'atraso',
  'horaExtraProxima',
  'horaExtraExcedida',
  'descansoSemanal',
  'intervaloCurto',
  'foraDaCerca',
  'marcacaoAusente',
  'pendenciaExpirando',
  'faceNaoReconhecida',
] as const;
export const tipoAlertaSchema = z.enum(TIPOS_ALERTA, { message: 'tipo de alerta inválido' });
export type TipoAlertaContrato = z.infer<typeof tipoAlertaSchema>;

export const DESTINATARIOS_ALERTA = ['colaborador', 'gestor', 'rh'] as const;
export const CANAIS_ALERTA = ['app', 'push', 'email'] as const;
export const destinatarioAlertaSchema = z.enum(DESTINATARIOS_ALERTA, {
  message: 'destinatários: use colaborador, gestor ou rh',
});
export const canalAlertaSchema = z.enum(CANAIS_ALERTA, {
  message: 'canais: use app, push ou email',
});

/** Maior limiar aceito: uma semana em minutos (ou dias, na pendência). */
export const LIMIAR_ALERTA_MAXIMO = 10_080;

export const alertaConfiguracaoSchema = z.object({
  tipo: tipoAlertaSchema,
  nome: z.string(),
  lei: z.string(),
  ativo: z.boolean(),
  /** Limiar do tipo (minutos; dias na pendência); nulo quando o tipo não tem limiar. */
  limiar: z.number().int().nullable(),
  unidadeLimiar: z.enum(['minutos', 'dias']).nullable(),
  destinatarios: z.array(destinatarioAlertaSchema),
  canais: z.array(canalAlertaSchema),
});
export type AlertaConfiguracao = z.infer<typeof alertaConfiguracaoSchema>;
export const alertaConfiguracoesRespostaSchema = envelopeMinusculoSchema(
  z.array(alertaConfiguracaoSchema),
);

export const alertaTipoParamSchema = z.object({ tipo: tipoAlertaSchema });

export const alertaConfiguracaoEntradaSchema = z.object({
  ativo: z.boolean({ message: 'ativo: informe verdadeiro ou falso' }),
  limiar: z
    .number({ message: 'limiar: informe um número' })
    .int('limiar: use um número inteiro')
    .min(0, 'limiar: não pode ser negativo')
    .max(LIMIAR_ALERTA_MAXIMO, `limiar: no máximo ${LIMIAR_ALERTA_MAXIMO}`)
    .nullable(),
  destinatarios: z
    .array(destinatarioAlertaSchema)
    .max(3, 'destinatários: no máximo três')
    .refine((d) => new Set(d).size === d.length, 'destinatários: sem repetição'),
  canais: z
    .array(canalAlertaSchema)
    .max(3, 'canais: no máximo três')
    .refine((c) => new Set(c).size === c.length, 'canais: sem repetição'),
});
export type AlertaConfiguracaoEntrada = z.infer<typeof alertaConfiguracaoEntradaSchema>;
export const alertaConfiguracaoRespostaSchema = envelopeMinusculoSchema(alertaConfiguracaoSchema);

export const alertaPreferenciasSchema = z
  .object({
    /** Início e fim do silêncio (HH:MM); os dois nulos = sem silêncio. */
    silencioInicio: horaSchema.nullable(),
    silencioFim: horaSchema.nullable(),
    resumo: z.enum(['imediato', 'diario'], { message: 'resumo: use imediato ou diario' }),
    /** Horário do resumo diário (HH:MM). */
    horarioResumo: horaSchema,
  })
  .refine((p) => (p.silencioInicio === null) === (p.silencioFim === null), {
    message: 'Informe o início e o fim do silêncio, ou nenhum dos dois.',
    path: ['silencioFim'],
  });
export type AlertaPreferencias = z.infer<typeof alertaPreferenciasSchema>;
export const alertaPreferenciasRespostaSchema = envelopeMinusculoSchema(alertaPreferenciasSchema);

export const alertaEscopoSchema = z.enum(['recebidos', 'empresa'], {
  message: 'escopo: use recebidos ou empresa',
});

export const alertasFiltroSchema = z.object({
  escopo: alertaEscopoSchema.default('recebidos'),
  tipo: tipoAlertaSchema.optional(),
  pessoaId: idSchema.optional(),
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
  naoVistos: z
    .enum(['true', 'false'], { message: 'naoVistos: use true ou false' })
    .optional()
    .transform((v) => v === 'true'),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type AlertasFiltro = Partial<z.output<typeof alertasFiltroSchema>>;

export const alertaItemSchema = z.object({
  id: z.number().int(),
  tipo: tipoAlertaSchema,
  pessoaId: z.number().int(),
  pessoaNome: z.string(),
  data: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  regra: z.string(),
  lei: z.string(),
  criadoEm: z.string(),
  /** Quando quem consulta viu o alerta; nulo se ainda não viu. */
  vistoEm: z.string().nullable(),
});
export type AlertaItem = z.infer<typeof alertaItemSchema>;
export const alertasPaginaRespostaSchema = envelopeMinusculoSchema(
  z.object({
    itens: z.array(alertaItemSchema),
    total: z.number().int(),
    naoVistos: z.number().int(),
  }),
);

export const alertaIdParamSchema = z.object({ id: idSchema });

export const alertaDetalheSchema = alertaItemSchema.extend({
  leituras: z.array(z.object({ usuarioNome: z.string(), vistoEm: z.string() })),
  entregas: z.array(
    z.object({
      usuarioNome: z.string(),
      canais: z.array(canalAlertaSchema),
      statusPush: z.string(),
      statusEmail: z.string(),
      liberarEm: z.string(),
    }),
  ),
});
export type AlertaDetalhe = z.infer<typeof alertaDetalheSchema>;
export const alertaDetalheRespostaSchema = envelopeMinusculoSchema(alertaDetalheSchema);
export const alertaVistoRespostaSchema = envelopeMinusculoSchema(
  z.object({ id: z.number().int(), vistoEm: z.string() }),
);
