import { queryOptions } from '@tanstack/react-query';
import {
  buscarPessoasEspelho,
  type ConsultaEspelho,
  carregarEspelho,
  carregarMotivosAusencia,
} from './espelho.api.ts';

export const espelhoKeys = {
  todos: ['espelho'] as const,
  mes: (c: ConsultaEspelho) => ['espelho', 'mes', c.usuarioId ?? 'proprio', c.ano, c.mes] as const,
  pessoas: ['espelho', 'pessoas'] as const,
  motivosAusencia: ['espelho', 'motivos-ausencia'] as const,
};

export const espelhoQueries = {
  mes: (consulta: ConsultaEspelho) =>
    queryOptions({
      queryKey: espelhoKeys.mes(consulta),
      queryFn: () => carregarEspelho(consulta),
    }),
  pessoas: () => queryOptions({ queryKey: espelhoKeys.pessoas, queryFn: buscarPessoasEspelho }),
  motivosAusencia: () =>
    queryOptions({
      queryKey: espelhoKeys.motivosAusencia,
      queryFn: carregarMotivosAusencia,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
