import type { AplicarModeloBody, ConvencaoBody } from '@jornada/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alterarConvencao,
  aplicarModelo,
  buscarPessoas,
  criarConvencao,
  definirSindicato,
  listColaboradores,
  listConvencoes,
  listHistorico,
  listModelos,
  listSindicatos,
  obterReprocessamento,
} from './convencoes.api.ts';

const SITUACOES_FINAIS = new Set(['concluido', 'cancelado', 'erro']);
/** Enquanto o reprocessamento anda, o andamento é relido a cada 2 s. */
const INTERVALO_ANDAMENTO_MS = 2000;

export const convencoesQueries = {
  sindicatos: () =>
    queryOptions({ queryKey: ['convencoes', 'sindicatos'], queryFn: listSindicatos }),
  modelos: () =>
    queryOptions({
      queryKey: ['convencoes', 'modelos'],
      queryFn: listModelos,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  doSindicato: (sindicatoId: number) =>
    queryOptions({
      queryKey: ['convencoes', 'sindicato', sindicatoId, 'lista'],
      queryFn: () => listConvencoes(sindicatoId),
    }),
  historico: (convencaoId: number) =>
    queryOptions({
      queryKey: ['convencoes', 'historico', convencaoId],
      queryFn: () => listHistorico(convencaoId),
    }),
  colaboradores: (sindicatoId: number) =>
    queryOptions({
      queryKey: ['convencoes', 'sindicato', sindicatoId, 'colaboradores'],
      queryFn: () => listColaboradores(sindicatoId),
    }),
  pessoas: (search: string) =>
    queryOptions({
      queryKey: ['convencoes', 'pessoas', search],
      queryFn: () => buscarPessoas(search),
      staleTime: 30_000,
    }),
  reprocessamento: (id: number) =>
    queryOptions({
      queryKey: ['convencoes', 'reprocessamento', id],
      queryFn: () => obterReprocessamento(id),
      retry: false,
      refetchInterval: (q) =>
        q.state.data && SITUACOES_FINAIS.has(q.state.data.status) ? false : INTERVALO_ANDAMENTO_MS,
    }),
};

/**
 * Gravações de convenção: relêem as convenções (e o histórico) e o espelho, que passa a mostrar
 * a convenção desde a vigência.
 */
export const useGravarConvencao = () => {
  const qc = useQueryClient();
  const invalidar = async () => {
    await qc.invalidateQueries({ queryKey: ['convencoes'] });
    await qc.invalidateQueries({ queryKey: ['espelho'] });
  };
  return {
    criar: useMutation({
      mutationFn: (v: { sindicatoId: number; corpo: ConvencaoBody }) =>
        criarConvencao(v.sindicatoId, v.corpo),
      onSuccess: invalidar,
    }),
    aplicarModelo: useMutation({
      mutationFn: (v: { sindicatoId: number; corpo: AplicarModeloBody }) =>
        aplicarModelo(v.sindicatoId, v.corpo),
      onSuccess: invalidar,
    }),
    alterar: useMutation({
      mutationFn: (v: { convencaoId: number; corpo: ConvencaoBody }) =>
        alterarConvencao(v.convencaoId, v.corpo),
      onSuccess: invalidar,
    }),
  };
};

/** Ligar ou desligar uma pessoa de um sindicato relê as listas de colaboradores e o espelho. */
export const useDefinirSindicato = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { usuarioId: number; sindicatoId: number | null }) =>
      definirSindicato(v.usuarioId, v.sindicatoId),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['convencoes', 'sindicato'] });
      await qc.invalidateQueries({ queryKey: ['espelho'] });
    },
  });
};
