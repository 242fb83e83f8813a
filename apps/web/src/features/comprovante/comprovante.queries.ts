import { queryOptions } from '@tanstack/react-query';
import { listComprovantes, verificarComprovante } from './comprovante.api.ts';

export const comprovanteKeys = {
  todos: ['comprovantes'] as const,
  ultimos: ['comprovantes', 'ultimas-48h'] as const,
  verificacao: (codigo: string) => ['comprovantes', 'verificacao', codigo] as const,
};

export const comprovanteQueries = {
  ultimos: () => queryOptions({ queryKey: comprovanteKeys.ultimos, queryFn: listComprovantes }),
  verificacao: (codigo: string) =>
    queryOptions({
      queryKey: comprovanteKeys.verificacao(codigo),
      queryFn: () => verificarComprovante(codigo),
      retry: false,
    }),
};
