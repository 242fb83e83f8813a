import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alterarRegraCalculo,
  alterarStatusRegraCalculo,
  createRegraCalculo,
  listRegrasCalculo,
  loadHistoricoRegra,
} from './regras-calculo.api.ts';
import type { TipoRegraCalculo } from './tipos-regra.ts';

export const regrasCalculoKeys = {
  todos: ['regras-calculo'] as const,
  tipo: (tipo: TipoRegraCalculo) => ['regras-calculo', tipo] as const,
  historico: (tipo: TipoRegraCalculo, id: number) =>
    ['regras-calculo', tipo, 'historico', id] as const,
};

export const regrasCalculoQueries = {
  lista: (tipo: TipoRegraCalculo, incluirArquivadas = false) =>
    queryOptions({
      queryKey: incluirArquivadas
        ? ([...regrasCalculoKeys.tipo(tipo), 'com-arquivadas'] as const)
        : regrasCalculoKeys.tipo(tipo),
      queryFn: () => listRegrasCalculo(tipo, incluirArquivadas),
    }),
  historico: (tipo: TipoRegraCalculo, id: number) =>
    queryOptions({
      queryKey: regrasCalculoKeys.historico(tipo, id),
      queryFn: () => loadHistoricoRegra(tipo, id),
    }),
};

/** Criar ou alterar muda a lista do tipo e o histórico da regra. */
export const useSalvarRegraCalculo = () => {
  const queryClient = useQueryClient();
  const aoTerminar = (tipo: TipoRegraCalculo) =>
    queryClient.invalidateQueries({ queryKey: regrasCalculoKeys.tipo(tipo) });
  const criar = useMutation({
    mutationFn: createRegraCalculo,
    onSuccess: (_r, { tipo }) => aoTerminar(tipo),
  });
  const alterar = useMutation({
    mutationFn: alterarRegraCalculo,
    onSuccess: (_r, { tipo }) => aoTerminar(tipo),
  });
  const alterarStatus = useMutation({
    mutationFn: alterarStatusRegraCalculo,
    onSuccess: (_r, { tipo }) => aoTerminar(tipo),
  });
  return { criar, alterar, alterarStatus };
};
