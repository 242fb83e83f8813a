import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ErroApi } from '../../lib/http/erro-api.ts';
import {
  type ConsultaEspelho,
  cancelarAusenciaJustificada,
  findPessoasEspelho,
  loadEspelho,
  loadMotivosAusencia,
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
      queryFn: () => loadEspelho(consulta),
    }),
  pessoas: () => queryOptions({ queryKey: espelhoKeys.pessoas, queryFn: findPessoasEspelho }),
  motivosAusencia: () =>
    queryOptions({
      queryKey: espelhoKeys.motivosAusencia,
      queryFn: loadMotivosAusencia,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * Cancelamento de ausência justificada: o espelho é calculado na leitura, então relê-lo recalcula
 * os dias. Também no 409 `JA_CANCELADA` (alguém cancelou antes): a tela estava desatualizada.
 */
export const useCancelarAusenciaJustificada = () => {
  const queryClient = useQueryClient();
  const reler = () => queryClient.invalidateQueries({ queryKey: espelhoKeys.todos });
  return useMutation({
    mutationFn: cancelarAusenciaJustificada,
    onSuccess: reler,
    onError: (erro) => {
      if (erro instanceof ErroApi && erro.codigo === 'JA_CANCELADA') void reler();
    },
  });
};
