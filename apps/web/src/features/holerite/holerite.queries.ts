import type { ImportacaoFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listarHolerites, listarMeusHolerites, listarTiposHolerite } from './holerite.api.ts';

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
      queryFn: listarTiposHolerite,
      staleTime: Infinity,
    }),
  lista: (f: ImportacaoFiltro) =>
    queryOptions({
      queryKey: holeriteKeys.lista(f),
      queryFn: () => listarHolerites(f),
      placeholderData: keepPreviousData,
    }),
  meus: () => queryOptions({ queryKey: holeriteKeys.meus, queryFn: listarMeusHolerites }),
};
