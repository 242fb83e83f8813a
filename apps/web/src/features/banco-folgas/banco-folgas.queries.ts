import { queryOptions } from '@tanstack/react-query';
import { loadMeuBancoFolgas } from './banco-folgas.api.ts';

export const bancoFolgasKeys = { todas: ['banco-folgas'] as const };

export const bancoFolgasQueries = {
  meu: () =>
    queryOptions({ queryKey: [...bancoFolgasKeys.todas, 'meu'], queryFn: loadMeuBancoFolgas }),
};
