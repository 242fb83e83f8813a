import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Autorização prévia de horas extras (SERVICOS.autorizacaoHe, issue #22 parte 1): o gestor da
 * equipe ou o RH autoriza extras por dia ou período, com limite diário; o colaborador pede antes
 * de ficar; o gestor decide as não autorizadas retidas (pagar ou banco — nunca apagar, CLT art. 4º).
 */

const texto = (campo: string, max: number) =>
  z
    .string({ error: `informe ${campo}` })
    .trim()
    .max(max, `${campo} tem no máximo ${max} caracteres`);

const minutosDia = (campo: string) =>
  z
    .number({ error: `informe ${campo} em minutos` })
    .int(`${campo} deve ser um número inteiro de minutos`)
    .min(1, `${campo} vai de 1 a 1440 minutos`)
    .max(1440, `${campo} vai de 1 a 1440 minutos`);

export const DESTINOS_HORA_EXTRA = ['pagar', 'banco', 'reter'] as const;
export const destinoHoraExtraSchema = z.enum(DESTINOS_HORA_EXTRA);
export const decisaoHoraExtraSchema = z.enum(['pagar', 'banco'], {
  error: 'o destino é pagar ou banco',
});

export const autorizacaoHeCriarSchema = z
  .object({
    usuarioId: idNumeroSchema,
    dataInicio: dataIsoSchema,
    dataFim: dataIsoSchema,
    limiteMinutos: minutosDia('o limite diário'),
    motivo: texto('o motivo', 500).optional(),
  })
  .refine((b) => b.dataFim >= b.dataInicio, {
    path: ['dataFim'],
    message: 'a data final não pode ser antes da inicial',
  });
export type AutorizacaoHeCriar = z.infer<typeof autorizacaoHeCriarSchema>;

export const autorizacaoHeRevogarSchema = z.object({
  motivo: texto('o motivo da revogação', 500).min(1, 'informe o motivo da revogação'),
});

export const autorizacaoHeFiltroSchema = z.object({
  usuarioId: idSchema.optional(),
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
  incluirRevogadas: z
    .enum(['true', 'false'], { error: 'incluirRevogadas é true ou false' })
    .optional(),
});

export const autorizacaoHeSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  nome: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  limiteMinutos: z.number(),
  motivo: z.string().nullable(),
  solicitacaoId: z.number().nullable(),
  autorId: z.number(),
  criadoEm: z.string(),
  revogadaEm: z.string().nullable(),
  motivoRevogacao: z.string().nullable(),
});
export type AutorizacaoHe = z.infer<typeof autorizacaoHeSchema>;

export const solicitacaoHeCriarSchema = z.object({
  data: dataIsoSchema,
  minutos: minutosDia('o tempo pedido'),
  motivo: texto('o motivo', 500).min(1, 'informe o motivo'),
});
export type SolicitacaoHeCriar = z.infer<typeof solicitacaoHeCriarSchema>;

export const solicitacaoHeDecidirSchema = z.object({
  aprovar: z.boolean({ error: 'informe se aprova (true) ou rejeita (false)' }),
  motivo: texto('o motivo', 500).optional(),
  /** Ao aprovar: o limite do dia (padrão: os minutos pedidos); o gestor pode aprovar menos. */
  limiteMinutos: minutosDia('o limite aprovado').optional(),
});

export const STATUS_SOLICITACAO_HE = ['pendente', 'aprovada', 'rejeitada'] as const;
export const solicitacaoHeFiltroSchema = z.object({
  status: z
    .enum(STATUS_SOLICITACAO_HE, { error: 'o status é pendente, aprovada ou rejeitada' })
    .optional(),
});

export const solicitacaoHeSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  nome: z.string(),
  data: z.string(),
  minutos: z.number(),
  motivo: z.string(),
  status: z.enum(STATUS_SOLICITACAO_HE),
  criadoEm: z.string(),
  decididoPor: z.number().nullable(),
  decididoEm: z.string().nullable(),
  motivoDecisao: z.string().nullable(),
  autorizacaoId: z.number().nullable(),
  /** Quem chama pode aprovar ou rejeitar (gestor da equipe ou RH, nunca o próprio). */
  podeDecidir: z.boolean(),
});
export type SolicitacaoHe = z.infer<typeof solicitacaoHeSchema>;

export const retidasFiltroSchema = z.object({ inicio: dataIsoSchema, fim: dataIsoSchema });

/** Um dia com horas extras não autorizadas retidas, aguardando a decisão do gestor. */
export const horaExtraRetidaSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  data: z.string(),
  total: z.number(),
  autorizada: z.number(),
  retida: z.number(),
});
export type HoraExtraRetida = z.infer<typeof horaExtraRetidaSchema>;

export const decisaoHeCriarSchema = z.object({
  usuarioId: idNumeroSchema,
  data: dataIsoSchema,
  destino: decisaoHoraExtraSchema,
  motivo: texto('o motivo', 500).optional(),
});
export type DecisaoHeCriar = z.infer<typeof decisaoHeCriarSchema>;

export const decisaoHeSchema = z.object({
  usuarioId: z.number(),
  data: z.string(),
  destino: decisaoHoraExtraSchema,
  motivo: z.string().nullable(),
  autorId: z.number(),
  decididoEm: z.string(),
});
export type DecisaoHe = z.infer<typeof decisaoHeSchema>;

export const autorizacaoHeRespostaSchema = envelopeMinusculoSchema(autorizacaoHeSchema);
export const autorizacoesHeRespostaSchema = envelopeMinusculoSchema(z.array(autorizacaoHeSchema));
export const solicitacaoHeRespostaSchema = envelopeMinusculoSchema(solicitacaoHeSchema);
export const solicitacoesHeRespostaSchema = envelopeMinusculoSchema(z.array(solicitacaoHeSchema));
export const retidasRespostaSchema = envelopeMinusculoSchema(z.array(horaExtraRetidaSchema));
export const decisaoHeRespostaSchema = envelopeMinusculoSchema(decisaoHeSchema);

/** Divisão do dia no espelho (regra com autorização prévia): minutos e a decisão do gestor. */
export const horasExtrasDoDiaSchema = z.object({
  total: z.number(),
  autorizada: z.number(),
  naoAutorizada: z.number(),
  destino: destinoHoraExtraSchema,
  decisao: decisaoHoraExtraSchema.nullable(),
  retida: z.number(),
});
export type HorasExtrasDoDia = z.infer<typeof horasExtrasDoDiaSchema>;
