import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bancoHorasKeys } from './banco-horas.queries.ts';
import { desfazerPagamento, listarPagamentos } from './pagamentos-registrados.api.ts';

export const pagamentosQueries = {
  daPessoa: (usuarioId: number) =>
    queryOptions({
      queryKey: [...bancoHorasKeys.todas, 'pagamentos', usuarioId] as const,
      queryFn: () => listarPagamentos(usuarioId),
    }),
};

/** Desfazer muda saldo, extrato e listas: invalida a área inteira do banco de horas. */
export const useDesfazerPagamento = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desfazerPagamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bancoHorasKeys.todas }),
  });
};
