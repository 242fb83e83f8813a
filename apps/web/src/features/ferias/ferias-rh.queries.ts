import type { LancamentosPaginadosQuery } from '@jornada/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lancamentoKeys } from './ferias.queries.ts';
import {
  importarPeriodos,
  loadGrupos,
  loadLancamentosPaginados,
  marcarColetivas,
  previaColetivas,
  previaImportacaoPeriodos,
} from './ferias-rh.api.ts';

export const feriasRhQueries = {
  paginados: (q: Partial<LancamentosPaginadosQuery>) =>
    queryOptions({
      // Sob a família dos lançamentos: aprovar ou reprovar daqui invalida esta lista também.
      queryKey: [...lancamentoKeys.todos, 'rh', q] as const,
      queryFn: () => loadLancamentosPaginados(q),
    }),
  grupos: (cadastro: 'departamentos' | 'filiais') =>
    queryOptions({
      queryKey: ['filtro-base', cadastro] as const,
      queryFn: () => loadGrupos(cadastro),
      staleTime: 5 * 60_000,
    }),
};

/** Gravações mudam saldos e listas de lançamentos: invalida a família inteira. */
const useGravacao = <E, R>(fn: (entrada: E) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lancamentoKeys.todos }),
  });
};

export const usePreviaImportacao = () => useMutation({ mutationFn: previaImportacaoPeriodos });
export const useImportarPeriodos = () => useGravacao(importarPeriodos);
export const usePreviaColetivas = () => useMutation({ mutationFn: previaColetivas });
export const useMarcarColetivas = () => useGravacao(marcarColetivas);
