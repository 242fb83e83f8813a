import { z } from 'zod';
import { envelopeMinusculoSchema, idSchema } from './comum.ts';

/**
 * Integração (issue #22 §5), serviço `integracao` (/api/integracao): tokens de API da empresa com
 * escopos, webhooks assinados (HMAC-SHA256) com registro das entregas e reenvio.
 */

/** Áreas que um token de API pode ler ou escrever (operações documentadas no OpenAPI). */
export const AREAS_TOKEN = [
  'marcacoes',
  'colaboradores',
  'espelho',
  'lancamentos',
  'cadastros',
] as const;
export type AreaToken = (typeof AREAS_TOKEN)[number];
export const ROTULOS_AREA_TOKEN: Record<AreaToken, string> = {
  marcacoes: 'Marcações',
  colaboradores: 'Colaboradores',
  espelho: 'Espelho de ponto',
  lancamentos: 'Solicitações (lançamentos)',
  cadastros: 'Cadastros da estrutura',
};

/** Escopo: `<área>:leitura` ou `<área>:escrita` (escrita inclui leitura). */
export const ESCOPOS_TOKEN = AREAS_TOKEN.flatMap((a) => [`${a}:leitura`, `${a}:escrita`] as const);
export const escopoTokenSchema = z.enum(ESCOPOS_TOKEN as [string, ...string[]], {
  message: 'escopos: escopo desconhecido',
});

/** Prefixo dos segredos de token (reconhecíveis em logs e em varreduras de segredos). */
export const PREFIXO_TOKEN_API = 'jnd_';

export const tokenApiCriarSchema = z.object({
  nome: z
    .string({ message: 'Informe o nome do token.' })
    .trim()
    .min(1, 'Informe o nome do token.')
    .max(100, 'O nome tem no máximo 100 caracteres.'),
  escopos: z
    .array(escopoTokenSchema, { message: 'escopos: escolha ao menos um escopo' })
    .min(1, 'Escolha ao menos um escopo.')
    .max(ESCOPOS_TOKEN.length),
  /** Data de expiração (fim do dia, horário de Brasília); sem ela, o token não expira. */
  expiraEm: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expiraEm: use o formato AAAA-MM-DD')
    .nullable()
    .optional(),
});
export type TokenApiCriar = z.input<typeof tokenApiCriarSchema>;

export const tokenApiSchema = z.object({
  id: z.number(),
  nome: z.string(),
  prefixo: z.string(),
  escopos: z.array(z.string()),
  expiraEm: z.string().nullable(),
  criadoEm: z.string(),
  criadoPor: z.string(),
  revogadoEm: z.string().nullable(),
  ultimoUsoEm: z.string().nullable(),
  usos: z.number(),
  situacao: z.enum(['ativo', 'expirado', 'revogado']),
});
export type TokenApi = z.infer<typeof tokenApiSchema>;

/** Resposta da criação: o segredo aparece só aqui, uma vez. */
export const tokenApiCriadoSchema = z.object({ token: tokenApiSchema, segredo: z.string() });
export type TokenApiCriado = z.infer<typeof tokenApiCriadoSchema>;

export const tokensApiRespostaSchema = envelopeMinusculoSchema(z.array(tokenApiSchema));
export const tokenApiCriadoRespostaSchema = envelopeMinusculoSchema(tokenApiCriadoSchema);
export const tokenApiRespostaSchema = envelopeMinusculoSchema(tokenApiSchema);

/** Eventos que um webhook pode assinar. */
export const EVENTOS_WEBHOOK = [
  'marcacao.registrada',
  'solicitacao.decidida',
  'competencia.fechada',
  'colaborador.alterado',
] as const;
export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[number];
export const ROTULOS_EVENTO_WEBHOOK: Record<EventoWebhook, string> = {
  'marcacao.registrada': 'Marcação registrada',
  'solicitacao.decidida': 'Solicitação decidida',
  'competencia.fechada': 'Competência fechada',
  'colaborador.alterado': 'Colaborador alterado',
};

export const webhookSalvarSchema = z.object({
  url: z
    .string({ message: 'Informe a URL.' })
    .trim()
    .min(1, 'Informe a URL.')
    .max(2000, 'A URL tem no máximo 2000 caracteres.')
    .refine((u) => {
      try {
        const p = new URL(u).protocol;
        return p === 'http:' || p === 'https:';
      } catch {
        return false;
      }
    }, 'URL inválida: use http:// ou https://'),
  eventos: z
    .array(z.enum(EVENTOS_WEBHOOK, { message: 'eventos: evento desconhecido' }), {
      message: 'Escolha ao menos um evento.',
    })
    .min(1, 'Escolha ao menos um evento.')
    .max(EVENTOS_WEBHOOK.length),
  ativo: z.boolean().default(true),
});
export type WebhookSalvar = z.input<typeof webhookSalvarSchema>;

export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  eventos: z.array(z.string()),
  ativo: z.boolean(),
  criadoEm: z.string(),
  /** Segredo da assinatura: só na criação (as listas trazem só o começo). */
  segredo: z.string().nullable(),
  segredoInicio: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhooksRespostaSchema = envelopeMinusculoSchema(z.array(webhookSchema));
export const webhookRespostaSchema = envelopeMinusculoSchema(webhookSchema);

export const tentativaWebhookSchema = z.object({
  numero: z.number(),
  em: z.string(),
  statusHttp: z.number().nullable(),
  duracaoMs: z.number(),
  erro: z.string().nullable(),
  proximaTentativaEm: z.string().nullable(),
});
export type TentativaWebhook = z.infer<typeof tentativaWebhookSchema>;

export const entregaWebhookSchema = z.object({
  id: z.number(),
  eventoId: z.string(),
  tipo: z.string(),
  situacao: z.enum(['pendente', 'entregue', 'desistiu']),
  tentativas: z.number(),
  proximaTentativaEm: z.string().nullable(),
  criadoEm: z.string(),
  historico: z.array(tentativaWebhookSchema),
});
export type EntregaWebhook = z.infer<typeof entregaWebhookSchema>;

export const entregasQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const entregasWebhookSchema = z.object({
  items: z.array(entregaWebhookSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type EntregasWebhook = z.infer<typeof entregasWebhookSchema>;
export const entregasWebhookRespostaSchema = envelopeMinusculoSchema(entregasWebhookSchema);
export const entregaWebhookRespostaSchema = envelopeMinusculoSchema(entregaWebhookSchema);

export const entregaParamSchema = z.object({ id: idSchema, entregaId: idSchema });
