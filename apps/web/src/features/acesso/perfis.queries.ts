import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessaoStore } from '../../app/session/session-store.ts';
import { atualizarRecursosNaApi } from '../auth/index.ts';
import {
  atualizarPerfil,
  createPerfil,
  definirPerfisDoUsuario,
  excluirPerfil,
  findPessoas,
  listPerfis,
  loadCatalogo,
  loadPerfisDoUsuario,
} from './perfis.api.ts';

export const perfisKeys = {
  todos: ['acesso'] as const,
  catalogo: ['acesso', 'catalogo'] as const,
  perfis: ['acesso', 'perfis'] as const,
  usuarios: ['acesso', 'usuario-perfis'] as const,
  doUsuario: (usuarioId: number) => ['acesso', 'usuario-perfis', usuarioId] as const,
  pessoas: (busca: string) => ['acesso', 'pessoas', busca] as const,
};

/** Busca de pessoas começa depois de 3 caracteres (spec §5, §9). */
export const MINIMO_BUSCA = 3;

export const perfisQueries = {
  catalogo: () =>
    queryOptions({ queryKey: perfisKeys.catalogo, queryFn: loadCatalogo, staleTime: Infinity }),
  perfis: () => queryOptions({ queryKey: perfisKeys.perfis, queryFn: listPerfis }),
  doUsuario: (usuarioId: number) =>
    queryOptions({
      queryKey: perfisKeys.doUsuario(usuarioId),
      queryFn: () => loadPerfisDoUsuario(usuarioId),
    }),
  pessoas: (busca: string) =>
    queryOptions({
      queryKey: perfisKeys.pessoas(busca),
      queryFn: () => findPessoas(busca),
      enabled: busca.trim().length >= MINIMO_BUSCA,
    }),
};

/**
 * As permissões valem no próximo token: depois de mudar perfis, a própria sessão é
 * reautenticada (GET /recurso/update) para que o menu de quem editou reflita a mudança na hora.
 * Uma falha aqui não desfaz o que foi salvo.
 */
const reautenticar = async () => {
  try {
    sessaoStore.atualizarRecursos(await atualizarRecursosNaApi());
  } catch {
    // O menu se atualiza no próximo login ou renovação.
  }
};

const useMutacaoDePerfis = <V, R>(fn: (v: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await reautenticar();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: perfisKeys.todos }),
  });
};

export const useSalvarPerfil = () =>
  useMutacaoDePerfis((v: { id: number | null; nome: string; rotas: string[] }) =>
    v.id === null
      ? createPerfil({ nome: v.nome, rotas: v.rotas })
      : atualizarPerfil({ id: v.id, nome: v.nome, rotas: v.rotas }),
  );

export const useExcluirPerfil = () => useMutacaoDePerfis(excluirPerfil);

export const useDefinirPerfisDoUsuario = () => useMutacaoDePerfis(definirPerfisDoUsuario);
