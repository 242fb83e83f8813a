import {
  type EntregasWebhook,
  type EntregaWebhook,
  entregasWebhookRespostaSchema,
  entregaWebhookRespostaSchema,
  type TokenApi,
  type TokenApiCriado,
  type TokenApiCriar,
  tokenApiCriadoRespostaSchema,
  tokenApiRespostaSchema,
  tokensApiRespostaSchema,
  type Webhook,
  type WebhookSalvar,
  webhookRespostaSchema,
  webhooksRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** Chamadas do serviço de integração (SERVICOS.integracao): tokens de API e webhooks. */

const dados = <T>(d: T | null | undefined): T => {
  if (d === null || d === undefined) throw new Error('resposta sem dados');
  return d;
};

export const listTokens = async (): Promise<TokenApi[]> =>
  dados(tokensApiRespostaSchema.parse(await apiFetch('integracao', '/tokens')).data);

export const criarToken = async (b: TokenApiCriar): Promise<TokenApiCriado> =>
  dados(
    tokenApiCriadoRespostaSchema.parse(
      await apiFetch('integracao', '/tokens', { method: 'POST', body: b }),
    ).data,
  );

export const revogarToken = async (id: number): Promise<TokenApi> =>
  dados(
    tokenApiRespostaSchema.parse(
      await apiFetch('integracao', `/tokens/${id}/revogacao`, { method: 'POST' }),
    ).data,
  );

export const listWebhooks = async (): Promise<Webhook[]> =>
  dados(webhooksRespostaSchema.parse(await apiFetch('integracao', '/webhooks')).data);

export const criarWebhook = async (b: WebhookSalvar): Promise<Webhook> =>
  dados(
    webhookRespostaSchema.parse(
      await apiFetch('integracao', '/webhooks', { method: 'POST', body: b }),
    ).data,
  );

export const atualizarWebhook = async (id: number, b: WebhookSalvar): Promise<Webhook> =>
  dados(
    webhookRespostaSchema.parse(
      await apiFetch('integracao', `/webhooks/${id}`, { method: 'PUT', body: b }),
    ).data,
  );

export const excluirWebhook = async (id: number): Promise<void> => {
  await apiFetch('integracao', `/webhooks/${id}`, { method: 'DELETE' });
};

export const testarWebhook = async (id: number): Promise<EntregaWebhook> =>
  dados(
    entregaWebhookRespostaSchema.parse(
      await apiFetch('integracao', `/webhooks/${id}/teste`, { method: 'POST' }),
    ).data,
  );

export const listEntregas = async (
  id: number,
  pageNumber: number,
  pageSize: number,
): Promise<EntregasWebhook> =>
  dados(
    entregasWebhookRespostaSchema.parse(
      await apiFetch('integracao', `/webhooks/${id}/entregas`, { query: { pageNumber, pageSize } }),
    ).data,
  );

export const reenviarEntrega = async (id: number, entregaId: number): Promise<EntregaWebhook> =>
  dados(
    entregaWebhookRespostaSchema.parse(
      await apiFetch('integracao', `/webhooks/${id}/entregas/${entregaId}/reenviar`, {
        method: 'POST',
      }),
    ).data,
  );
