import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fecharCompetencia,
  listarFechamentos,
  reabrirFechamento,
  statusCompetencia,
  verificarFechamento,
} from './fechamento.api.ts';
import type { Competencia } from './folha.api.ts';

export const fechamentoKeys = {
  todos: ['folha', 'fechamento'] as const,
  verificacao: (c: Competencia, pagina: number) =>
    ['folha', 'fechamento', 'verificacao', c, pagina] as const,
  status: (c: Competencia) => ['folha', 'fechamento', 'status', c] as const,
  historico: (c: { ano: number; mes: number }, pagina: number) =>
    ['folha', 'fechamento', 'historico', c, pagina] as const,
};

export const fechamentoQueries = {
  /** A verificação recalcula os espelhos: só roda quando o RH pede (enabled). */
  verificacao: (c: Competencia, pagina: number, enabled: boolean) =>
    queryOptions({
      queryKey: fechamentoKeys.verificacao(c, pagina),
      queryFn: () => verificarFechamento({ ...c, pageNumber: pagina }),
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: false,
    }),
  status: (c: Competencia) =>
    queryOptions({ queryKey: fechamentoKeys.status(c), queryFn: () => statusCompetencia(c) }),
  historico: (c: { ano: number; mes: number }, pagina: number) =>
    queryOptions({
      queryKey: fechamentoKeys.historico(c, pagina),
      queryFn: () => listarFechamentos({ ...c, pageNumber: pagina }),
      placeholderData: keepPreviousData,
    }),
};

/** Fechar e reabrir mudam a situação, o histórico e a verificação da competência. */
export const useFecharCompetencia = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fecharCompetencia,
    onSuccess: () => qc.invalidateQueries({ queryKey: fechamentoKeys.todos }),
  });
};

export const useReabrirFechamento = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; motivo: string }) => reabrirFechamento(v.id, v.motivo),
    onSuccess: () => qc.invalidateQueries({ queryKey: fechamentoKeys.todos }),
  });
};
