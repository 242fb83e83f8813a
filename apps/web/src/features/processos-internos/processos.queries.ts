import type { StatusProcesso } from '@jornada/contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  type FiltroCaixa,
  listCaixa,
  listGestores,
  listMinhas,
  listTipos,
} from './processos.api.ts';

export const processoKeys = {
  todas: ['processos-internos'] as const,
  tipos: (todos: boolean) => ['processos-internos', 'tipos', todos] as const,
  minhas: (status?: StatusProcesso) => ['processos-internos', 'minhas', status ?? null] as const,
  caixa: (f: FiltroCaixa) => ['processos-internos', 'caixa', f] as const,
  gestores: ['processos-internos', 'gestores'] as const,
};

export const processoQueries = {
  tipos: (todos = false) =>
    queryOptions({ queryKey: processoKeys.tipos(todos), queryFn: () => listTipos(todos) }),
  minhas: (status?: StatusProcesso) =>
    queryOptions({ queryKey: processoKeys.minhas(status), queryFn: () => listMinhas(status) }),
  caixa: (f: FiltroCaixa) =>
    queryOptions({ queryKey: processoKeys.caixa(f), queryFn: () => listCaixa(f) }),
  gestores: () =>
    queryOptions({ queryKey: processoKeys.gestores, queryFn: listGestores, retry: false }),
};
