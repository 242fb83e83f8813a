import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alocarRegra,
  alterarStatusAlocacoes,
  contarAlocacoes,
  type FiltroAlocacoes,
  findAlocacaoComRegra,
  listarAlocacoes,
  listarPessoas,
  loadHistoricoAlocacao,
} from './alocacao-regra.api.ts';
import {
  alterarRegraPonto,
  alterarStatusRegraPonto,
  createRegraPonto,
  definirRegraPontoPadrao,
  findRegraPonto,
  listRegrasPonto,
  loadHistoricoRegraPonto,
} from './regra-ponto.api.ts';

export const regraPontoKeys = {
  todas: ['regras-ponto'] as const,
  lista: (incluirArquivadas = false) =>
    incluirArquivadas
      ? (['regras-ponto', 'lista', 'com-arquivadas'] as const)
      : (['regras-ponto', 'lista'] as const),
  uma: (id: number) => ['regras-ponto', 'uma', id] as const,
  historico: (id: number) => ['regras-ponto', 'historico', id] as const,
};

export const alocacaoKeys = {
  todas: ['alocacoes-regra'] as const,
  lista: (filtro: FiltroAlocacoes, pagina: number) =>
    ['alocacoes-regra', 'lista', filtro, pagina] as const,
  contagem: (filtro: FiltroAlocacoes) => ['alocacoes-regra', 'contagem', filtro] as const,
  historico: (id: number) => ['alocacoes-regra', 'historico', id] as const,
  comRegra: (id: number) => ['alocacoes-regra', 'com-regra', id] as const,
};

export const TAMANHO_PAGINA_ALOCACOES = 20;

export const regraPontoQueries = {
  lista: (incluirArquivadas = false) =>
    queryOptions({
      queryKey: regraPontoKeys.lista(incluirArquivadas),
      queryFn: () => listRegrasPonto(incluirArquivadas),
    }),
  uma: (id: number) =>
    queryOptions({ queryKey: regraPontoKeys.uma(id), queryFn: () => findRegraPonto(id) }),
  historico: (id: number) =>
    queryOptions({
      queryKey: regraPontoKeys.historico(id),
      queryFn: () => loadHistoricoRegraPonto(id),
    }),
};

export const alocacaoQueries = {
  lista: (filtro: FiltroAlocacoes, pagina: number) =>
    queryOptions({
      queryKey: alocacaoKeys.lista(filtro, pagina),
      queryFn: () => listarAlocacoes(filtro, pagina, TAMANHO_PAGINA_ALOCACOES),
    }),
  /** Todas as alocações de um colaborador (o histórico dele), mais recentes primeiro. */
  doColaborador: (usuarioId: number) =>
    queryOptions({
      queryKey: alocacaoKeys.lista({ usuarioId }, 0),
      queryFn: async () =>
        (await listarAlocacoes({ usuarioId }, 1, 500)).items.toSorted((a, b) =>
          b.dataInicio.localeCompare(a.dataInicio),
        ),
    }),
  contagem: (filtro: FiltroAlocacoes) =>
    queryOptions({
      queryKey: alocacaoKeys.contagem(filtro),
      queryFn: () => contarAlocacoes(filtro),
    }),
  historico: (id: number) =>
    queryOptions({
      queryKey: alocacaoKeys.historico(id),
      queryFn: () => loadHistoricoAlocacao(id),
    }),
  comRegra: (id: number) =>
    queryOptions({
      queryKey: alocacaoKeys.comRegra(id),
      queryFn: () => findAlocacaoComRegra(id),
    }),
  pessoas: () =>
    queryOptions({
      queryKey: ['base', 'filtro', 'pessoas', 'regras'] as const,
      queryFn: listarPessoas,
      staleTime: 5 * 60_000,
    }),
};

/** Criar, alterar e definir o padrão mudam a lista e a regra (e o histórico dela). */
export const useSalvarRegraPonto = () => {
  const queryClient = useQueryClient();
  const invalidar = () => queryClient.invalidateQueries({ queryKey: regraPontoKeys.todas });
  return {
    criar: useMutation({ mutationFn: createRegraPonto, onSuccess: invalidar }),
    alterar: useMutation({ mutationFn: alterarRegraPonto, onSuccess: invalidar }),
    definirPadrao: useMutation({ mutationFn: definirRegraPontoPadrao, onSuccess: invalidar }),
    alterarStatus: useMutation({ mutationFn: alterarStatusRegraPonto, onSuccess: invalidar }),
  };
};

/** Alocar ou mudar o status muda listas, contagens e históricos das alocações. */
export const useSalvarAlocacao = () => {
  const queryClient = useQueryClient();
  const invalidar = () => queryClient.invalidateQueries({ queryKey: alocacaoKeys.todas });
  return {
    alocar: useMutation({ mutationFn: alocarRegra, onSuccess: invalidar }),
    alterarStatus: useMutation({ mutationFn: alterarStatusAlocacoes, onSuccess: invalidar }),
  };
};
