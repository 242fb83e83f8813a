import type { AcaoBody } from '@jornada/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { StatusAcao } from './acao.ts';
import {
  alterarStatusAcao,
  type FiltroAcoes,
  type FiltroEquipe,
  listAcoes,
  loadAcao,
  loadAcoesDisponiveis,
  loadComboEscalas,
  loadConfiguracaoEmVigor,
  loadDia,
  loadEquipe,
  loadFiltro,
  loadGestao,
  loadIndividual,
  registrarAcao,
} from './escala.api.ts';

/** Linhas por página do calendário da equipe; a busca carrega 5000 de uma vez (spec §9). */
export const LINHAS_POR_PAGINA = 100;
export const LINHAS_NA_BUSCA = 5000;

export const escalaKeys = {
  todos: ['escala'] as const,
  calendarios: ['escala', 'calendario'] as const,
  equipe: (f: Omit<FiltroEquipe, 'pageNumber' | 'pageSize'>) =>
    ['escala', 'calendario', 'equipe', f] as const,
  dia: (usuarioId: number, data: string) =>
    ['escala', 'calendario', 'dia', usuarioId, data] as const,
  individual: (ano: number, mes: number) =>
    ['escala', 'calendario', 'individual', ano, mes] as const,
  disponiveis: (usuarioId: number, data: string) =>
    ['escala', 'calendario', 'disponiveis', usuarioId, data] as const,
  acoes: ['escala', 'acao'] as const,
  listaAcoes: (f: FiltroAcoes) => ['escala', 'acao', 'lista', f] as const,
  acao: (id: number) => ['escala', 'acao', id] as const,
  configuracao: ['escala', 'configuracao'] as const,
  combo: (gestaoId: number | null) => ['escala', 'combo', gestaoId] as const,
  gestao: (gestaoId: number) => ['escala', 'gestao', gestaoId] as const,
  filtro: (cadastro: string, search?: string) => ['base', 'filtro', cadastro, search] as const,
};

export const escalaQueries = {
  /**
   * Calendário da equipe em páginas: a grade virtualizada pede a próxima quando a rolagem
   * chega perto do fim do que já veio. Com busca (3+ letras), uma página de 5000.
   */
  equipe: (f: Omit<FiltroEquipe, 'pageNumber' | 'pageSize'>) =>
    infiniteQueryOptions({
      queryKey: escalaKeys.equipe(f),
      queryFn: ({ pageParam }) =>
        loadEquipe({
          ...f,
          pageNumber: pageParam,
          pageSize: f.search ? LINHAS_NA_BUSCA : LINHAS_POR_PAGINA,
        }),
      initialPageParam: 1,
      getNextPageParam: (ultima) =>
        ultima.pageNumber * ultima.pageSize < ultima.total ? ultima.pageNumber + 1 : undefined,
    }),
  dia: (usuarioId: number, data: string) =>
    queryOptions({
      queryKey: escalaKeys.dia(usuarioId, data),
      queryFn: () => loadDia(usuarioId, data),
    }),
  disponiveis: (usuarioId: number, data: string) =>
    queryOptions({
      queryKey: escalaKeys.disponiveis(usuarioId, data),
      queryFn: () => loadAcoesDisponiveis(usuarioId, data),
    }),
  individual: (ano: number, mes: number) =>
    queryOptions({
      queryKey: escalaKeys.individual(ano, mes),
      queryFn: () => loadIndividual(ano, mes),
    }),
  configuracao: () =>
    queryOptions({ queryKey: escalaKeys.configuracao, queryFn: loadConfiguracaoEmVigor }),
  acao: (id: number) =>
    queryOptions({ queryKey: escalaKeys.acao(id), queryFn: () => loadAcao(id) }),
  listaAcoes: (f: FiltroAcoes) =>
    queryOptions({ queryKey: escalaKeys.listaAcoes(f), queryFn: () => listAcoes(f) }),
  combo: (gestaoId: number | null) =>
    queryOptions({
      queryKey: escalaKeys.combo(gestaoId),
      queryFn: () => loadComboEscalas(gestaoId),
    }),
  gestao: (gestaoId: number) =>
    queryOptions({
      queryKey: escalaKeys.gestao(gestaoId),
      queryFn: () => loadGestao(gestaoId),
    }),
  departamentos: () =>
    queryOptions({
      queryKey: escalaKeys.filtro('departamentos'),
      queryFn: () => loadFiltro('departamentos'),
      staleTime: 5 * 60_000,
    }),
};

/**
 * Uma ação muda o dia (e, nas de vários dias, os vizinhos): recarrega os calendários e as listas
 * de ações, com sucesso ou não — uma recusa por duplicidade também indica dado velho na tela.
 */
export const useRegistrarAcao = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AcaoBody) => registrarAcao(corpo),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: escalaKeys.calendarios }),
        queryClient.invalidateQueries({ queryKey: escalaKeys.acoes }),
      ]);
    },
  });
};

export const useAlterarStatusAcao = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pedido: { id: number; status: StatusAcao }) => alterarStatusAcao(pedido),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: escalaKeys.calendarios }),
        queryClient.invalidateQueries({ queryKey: escalaKeys.acoes }),
      ]);
    },
  });
};
