import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createRelatorio,
  listAvisosRelatorio,
  listarFiltro,
  listRelatorios,
} from './relatorios.api.ts';

export const relatoriosKeys = {
  todos: ['relatorios'] as const,
  lista: (pagina: number) => ['relatorios', 'lista', pagina] as const,
  filtro: (qual: string) => ['relatorios', 'filtro', qual] as const,
  avisos: ['relatorios', 'avisos'] as const,
};

/**
 * Enquanto algum pedido está na fila ou gerando, a lista é relida a cada 2 s (spec §9: 2000 ms
 * depois de cada carga bem-sucedida, também no relatório de marcações).
 */
export const INTERVALO_ACOMPANHAMENTO_MS = 2000;

export const relatoriosQueries = {
  lista: (pagina: number) =>
    queryOptions({
      queryKey: relatoriosKeys.lista(pagina),
      queryFn: () => listRelatorios(pagina),
      refetchInterval: (q) =>
        q.state.data?.items.some((r) => r.status === 'pendente' || r.status === 'processando')
          ? INTERVALO_ACOMPANHAMENTO_MS
          : false,
    }),
  /**
   * Aviso global (em qualquer tela): consulta ao entrar, ao voltar à aba e depois de cada pedido
   * (a mutação invalida `relatorios`); relê a cada 2 s só enquanto houver pedido na fila.
   */
  avisos: () =>
    queryOptions({
      queryKey: relatoriosKeys.avisos,
      queryFn: listAvisosRelatorio,
      refetchInterval: (q) =>
        (q.state.data?.emAndamento ?? 0) > 0 ? INTERVALO_ACOMPANHAMENTO_MS : false,
    }),
  filtro: (qual: 'filiais' | 'departamentos' | 'pessoas') =>
    queryOptions({
      queryKey: relatoriosKeys.filtro(qual),
      queryFn: () => listarFiltro(qual),
      staleTime: 5 * 60_000,
    }),
};

export const useCriarRelatorio = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelatorio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relatoriosKeys.todos }),
  });
};
