import { useQuery } from '@tanstack/react-query';
import { bancoHorasQueries } from './banco-horas.queries.ts';

/** Nome de cada colaborador pelo cadastro de pessoas; o id interno nunca aparece na tela. */
export const useNomes = () => {
  const pessoas = useQuery(bancoHorasQueries.pessoas());
  return {
    pessoas: pessoas.data ?? [],
    nomeDe: (id: number) =>
      pessoas.data?.find((p) => p.id === id)?.nome ??
      (pessoas.isPending ? '…' : 'Colaborador desligado'),
  };
};
