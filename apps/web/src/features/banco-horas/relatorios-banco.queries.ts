import type { TipoRelatorioBancoHoras } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bancoHorasKeys } from './banco-horas.queries.ts';
import { type FiltrosRelatorio, listarFiltro, loadRelatorio } from './relatorios-banco.api.ts';

export const relatoriosQueries = {
  relatorio: (tipo: TipoRelatorioBancoHoras, filtros: FiltrosRelatorio, pagina: number) =>
    queryOptions({
      queryKey: [...bancoHorasKeys.todas, 'relatorio', tipo, filtros, pagina] as const,
      queryFn: () => loadRelatorio(tipo, { ...filtros, pagina }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  filtro: (cadastro: 'filiais' | 'departamentos' | 'grupos') =>
    queryOptions({
      queryKey: ['base', 'filtro', cadastro, 'banco-horas'] as const,
      queryFn: () => listarFiltro(cadastro),
      staleTime: 5 * 60_000,
    }),
};
