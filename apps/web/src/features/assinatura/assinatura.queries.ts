import type { DocumentosAssinaturaFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  buscarPessoas,
  lerLoteAssinatura,
  listDocumentos,
  listMeusDocumentos,
  listTiposAssinatura,
} from './assinatura.api.ts';

/** Enquanto o lote está sendo gerado, a tela o consulta a cada segundo. */
const INTERVALO_ANDAMENTO_MS = 1000;

export const assinaturaKeys = {
  todos: ['assinatura'] as const,
  tipos: ['assinatura', 'tipos'] as const,
  meus: (f: DocumentosAssinaturaFiltro) => ['assinatura', 'meus', f] as const,
  gestaoTodos: ['assinatura', 'gestao'] as const,
  gestao: (f: DocumentosAssinaturaFiltro) => ['assinatura', 'gestao', f] as const,
  lote: (loteId: string) => ['assinatura', 'lote', loteId] as const,
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
  lote: (loteId: string) =>
    queryOptions({
      queryKey: assinaturaKeys.lote(loteId),
      queryFn: () => lerLoteAssinatura(loteId),
      refetchInterval: (q) =>
        q.state.data?.situacao === 'gerando' ? INTERVALO_ANDAMENTO_MS : false,
    }),
  pessoas: (busca: string) =>
    queryOptions({
      queryKey: assinaturaKeys.pessoas(busca),
      queryFn: () => buscarPessoas(busca),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};
