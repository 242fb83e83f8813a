// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { ATRASOS, assinar, createEntregador, TENTATIVAS_MAX } from './entregador.ts';
export { integracaoRoutes } from './integracao.routes.ts';
export { createTokensApi, type TokensApi } from './tokens.service.ts';
export { createWebhooksService, type WebhooksService } from './webhooks.service.ts';
