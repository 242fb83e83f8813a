import type { AlertasFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findAlerta, findPreferencias, listAlertas, listConfiguracoes } from './alertas.api.ts';

/** Alertas chegam a qualquer momento: a lista se atualiza sozinha. */
export const ATUALIZACAO_MS = 5_000;

export const alertaKeys = {
  todos: ['alertas'] as const,
  lista: (f: AlertasFiltro) => ['alertas', 'lista', f] as const,
  detalhe: (id: number) => ['alertas', 'detalhe', id] as const,
  configuracao: ['alertas-configuracao'] as const,
  preferencias: ['alertas-preferencias'] as const,
};

export const alertaQueries = {
  lista: (f: AlertasFiltro) =>
    queryOptions({
      queryKey: alertaKeys.lista(f),
      queryFn: () => listAlertas(f),
      placeholderData: keepPreviousData,
      refetchInterval: ATUALIZACAO_MS,
    }),
  detalhe: (id: number) =>
    queryOptions({ queryKey: alertaKeys.detalhe(id), queryFn: () => findAlerta(id) }),
  configuracao: () =>
    queryOptions({ queryKey: alertaKeys.configuracao, queryFn: listConfiguracoes }),
  preferencias: () =>
    queryOptions({ queryKey: alertaKeys.preferencias, queryFn: findPreferencias }),
};
