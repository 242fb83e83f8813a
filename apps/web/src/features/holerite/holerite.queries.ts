import type { ImportacaoFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findPrevia, listHolerites, listMeusHolerites, listTiposHolerite } from './holerite.api.ts';

export const holeriteKeys = {
  todos: ['holerites'] as const,
  tipos: ['holerites', 'tipos'] as const,
  lista: (f: ImportacaoFiltro) => ['holerites', 'lista', f] as const,
  meus: ['holerites', 'meus'] as const,
  lote: (loteId: number) => ['holerites', 'lote', loteId] as const,
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
  /** Uma importação (prévia e andamento da divisão na fila). */
  lote: (loteId: number) =>
    queryOptions({ queryKey: holeriteKeys.lote(loteId), queryFn: () => findPrevia(loteId) }),
};
