import type { AutorizacaoHeCriar, DecisaoHeCriar, SolicitacaoHeCriar } from '@jornada/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  autorizarHorasExtras,
  type DecisaoPedido,
  decidirRetida,
  decidirSolicitacao,
  type FiltroAutorizacoes,
  findPessoas,
  loadAutorizacoes,
  loadRetidas,
  loadSolicitacoes,
  revogarAutorizacao,
  type StatusSolicitacao,
  solicitarHorasExtras,
} from './horas-extras.api.ts';

export const horasExtrasKeys = { todas: ['horas-extras'] as const };

export const horasExtrasQueries = {
  solicitacoes: (status?: StatusSolicitacao) =>
    queryOptions({
      queryKey: [...horasExtrasKeys.todas, 'solicitacoes', status ?? 'todas'],
      queryFn: () => loadSolicitacoes(status),
    }),
  autorizacoes: (f: FiltroAutorizacoes) =>
    queryOptions({
      queryKey: [...horasExtrasKeys.todas, 'autorizacoes', f],
      queryFn: () => loadAutorizacoes(f),
    }),
  retidas: (inicio: string, fim: string) =>
    queryOptions({
      queryKey: [...horasExtrasKeys.todas, 'retidas', inicio, fim],
      queryFn: () => loadRetidas(inicio, fim),
    }),
  pessoas: (search: string) =>
    queryOptions({
      queryKey: ['horas-extras-pessoas', search],
      queryFn: () => findPessoas(search || undefined),
      staleTime: 60_000,
    }),
};

/**
 * Toda escrita muda pedidos, autorizações e retidas de uma vez (aprovar cria autorização; autorizar
 * tira o dia das retidas): invalida a área inteira e o espelho, que mostra a divisão do dia.
 */
const useEscrita = <A, R>(fn: (a: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: horasExtrasKeys.todas });
      await queryClient.invalidateQueries({ queryKey: ['espelho'] });
    },
  });
};

export const useSolicitarHorasExtras = () =>
  useEscrita((b: SolicitacaoHeCriar) => solicitarHorasExtras(b));
export const useDecidirSolicitacao = () =>
  useEscrita((p: { id: number } & DecisaoPedido) => {
    const { id, ...corpo } = p;
    return decidirSolicitacao(id, corpo);
  });
export const useAutorizarHorasExtras = () =>
  useEscrita((b: AutorizacaoHeCriar) => autorizarHorasExtras(b));
export const useRevogarAutorizacao = () =>
  useEscrita((p: { id: number; motivo: string }) => revogarAutorizacao(p.id, p.motivo));
export const useDecidirRetida = () => useEscrita((b: DecisaoHeCriar) => decidirRetida(b));
