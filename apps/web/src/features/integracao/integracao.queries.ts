import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listEntregas, listTokens, listWebhooks } from './integracao.api.ts';

export const integracaoKeys = {
  tokens: ['integracao', 'tokens'] as const,
  webhooks: ['integracao', 'webhooks'] as const,
  entregasDe: (id: number) => ['integracao', 'entregas', id] as const,
  entregas: (id: number, pagina: number) => ['integracao', 'entregas', id, pagina] as const,
};

export const TAMANHO_PAGINA_ENTREGAS = 10;

export const integracaoQueries = {
  tokens: () => queryOptions({ queryKey: integracaoKeys.tokens, queryFn: listTokens }),
  webhooks: () => queryOptions({ queryKey: integracaoKeys.webhooks, queryFn: listWebhooks }),
  entregas: (id: number, pagina: number) =>
    queryOptions({
      queryKey: integracaoKeys.entregas(id, pagina),
      queryFn: () => listEntregas(id, pagina, TAMANHO_PAGINA_ENTREGAS),
      placeholderData: keepPreviousData,
    }),
};
