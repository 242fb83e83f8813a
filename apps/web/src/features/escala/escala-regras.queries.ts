import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { escalaKeys } from './escala.queries.ts';
import {
  comboCondicoes,
  comboGestoes,
  type FiltroLista,
  historicoAlocacao,
  listarAlocacoes,
  listarEscalas,
  listCondicoes,
  listEmUso,
  listGestoes,
  listModelos,
  listTurnos,
  statusAlocacao,
} from './escala-regras.api.ts';
import { listarFeriados, listarFiliais } from './feriado.api.ts';

export const regrasKeys = {
  todos: ['escala', 'regras'] as const,
  area: (area: string) => ['escala', 'regras', area] as const,
  lista: (area: string, f: object) => ['escala', 'regras', area, 'lista', f] as const,
};

const lista = <T>(area: string, f: FiltroLista, fn: (f: FiltroLista) => Promise<T>) =>
  queryOptions({
    queryKey: regrasKeys.lista(area, f),
    queryFn: () => fn(f),
    placeholderData: keepPreviousData,
  });

export const regrasQueries = {
  turnos: (f: FiltroLista) => lista('turno', f, listTurnos),
  condicoes: (f: FiltroLista) => lista('condicao', f, listCondicoes),
  gestoes: (f: FiltroLista) => lista('gestao', f, listGestoes),
  escalas: (f: FiltroLista) => lista('escala', f, listarEscalas),
  alocacoes: (f: FiltroLista & { escalaId?: number | null }) =>
    queryOptions({
      queryKey: regrasKeys.lista('alocacao', f),
      queryFn: () => listarAlocacoes(f),
      placeholderData: keepPreviousData,
    }),
  comboCondicoes: () =>
    queryOptions({ queryKey: [...regrasKeys.area('condicao'), 'combo'], queryFn: comboCondicoes }),
  comboGestoes: () =>
    queryOptions({ queryKey: [...regrasKeys.area('gestao'), 'combo'], queryFn: comboGestoes }),
  modelos: () =>
    queryOptions({
      queryKey: [...regrasKeys.area('escala'), 'modelos'],
      queryFn: listModelos,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  emUso: () =>
    queryOptions({ queryKey: [...regrasKeys.area('escala'), 'em-uso'], queryFn: listEmUso }),
  feriados: (f: { ano: number; ativo: boolean }) =>
    queryOptions({
      queryKey: regrasKeys.lista('feriado', f),
      queryFn: () => listarFeriados(f),
      placeholderData: keepPreviousData,
    }),
  filiais: () =>
    queryOptions({
      queryKey: [...regrasKeys.area('feriado'), 'filiais'],
      queryFn: listarFiliais,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  historico: (alocacaoId: number) =>
    queryOptions({
      queryKey: [...regrasKeys.area('alocacao'), 'historico', alocacaoId],
      queryFn: () => historicoAlocacao(alocacaoId),
    }),
};

/**
 * Gravações das regras: qualquer uma pode mudar o calendário (escala, turno, alocação, gestão),
 * então recarregam as regras e o serviço de escala inteiro.
 */
export const useGravarRegra = <A, R>(fn: (arg: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: escalaKeys.todos }),
  });
};

/** Arquivar a alocação do dia (painel, quando permitirArquivarAlocacao). */
export const useArquivarAlocacao = () =>
  useGravarRegra((alocacaoId: number) => statusAlocacao(alocacaoId, false));
