import type { TipoCadastro } from '@jornada/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  arquivarCadastro,
  buscarPessoas,
  type DadosCadastro,
  excluirCadastro,
  type FiltroCadastros,
  incluirMembros,
  listCadastros,
  listHistorico,
  listMembros,
  retirarMembro,
  salvarCadastro,
} from './estrutura.api.ts';

export const estruturaQueries = {
  lista: (tipo: TipoCadastro, f: FiltroCadastros) =>
    queryOptions({
      queryKey: ['estrutura', tipo, 'lista', f],
      queryFn: () => listCadastros(tipo, f),
      placeholderData: keepPreviousData,
    }),
  historico: (tipo: TipoCadastro, id: number) =>
    queryOptions({
      queryKey: ['estrutura', tipo, 'historico', id],
      queryFn: () => listHistorico(tipo, id),
    }),
  membros: (grupoId: number, f: { pageNumber: number; search: string }) =>
    queryOptions({
      queryKey: ['estrutura', 'grupos', 'membros', grupoId, f],
      queryFn: () => listMembros(grupoId, f),
      placeholderData: keepPreviousData,
    }),
  pessoas: (search: string) =>
    queryOptions({
      queryKey: ['estrutura', 'pessoas', search],
      queryFn: () => buscarPessoas(search),
      staleTime: 30_000,
    }),
};

/** Gravações de um cadastro: cada uma invalida a lista, o histórico e os membros do tipo. */
export const useGravarCadastro = (tipo: TipoCadastro) => {
  const qc = useQueryClient();
  const invalidar = () => qc.invalidateQueries({ queryKey: ['estrutura', tipo] });
  return {
    salvar: useMutation({
      mutationFn: (v: { id: number | null; dados: DadosCadastro }) =>
        salvarCadastro(tipo, v.id, v.dados),
      onSuccess: invalidar,
    }),
    arquivar: useMutation({
      mutationFn: (v: { id: number; arquivar: boolean }) =>
        arquivarCadastro(tipo, v.id, v.arquivar),
      onSuccess: invalidar,
    }),
    excluir: useMutation({
      mutationFn: (id: number) => excluirCadastro(tipo, id),
      onSuccess: invalidar,
    }),
  };
};

export const useMembros = () => {
  const qc = useQueryClient();
  const invalidar = () => qc.invalidateQueries({ queryKey: ['estrutura', 'grupos'] });
  return {
    incluir: useMutation({
      mutationFn: (v: { grupoId: number; usuarioIds: number[] }) =>
        incluirMembros(v.grupoId, v.usuarioIds),
      onSuccess: invalidar,
    }),
    retirar: useMutation({
      mutationFn: (v: { grupoId: number; usuarioId: number }) =>
        retirarMembro(v.grupoId, v.usuarioId),
      onSuccess: invalidar,
    }),
  };
};
