import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alterarFormaApuracao,
  alterarRegraApuracao,
  alterarStatusRegraApuracao,
  createFormaApuracao,
  createRegraApuracao,
  duplicarRegraApuracao,
  excluirFormaApuracao,
  listFormasApuracao,
  listRegrasApuracao,
  loadVersoesRegraApuracao,
} from './regra-apuracao.api.ts';

export const apuracaoKeys = {
  formas: ['formas-apuracao'] as const,
  regras: ['regras-apuracao'] as const,
  versoes: (id: number) => ['regras-apuracao', 'versoes', id] as const,
};

export const apuracaoQueries = {
  formas: () => queryOptions({ queryKey: apuracaoKeys.formas, queryFn: listFormasApuracao }),
  regras: (incluirArquivadas = false) =>
    queryOptions({
      queryKey: [...apuracaoKeys.regras, 'lista', incluirArquivadas ? 'com-arquivadas' : 'ativas'],
      queryFn: () => listRegrasApuracao(incluirArquivadas),
    }),
  versoes: (id: number) =>
    queryOptions({
      queryKey: apuracaoKeys.versoes(id),
      queryFn: () => loadVersoesRegraApuracao(id),
    }),
};

export const useSalvarFormaApuracao = () => {
  const queryClient = useQueryClient();
  const invalidar = () => queryClient.invalidateQueries({ queryKey: apuracaoKeys.formas });
  return {
    criar: useMutation({ mutationFn: createFormaApuracao, onSuccess: invalidar }),
    alterar: useMutation({ mutationFn: alterarFormaApuracao, onSuccess: invalidar }),
    excluir: useMutation({ mutationFn: excluirFormaApuracao, onSuccess: invalidar }),
  };
};

/** Criar, alterar (nova versão) e duplicar mudam a lista e as versões das regras de apuração. */
export const useSalvarRegraApuracao = () => {
  const queryClient = useQueryClient();
  const invalidar = () => queryClient.invalidateQueries({ queryKey: apuracaoKeys.regras });
  return {
    criar: useMutation({ mutationFn: createRegraApuracao, onSuccess: invalidar }),
    alterar: useMutation({ mutationFn: alterarRegraApuracao, onSuccess: invalidar }),
    duplicar: useMutation({ mutationFn: duplicarRegraApuracao, onSuccess: invalidar }),
    alterarStatus: useMutation({ mutationFn: alterarStatusRegraApuracao, onSuccess: invalidar }),
  };
};
