import { queryOptions } from '@tanstack/react-query';
import { listFontes } from './sincronizacao.api.ts';

export const sincronizacaoKeys = { fontes: ['sincronizacao', 'fontes'] as const };

export const sincronizacaoQueries = {
  fontes: () => queryOptions({ queryKey: sincronizacaoKeys.fontes, queryFn: listFontes }),
};
