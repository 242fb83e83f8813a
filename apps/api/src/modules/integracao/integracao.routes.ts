import {
  entregaParamSchema,
  entregasQuerySchema,
  entregasWebhookRespostaSchema,
  entregaWebhookRespostaSchema,
  idParamSchema,
  tokenApiCriadoRespostaSchema,
  tokenApiCriarSchema,
  tokenApiRespostaSchema,
  tokensApiRespostaSchema,
  webhookRespostaSchema,
  webhookSalvarSchema,
  webhooksRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { TokensApi } from './tokens.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

export const ROTA_TOKENS = '/dashboard/admin/integracoes/tokens';
export const ROTA_WEBHOOKS = '/dashboard/admin/integracoes/webhooks';

const tags = ['integracao'];
const vazio = z.object({
  success: z.boolean(),
  data: z.null(),
  error: z.string().nullable(),
  message: z.string().nullable(),
});

/** Tokens de API e webhooks da empresa (issue #22 §5), sob SERVICOS.integracao. */
export const integracaoRoutes: FastifyPluginAsyncZod<{
  tokens: TokensApi;
  webhooks: WebhooksService;
}> = async (app, { tokens, webhooks }) => {
  app.get(
    '/tokens',
    {
      schema: {
        tags,
        summary: 'Tokens de API da empresa',
        response: { 200: tokensApiRespostaSchema },
      },
    },
    async (req) => ok(await tokens.listar(exigirRota(req, ROTA_TOKENS))),
  );

  app.post(
    '/tokens',
    {
      schema: {
        tags,
        summary: 'Cria um token de API (o segredo aparece só nesta resposta)',
        body: tokenApiCriarSchema,
        response: { 200: tokenApiCriadoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_TOKENS);
      return ok(
        await tokens.criar(auth, req.body),
        'Token criado. Copie o segredo agora: ele não será mostrado de novo.',
      );
    },
  );

  app.post(
    '/tokens/:id/revogacao',
    {
      schema: {
        tags,
        summary: 'Revoga um token de API (as próximas chamadas com ele recebem 401)',
        params: idParamSchema,
        response: { 200: tokenApiRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_TOKENS);
      return ok(await tokens.revogar(auth, req.params.id), 'Token revogado.');
    },
  );

  app.get(
    '/webhooks',
    { schema: { tags, summary: 'Webhooks da empresa', response: { 200: webhooksRespostaSchema } } },
    async (req) => ok(await webhooks.listar(exigirRota(req, ROTA_WEBHOOKS))),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Cria um webhook (o segredo da assinatura aparece só nesta resposta)',
        body: webhookSalvarSchema,
        response: { 200: webhookRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_WEBHOOKS);
      return ok(await webhooks.criar(auth, req.body), 'Webhook criado.');
    },
  );

  app.put(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Altera URL, eventos ou situação de um webhook',
        params: idParamSchema,
        body: webhookSalvarSchema,
        response: { 200: webhookRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_WEBHOOKS);
      return ok(await webhooks.atualizar(auth, req.params.id, req.body), 'Webhook alterado.');
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um webhook e o registro das entregas',
        params: idParamSchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_WEBHOOKS);
      await webhooks.excluir(auth, req.params.id);
      return ok(null, 'Webhook excluído.');
    },
  );

  app.post(
    '/webhooks/:id/teste',
    {
      schema: {
        tags,
        summary: 'Envia agora um evento de teste (webhook.teste) ao destino',
        params: idParamSchema,
        response: { 200: entregaWebhookRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_WEBHOOKS);
      return ok(await webhooks.testar(auth, req.params.id));
    },
  );

  app.get(
    '/webhooks/:id/entregas',
    {
      schema: {
        tags,
        summary: 'Registro das entregas de um webhook, com cada tentativa (mais recentes primeiro)',
        params: idParamSchema,
        querystring: entregasQuerySchema,
        response: { 200: entregasWebhookRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_WEBHOOKS);
      return ok(await webhooks.entregas(auth, req.params.id, req.query));
    },
  );

  app.post(
    '/webhooks/:id/entregas/:entregaId/reenviar',
    {
      schema: {
        tags,
        summary: 'Reenvia uma entrega agora',
        params: entregaParamSchema,
        response: { 200: entregaWebhookRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_WEBHOOKS);
      return ok(
        await webhooks.reenviar(auth, req.params.id, req.params.entregaId),
        'Entrega reenviada.',
      );
    },
  );
};
