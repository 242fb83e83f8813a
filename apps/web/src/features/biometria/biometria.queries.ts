import { queryOptions } from '@tanstack/react-query';
import { findDetalheBiometria, listPessoasBiometria, loadMinhaBiometria } from './biometria.api.ts';

export const biometriaKeys = {
  todos: ['biometria'] as const,
  pessoas: ['biometria', 'pessoas'] as const,
  detalhe: (usuarioId: number) => ['biometria', 'pessoas', usuarioId] as const,
  minha: ['biometria', 'minha'] as const,
};

export const biometriaQueries = {
  pessoas: () => queryOptions({ queryKey: biometriaKeys.pessoas, queryFn: listPessoasBiometria }),
  detalhe: (usuarioId: number) =>
    queryOptions({
      queryKey: biometriaKeys.detalhe(usuarioId),
      queryFn: () => findDetalheBiometria(usuarioId),
    }),
  minha: () => queryOptions({ queryKey: biometriaKeys.minha, queryFn: loadMinhaBiometria }),
};
