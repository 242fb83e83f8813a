import { queryOptions } from '@tanstack/react-query';
import { listTratamentos, loadHistorico, loadMotivos } from './tratamento.api.ts';

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
      queryFn: loadMotivos,
      staleTime: 300_000,
    }),
  historico: (inicio: string, fim: string) =>
    queryOptions({
      queryKey: tratamentoKeys.historico(inicio, fim),
      queryFn: () => loadHistorico(inicio, fim),
    }),
  fila: (status: 'ParaAprovar' | 'Aprovada' | 'Reprovada') =>
    queryOptions({
      queryKey: tratamentoKeys.fila(status),
      queryFn: () => listTratamentos(status),
    }),
};
