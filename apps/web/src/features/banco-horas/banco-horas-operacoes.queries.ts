import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bancoHorasKeys } from './banco-horas.queries.ts';
import {
  atribuirEmLote,
  estornarLancamento,
  fecharAntes,
  importarSaldos,
  listarCadastro,
  listarLancamentos,
  listarRescisoesPendentes,
  loadEquipe,
  pagarSaldo,
  rescindir,
} from './banco-horas-operacoes.api.ts';

export const operacoesQueries = {
  lancamentos: (usuarioId: number) =>
    queryOptions({
      queryKey: [...bancoHorasKeys.todas, 'lancamentos', usuarioId] as const,
      queryFn: () => listarLancamentos(usuarioId),
    }),
  rescisoesPendentes: (pagina: number) =>
    queryOptions({
      queryKey: [...bancoHorasKeys.todas, 'rescisoes-pendentes', pagina] as const,
      queryFn: () => listarRescisoesPendentes(pagina),
      placeholderData: keepPreviousData,
    }),
  cadastro: (cadastro: 'departamentos' | 'filiais' | 'grupos') =>
    queryOptions({
      queryKey: ['base', 'filtro', cadastro, 'banco-horas'] as const,
      queryFn: () => listarCadastro(cadastro),
      staleTime: 5 * 60_000,
    }),
  equipe: (q: { limiteMinutos: number; dias: number; pagina: number }) =>
    queryOptions({
      queryKey: [...bancoHorasKeys.todas, 'equipe', q] as const,
      queryFn: () => loadEquipe(q),
      placeholderData: keepPreviousData,
    }),
};

/**
 * Prévias não gravam nada (não invalidam); as confirmações mudam saldos, extratos e listas:
 * invalidam a área inteira do banco de horas.
 */
export const useOperacoesBancoHoras = () => {
  const queryClient = useQueryClient();
  const depois = (_: unknown, e: { previa?: boolean }) =>
    e.previa ? undefined : queryClient.invalidateQueries({ queryKey: bancoHorasKeys.todas });
  return {
    estornar: useMutation({
      mutationFn: estornarLancamento,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: bancoHorasKeys.todas }),
    }),
    pagar: useMutation({ mutationFn: pagarSaldo, onSuccess: depois }),
    fecharAntes: useMutation({ mutationFn: fecharAntes, onSuccess: depois }),
    rescindir: useMutation({ mutationFn: rescindir, onSuccess: depois }),
    importar: useMutation({ mutationFn: importarSaldos, onSuccess: depois }),
    atribuirEmLote: useMutation({ mutationFn: atribuirEmLote, onSuccess: depois }),
  };
};
