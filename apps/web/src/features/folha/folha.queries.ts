import type { LeiauteBody, VerbaBody } from '@jornada/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Competencia,
  carregarConciliacao,
  excluirLeiaute,
  excluirVerba,
  historicoVerba,
  listarDepartamentos,
  listarFiliais,
  listarLeiautes,
  listarTiposQuantidade,
  listarVerbas,
  salvarLeiaute,
  salvarVerba,
} from './folha.api.ts';

export const folhaKeys = {
  verbas: ['folha', 'verbas'] as const,
  historico: (id: number) => ['folha', 'verbas', id, 'historico'] as const,
  tipos: ['folha', 'tipos-quantidade'] as const,
  leiautes: ['folha', 'leiautes'] as const,
  conciliacao: (c: Competencia) => ['folha', 'conciliacao', c] as const,
  filiais: ['folha', 'filiais'] as const,
  departamentos: ['folha', 'departamentos'] as const,
};

export const folhaQueries = {
  verbas: () => queryOptions({ queryKey: folhaKeys.verbas, queryFn: listarVerbas }),
  historico: (id: number) =>
    queryOptions({ queryKey: folhaKeys.historico(id), queryFn: () => historicoVerba(id) }),
  tipos: () =>
    queryOptions({
      queryKey: folhaKeys.tipos,
      queryFn: listarTiposQuantidade,
      staleTime: Infinity,
    }),
  leiautes: () => queryOptions({ queryKey: folhaKeys.leiautes, queryFn: listarLeiautes }),
  conciliacao: (c: Competencia) =>
    queryOptions({
      queryKey: folhaKeys.conciliacao(c),
      queryFn: () => carregarConciliacao(c),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  filiais: () =>
    queryOptions({ queryKey: folhaKeys.filiais, queryFn: listarFiliais, staleTime: 300_000 }),
  departamentos: () =>
    queryOptions({
      queryKey: folhaKeys.departamentos,
      queryFn: listarDepartamentos,
      staleTime: 300_000,
    }),
};

/** Gravações de verbas: cada uma recarrega a lista, o histórico e a conciliação. */
export const useGravarVerba = () => {
  const qc = useQueryClient();
  const invalidar = () => qc.invalidateQueries({ queryKey: ['folha'] });
  return {
    salvar: useMutation({
      mutationFn: ({ corpo, id }: { corpo: VerbaBody; id?: number }) => salvarVerba(corpo, id),
      onSuccess: invalidar,
    }),
    excluir: useMutation({ mutationFn: excluirVerba, onSuccess: invalidar }),
  };
};

export const useGravarLeiaute = () => {
  const qc = useQueryClient();
  const invalidar = () => qc.invalidateQueries({ queryKey: folhaKeys.leiautes });
  return {
    salvar: useMutation({
      mutationFn: ({ corpo, id }: { corpo: LeiauteBody; id?: number }) => salvarLeiaute(corpo, id),
      onSuccess: invalidar,
    }),
    excluir: useMutation({ mutationFn: excluirLeiaute, onSuccess: invalidar }),
  };
};
