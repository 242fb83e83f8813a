import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { ErrorState, type ErrorStateProps } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';

export type ListaComEstadosProps<T> = {
  /** O estado da consulta (ex.: o resultado de `useQuery`). */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Os itens carregados (ex.: `query.data` ou `query.data?.items`). */
  items: readonly T[] | undefined;
  loadingLabel: string;
  errorState: Omit<ErrorStateProps, 'error'>;
  emptyState: EmptyStateProps;
  /** A lista, só quando há itens. */
  children: (items: readonly T[]) => ReactNode;
};

/**
 * Os quatro estados de uma lista carregada da API: carregando, falha (mensagem do servidor e,
 * se pedido, "Tentar novamente"), vazia e a lista em si.
 */
export const ListaComEstados = <T,>({
  query,
  items,
  loadingLabel,
  errorState,
  emptyState,
  children,
}: ListaComEstadosProps<T>) => {
  if (query.isError) return <ErrorState error={query.error} {...errorState} />;
  if (query.isPending || items === undefined) return <LoadingState label={loadingLabel} />;
  if (items.length === 0) return <EmptyState {...emptyState} />;
  return <>{children(items)}</>;
};
