import type { EmpresasFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  listAcoesSuporte,
  listEmpresas,
  listPlanosAtivos,
  listSessoesSuporte,
  listUsuariosEmpresa,
  obterConfiguracao,
  type Paginacao,
} from './admin-master.api.ts';

export const adminMasterKeys = {
  todos: ['admin-master'] as const,
  empresas: (f: EmpresasFiltro) => ['admin-master', 'empresas', f] as const,
  configuracao: (id: number) => ['admin-master', 'configuracao', id] as const,
  usuarios: (id: number, search: string) => ['admin-master', 'usuarios', id, search] as const,
  suporte: (id: number) => ['admin-master', 'suporte', id] as const,
  planos: ['admin-master', 'planos'] as const,
};

export const adminMasterQueries = {
  planos: () => queryOptions({ queryKey: adminMasterKeys.planos, queryFn: listPlanosAtivos }),
  empresas: (f: EmpresasFiltro) =>
    queryOptions({
      queryKey: adminMasterKeys.empresas(f),
      queryFn: () => listEmpresas(f),
      placeholderData: keepPreviousData,
    }),
  configuracao: (id: number) =>
    queryOptions({
      queryKey: adminMasterKeys.configuracao(id),
      queryFn: () => obterConfiguracao(id),
    }),
  usuarios: (id: number, search: string) =>
    queryOptions({
      queryKey: adminMasterKeys.usuarios(id, search),
      queryFn: () =>
        listUsuariosEmpresa(id, { pageNumber: 1, pageSize: 25, search: search || undefined }),
      placeholderData: keepPreviousData,
    }),
  sessoes: (id: number, p: Paginacao) =>
    queryOptions({
      queryKey: [...adminMasterKeys.suporte(id), 'sessoes', p] as const,
      queryFn: () => listSessoesSuporte(id, p),
      placeholderData: keepPreviousData,
      // A situação de uma sessão muda com o tempo e com o uso do link: sempre relida.
      staleTime: 0,
    }),
  acoes: (id: number, p: Paginacao) =>
    queryOptions({
      queryKey: [...adminMasterKeys.suporte(id), 'acoes', p] as const,
      queryFn: () => listAcoesSuporte(id, p),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
