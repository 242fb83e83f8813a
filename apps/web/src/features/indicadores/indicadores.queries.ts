import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  carregarAbsenteismo,
  carregarBancoHoras,
  carregarHorasExtras,
  carregarMarcacoesPorHora,
  carregarPendencias,
  type FiltrosIndicadores,
  listarCadastro,
} from './indicadores.api.ts';

export const indicadoresKeys = { todas: ['indicadores'] as const };

/** Consultas dos indicadores, cada gráfico com a sua (cada um carrega e falha por si). */
export const indicadoresQueries = {
  horasExtras: (f: FiltrosIndicadores) =>
    queryOptions({
      queryKey: [...indicadoresKeys.todas, 'horas-extras', f] as const,
      queryFn: () => carregarHorasExtras(f),
    }),
  absenteismo: (f: FiltrosIndicadores) =>
    queryOptions({
      queryKey: [...indicadoresKeys.todas, 'absenteismo', f] as const,
      queryFn: () => carregarAbsenteismo(f),
    }),
  bancoHoras: (f: FiltrosIndicadores) =>
    queryOptions({
      queryKey: [...indicadoresKeys.todas, 'banco-horas', f] as const,
      queryFn: () => carregarBancoHoras(f),
    }),
  marcacoesPorHora: (f: FiltrosIndicadores) =>
    queryOptions({
      queryKey: [...indicadoresKeys.todas, 'marcacoes-por-hora', f] as const,
      queryFn: () => carregarMarcacoesPorHora(f),
    }),
  pendencias: (f: FiltrosIndicadores, pagina: number) =>
    queryOptions({
      queryKey: [...indicadoresKeys.todas, 'pendencias', f, pagina] as const,
      queryFn: () => carregarPendencias(f, pagina),
      placeholderData: keepPreviousData,
    }),
  cadastro: (cadastro: 'filiais' | 'departamentos') =>
    queryOptions({
      queryKey: ['base', 'filtro', cadastro, 'indicadores'] as const,
      queryFn: () => listarCadastro(cadastro),
      staleTime: 5 * 60_000,
    }),
};
