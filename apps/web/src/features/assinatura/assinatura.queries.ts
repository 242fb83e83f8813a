import type { DocumentosAssinaturaFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  buscarPessoas,
  listDocumentos,
  listMeusDocumentos,
  listTiposAssinatura,
} from './assinatura.api.ts';

export const assinaturaKeys = {
  todos: ['assinatura'] as const,
  tipos: ['assinatura', 'tipos'] as const,
  meus: (f: DocumentosAssinaturaFiltro) => ['assinatura', 'meus', f] as const,
  gestao: (f: DocumentosAssinaturaFiltro) => ['assinatura', 'gestao', f] as const,
  pessoas: (busca: string) => ['assinatura', 'pessoas', busca] as const,
};

export const assinaturaQueries = {
  tipos: () =>
    queryOptions({
      queryKey: assinaturaKeys.tipos,
      queryFn: listTiposAssinatura,
      staleTime: Infinity,
    }),
  meus: (f: DocumentosAssinaturaFiltro) =>
    queryOptions({
      queryKey: assinaturaKeys.meus(f),
      queryFn: () => listMeusDocumentos(f),
      placeholderData: keepPreviousData,
    }),
  gestao: (f: DocumentosAssinaturaFiltro) =>
    queryOptions({
      queryKey: assinaturaKeys.gestao(f),
      queryFn: () => listDocumentos(f),
      placeholderData: keepPreviousData,
    }),
  pessoas: (busca: string) =>
    queryOptions({
      queryKey: assinaturaKeys.pessoas(busca),
      queryFn: () => buscarPessoas(busca),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};
