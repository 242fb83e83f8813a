import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  findPessoas,
  loadLdap,
  loadPolitica,
  loadSso,
  resetarTotp,
  salvarLdap,
  salvarPolitica,
  salvarSso,
} from './seguranca.api.ts';

export const segurancaKeys = {
  todos: ['seguranca'] as const,
  politica: ['seguranca', 'politica'] as const,
  ldap: ['seguranca', 'ldap'] as const,
  sso: ['seguranca', 'sso'] as const,
  pessoas: (busca: string) => ['seguranca', 'pessoas', busca] as const,
};

/** Busca de pessoas começa depois de 3 caracteres (spec §5, §9), como nos perfis de acesso. */
export const MINIMO_BUSCA = 3;

export const segurancaQueries = {
  politica: () => queryOptions({ queryKey: segurancaKeys.politica, queryFn: loadPolitica }),
  ldap: () => queryOptions({ queryKey: segurancaKeys.ldap, queryFn: loadLdap }),
  sso: () => queryOptions({ queryKey: segurancaKeys.sso, queryFn: loadSso }),
  pessoas: (busca: string) =>
    queryOptions({
      queryKey: segurancaKeys.pessoas(busca),
      queryFn: () => findPessoas(busca),
      enabled: busca.length >= MINIMO_BUSCA,
    }),
};

/** Grava e põe a resposta do servidor no cache da consulta (o que ele guardou é o que vale). */
const useGravarConfig = <V, R>(fn: (v: V) => Promise<R>, queryKey: readonly string[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (salva) => queryClient.setQueryData(queryKey, salva),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};

export const useSalvarPolitica = () => useGravarConfig(salvarPolitica, segurancaKeys.politica);
export const useSalvarLdap = () => useGravarConfig(salvarLdap, segurancaKeys.ldap);
export const useSalvarSso = () => useGravarConfig(salvarSso, segurancaKeys.sso);

/** Remover o segundo fator não muda nada que esta tela liste: não há consulta a invalidar. */
export const useResetarTotp = () => useMutation({ mutationFn: resetarTotp });
