import { queryOptions } from '@tanstack/react-query';
import { loadDiaResumido } from './ponto.api.ts';

export const pontoKeys = {
  todos: ['ponto'] as const,
  diasResumidos: ['ponto', 'dia-resumido'] as const,
  diaResumido: (data: string) => ['ponto', 'dia-resumido', data] as const,
};

export const pontoQueries = {
  diaResumido: (data: string) =>
    queryOptions({
      queryKey: pontoKeys.diaResumido(data),
      queryFn: () => loadDiaResumido(data),
    }),
};
