import type { ImportacaoFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listHolerites, listMeusHolerites, listTiposHolerite } from './holerite.api.ts';

export const holeriteKeys = {
  todos: ['holerites'] as const,
  tipos: ['holerites', 'tipos'] as const,
  lista: (f: ImportacaoFiltro) => ['holerites', 'lista', f] as const,
  meus: ['holerites', 'meus'] as const,
};

export const holeriteQueries = {
  tipos: () =>
    queryOptions({
      queryKey: holeriteKeys.tipos,
      queryFn: listTiposHolerite,
      staleTime: Infinity,
    }),
  lista: (f: ImportacaoFiltro) =>
    queryOptions({
      queryKey: holeriteKeys.lista(f),
      queryFn: () => listHolerites(f),
      placeholderData: keepPreviousData,
    }),
  meus: () => queryOptions({ queryKey: holeriteKeys.meus, queryFn: listMeusHolerites }),
};
