import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConsultaOcorrencias,
  cancelarReprocessamento,
  createReprocessamento,
  listarDepartamentos,
  listReprocessamentos,
  loadLogReprocessamento,
  loadOcorrencias,
} from './reprocessamento.api.ts';

export const reprocessamentoKeys = {
  todos: ['reprocessamento'] as const,
  lista: ['reprocessamento', 'lista'] as const,
  log: (id: number) => ['reprocessamento', 'log', id] as const,
  ocorrencias: (c: ConsultaOcorrencias) => ['reprocessamento', 'ocorrencias', c] as const,
  departamentos: ['reprocessamento', 'departamentos'] as const,
};

/** Enquanto algum pedido está pendente ou processando, a lista é consultada a cada 2 s. */
export const INTERVALO_ACOMPANHAMENTO_MS = 2000;

export const reprocessamentoQueries = {
  lista: () =>
    queryOptions({
      queryKey: reprocessamentoKeys.lista,
      queryFn: listReprocessamentos,
      refetchInterval: (query) =>
        query.state.data?.items.some((r) => r.status === 'pendente' || r.status === 'processando')
          ? INTERVALO_ACOMPANHAMENTO_MS
          : false,
    }),
  log: (id: number, emAndamento: boolean) =>
    queryOptions({
      queryKey: reprocessamentoKeys.log(id),
      queryFn: () => loadLogReprocessamento(id),
      refetchInterval: emAndamento ? INTERVALO_ACOMPANHAMENTO_MS : false,
    }),
  ocorrencias: (c: ConsultaOcorrencias) =>
    queryOptions({
      queryKey: reprocessamentoKeys.ocorrencias(c),
      queryFn: () => loadOcorrencias(c),
    }),
  departamentos: () =>
    queryOptions({ queryKey: reprocessamentoKeys.departamentos, queryFn: listarDepartamentos }),
};

export const useCriarReprocessamento = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReprocessamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reprocessamentoKeys.todos }),
  });
};

export const useCancelarReprocessamento = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarReprocessamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reprocessamentoKeys.todos }),
  });
};
