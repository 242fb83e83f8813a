import type { VisaoLancamento } from '@jornada/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contarLancamentos,
  decidirLancamento,
  type EntidadeSobreaviso,
  type FiltroAlocacoes,
  type FiltroLancamentos,
  listarAlocacoes,
  listarLancamentos,
  listarMotivos,
  listarPessoas,
  listarRegras,
  listMinhasRegras,
  loadHistorico,
  loadPainelAprovacoes,
  salvarAlocacao,
  salvarLancamento,
  salvarMotivo,
  salvarRegra,
} from './sobreaviso.api.ts';

const RAIZ = 'sobreaviso';

export const sobreavisoKeys = {
  motivos: [RAIZ, 'motivos'] as const,
  regras: [RAIZ, 'regras'] as const,
  alocacoes: [RAIZ, 'alocacoes'] as const,
  lancamentos: [RAIZ, 'lancamentos'] as const,
  historico: (entidade: EntidadeSobreaviso, id: number) =>
    [RAIZ, 'historico', entidade, id] as const,
};

export const sobreavisoQueries = {
  motivos: (search?: string) =>
    queryOptions({
      queryKey: [...sobreavisoKeys.motivos, search ?? ''] as const,
      queryFn: () => listarMotivos(search ? { search } : {}),
    }),
  motivosAtivos: () =>
    queryOptions({
      queryKey: [...sobreavisoKeys.motivos, 'ativos'] as const,
      queryFn: () => listarMotivos({ ativo: true }),
    }),
  regras: () => queryOptions({ queryKey: sobreavisoKeys.regras, queryFn: listarRegras }),
  minhasRegras: () =>
    queryOptions({
      queryKey: [...sobreavisoKeys.regras, 'usuario-logado'] as const,
      queryFn: listMinhasRegras,
    }),
  alocacoes: (filtro: FiltroAlocacoes = {}) =>
    queryOptions({
      queryKey: [...sobreavisoKeys.alocacoes, filtro] as const,
      queryFn: () => listarAlocacoes(filtro),
    }),
  lancamentos: (filtro: FiltroLancamentos) =>
    queryOptions({
      queryKey: [...sobreavisoKeys.lancamentos, 'lista', filtro] as const,
      queryFn: () => listarLancamentos(filtro),
    }),
  contagem: (visao: VisaoLancamento) =>
    queryOptions({
      queryKey: [...sobreavisoKeys.lancamentos, 'contagem', visao] as const,
      queryFn: () => contarLancamentos(visao),
    }),
  painel: () =>
    queryOptions({
      queryKey: [...sobreavisoKeys.lancamentos, 'painel'] as const,
      queryFn: loadPainelAprovacoes,
    }),
  pessoas: () =>
    queryOptions({
      queryKey: [RAIZ, 'pessoas'] as const,
      queryFn: listarPessoas,
      staleTime: 5 * 60_000,
    }),
  historico: (entidade: EntidadeSobreaviso, id: number) =>
    queryOptions({
      queryKey: sobreavisoKeys.historico(entidade, id),
      queryFn: () => loadHistorico(entidade, id),
    }),
};

/** Cada gravação muda a lista da entidade e o histórico dela. */
export const useSalvarSobreaviso = () => {
  const queryClient = useQueryClient();
  const invalidar = (chave: readonly string[]) => () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chave }),
      queryClient.invalidateQueries({ queryKey: [RAIZ, 'historico'] }),
    ]);
  return {
    motivo: useMutation({ mutationFn: salvarMotivo, onSuccess: invalidar(sobreavisoKeys.motivos) }),
    regra: useMutation({ mutationFn: salvarRegra, onSuccess: invalidar(sobreavisoKeys.regras) }),
    alocacao: useMutation({
      mutationFn: salvarAlocacao,
      onSuccess: invalidar(sobreavisoKeys.alocacoes),
    }),
    lancamento: useMutation({
      mutationFn: salvarLancamento,
      onSuccess: invalidar(sobreavisoKeys.lancamentos),
    }),
  };
};

/** Aprovar, reprovar, cancelar, reabrir: mudam listas, contagens, painel e histórico. */
export const useDecidirLancamento = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidirLancamento,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sobreavisoKeys.lancamentos }),
        queryClient.invalidateQueries({ queryKey: [RAIZ, 'historico'] }),
      ]),
  });
};
