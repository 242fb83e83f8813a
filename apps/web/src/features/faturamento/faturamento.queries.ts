import type {
  AtribuicaoPlanoBody,
  PlanoAlteracaoBody,
  PlanoBody,
  PlanoPrecoBody,
} from '@jornada/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alterarPlano,
  atribuirPlano,
  type ChaveExtrato,
  carregarExtrato,
  criarPlano,
  fecharExtrato,
  listarAtribuicoes,
  listarColaboradoresFaturados,
  listarEmpresasDoMes,
  listarFechamentos,
  listarPlanos,
  novoPreco,
  type Pagina,
} from './faturamento.api.ts';

export const faturamentoKeys = {
  todos: ['faturamento'] as const,
  empresas: (competencia: string, p: Pagina) =>
    ['faturamento', 'empresas', competencia, p] as const,
  extrato: (k: ChaveExtrato) => ['faturamento', 'extrato', k] as const,
  colaboradores: (k: ChaveExtrato, p: Pagina) => ['faturamento', 'colaboradores', k, p] as const,
  fechamentos: (p: Pagina) => ['faturamento', 'fechamentos', p] as const,
  planos: ['faturamento', 'planos'] as const,
  atribuicoes: (empresaId: number) => ['faturamento', 'atribuicoes', empresaId] as const,
};

export const faturamentoQueries = {
  empresas: (competencia: string, p: Pagina) =>
    queryOptions({
      queryKey: faturamentoKeys.empresas(competencia, p),
      queryFn: () => listarEmpresasDoMes({ competencia, ...p }),
      placeholderData: keepPreviousData,
    }),
  extrato: (k: ChaveExtrato) =>
    queryOptions({ queryKey: faturamentoKeys.extrato(k), queryFn: () => carregarExtrato(k) }),
  colaboradores: (k: ChaveExtrato, p: Pagina) =>
    queryOptions({
      queryKey: faturamentoKeys.colaboradores(k, p),
      queryFn: () => listarColaboradoresFaturados({ ...k, ...p }),
      placeholderData: keepPreviousData,
    }),
  fechamentos: (p: Pagina) =>
    queryOptions({
      queryKey: faturamentoKeys.fechamentos(p),
      queryFn: () => listarFechamentos(p),
      placeholderData: keepPreviousData,
    }),
  planos: () => queryOptions({ queryKey: faturamentoKeys.planos, queryFn: listarPlanos }),
  atribuicoes: (empresaId: number) =>
    queryOptions({
      queryKey: faturamentoKeys.atribuicoes(empresaId),
      queryFn: () => listarAtribuicoes(empresaId),
    }),
};

/** Toda gravação do faturamento muda extratos, totais e histórico: invalida a área inteira. */
const useGravacao = <A, R>(fn: (a: A) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: faturamentoKeys.todos }),
  });
};

export const useFecharExtrato = () => useGravacao((k: ChaveExtrato) => fecharExtrato(k));
export const useCriarPlano = () => useGravacao((b: PlanoBody) => criarPlano(b));
export const useAlterarPlano = () => useGravacao((b: PlanoAlteracaoBody) => alterarPlano(b));
export const useNovoPreco = () => useGravacao((b: PlanoPrecoBody) => novoPreco(b));
export const useAtribuirPlano = () => useGravacao((b: AtribuicaoPlanoBody) => atribuirPlano(b));
