import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alterarFormaApuracao,
  alterarRegraApuracao,
  alterarStatusRegraApuracao,
  carregarVersoesRegraApuracao,
  criarFormaApuracao,
  criarRegraApuracao,
  duplicarRegraApuracao,
  excluirFormaApuracao,
  listarFormasApuracao,
  listarRegrasApuracao,
} from './regra-apuracao.api.ts';

export const apuracaoKeys = {
  formas: ['formas-apuracao'] as const,
  regras: ['regras-apuracao'] as const,
  versoes: (id: number) => ['regras-apuracao', 'versoes', id] as const,
};

export const apuracaoQueries = {
  formas: () => queryOptions({ queryKey: apuracaoKeys.formas, queryFn: listarFormasApuracao }),
  regras: (incluirArquivadas = false) =>
    queryOptions({
      queryKey: [...apuracaoKeys.regras, 'lista', incluirArquivadas ? 'com-arquivadas' : 'ativas'],
      queryFn: () => listarRegrasApuracao(incluirArquivadas),
    }),
  versoes: (id: number) =>
    queryOptions({
      queryKey: apuracaoKeys.versoes(id),
      queryFn: () => carregarVersoesRegraApuracao(id),
    }),
};

export const useSalvarFormaApuracao = () => {
  const queryClient = useQueryClient();
  const invalidar = () => queryClient.invalidateQueries({ queryKey: apuracaoKeys.formas });
  return {
    criar: useMutation({ mutationFn: criarFormaApuracao, onSuccess: invalidar }),
    alterar: useMutation({ mutationFn: alterarFormaApuracao, onSuccess: invalidar }),
    excluir: useMutation({ mutationFn: excluirFormaApuracao, onSuccess: invalidar }),
  };
};

/** Criar, alterar (nova versão) e duplicar mudam a lista e as versões das regras de apuração. */
export const useSalvarRegraApuracao = () => {
  const queryClient = useQueryClient();
  const invalidar = () => queryClient.invalidateQueries({ queryKey: apuracaoKeys.regras });
  return {
    criar: useMutation({ mutationFn: criarRegraApuracao, onSuccess: invalidar }),
    alterar: useMutation({ mutationFn: alterarRegraApuracao, onSuccess: invalidar }),
    duplicar: useMutation({ mutationFn: duplicarRegraApuracao, onSuccess: invalidar }),
    alterarStatus: useMutation({ mutationFn: alterarStatusRegraApuracao, onSuccess: invalidar }),
  };
};
