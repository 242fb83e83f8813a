import { queryOptions } from '@tanstack/react-query';
import { carregarHistorico, carregarMotivos, listarTratamentos } from './tratamento.api.ts';

export const tratamentoKeys = {
  motivos: ['tratamento', 'motivos'] as const,
  historicos: ['tratamento', 'historico'] as const,
  historico: (inicio: string, fim: string) => ['tratamento', 'historico', inicio, fim] as const,
  fila: (status: string) => ['tratamento', 'fila', status] as const,
  filas: ['tratamento', 'fila'] as const,
};

export const tratamentoQueries = {
  motivos: () =>
    queryOptions({
      queryKey: tratamentoKeys.motivos,
      queryFn: carregarMotivos,
      staleTime: 300_000,
    }),
  historico: (inicio: string, fim: string) =>
    queryOptions({
      queryKey: tratamentoKeys.historico(inicio, fim),
      queryFn: () => carregarHistorico(inicio, fim),
    }),
  fila: (status: 'ParaAprovar' | 'Aprovada' | 'Reprovada') =>
    queryOptions({
      queryKey: tratamentoKeys.fila(status),
      queryFn: () => listarTratamentos(status),
    }),
};
