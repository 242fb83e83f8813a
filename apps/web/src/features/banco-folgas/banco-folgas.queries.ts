import type { CreditoFolgaBody, FeriadosTrabalhadosBody, FolgaBancoBody } from '@jornada/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  creditarFeriadosTrabalhados,
  creditarFolgas,
  estornarLancamentoFolga,
  loadExtratoFolgas,
  loadMeuBancoFolgas,
  loadSaldosFolgas,
  marcarFolgaBanco,
} from './banco-folgas.api.ts';

export const bancoFolgasKeys = { todas: ['banco-folgas'] as const };

export const bancoFolgasQueries = {
  meu: () =>
    queryOptions({ queryKey: [...bancoFolgasKeys.todas, 'meu'], queryFn: loadMeuBancoFolgas }),
  saldos: () =>
    queryOptions({ queryKey: [...bancoFolgasKeys.todas, 'saldos'], queryFn: loadSaldosFolgas }),
  extrato: (usuarioId: number) =>
    queryOptions({
      queryKey: [...bancoFolgasKeys.todas, 'extrato', usuarioId],
      queryFn: () => loadExtratoFolgas(usuarioId),
    }),
};

/** Toda escrita muda saldos e extratos: invalida o banco de folgas inteiro. */
const useEscrita = <A, R>(fn: (a: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bancoFolgasKeys.todas }),
  });
};

export const useCreditarFolgas = () => useEscrita((b: CreditoFolgaBody) => creditarFolgas(b));
export const useMarcarFolgaBanco = () => useEscrita((b: FolgaBancoBody) => marcarFolgaBanco(b));
export const useEstornarLancamentoFolga = () =>
  useEscrita((p: { id: number; motivo: string }) => estornarLancamentoFolga(p.id, p.motivo));
export const useCreditarFeriadosTrabalhados = () =>
  useEscrita((b: FeriadosTrabalhadosBody) => creditarFeriadosTrabalhados(b));
