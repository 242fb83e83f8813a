import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  loadAvisosAusencia,
  loadMotivosAusencia,
  salvarAvisoAusencia,
} from './aviso-ausencia.api.ts';
import {
  alterarStatus,
  type FiltroLancamentos,
  loadDaysOff,
  loadFeriadosDoMes,
  loadFerias,
  loadLancamentos,
  loadPeriodosAquisitivos,
  loadRecessos,
  loadTotais,
  loadTotalPorFuncionario,
  salvarDayOff,
  salvarFerias,
  salvarRecesso,
} from './ferias.api.ts';

export const lancamentoKeys = {
  todos: ['lancamentos'] as const,
  periodos: (usuarioId: number) => ['lancamentos', 'periodos', usuarioId] as const,
  ferias: (usuarioId: number) => ['lancamentos', 'ferias', usuarioId] as const,
  doTipo: (tipo: 'Recesso' | 'DayOff' | 'AvisoAusencia', usuarioId: number) =>
    ['lancamentos', 'do-tipo', tipo, usuarioId] as const,
  totais: (usuarioId: number) => ['lancamentos', 'totais', usuarioId] as const,
  caixa: (f: FiltroLancamentos) => ['lancamentos', 'caixa', f] as const,
  porFuncionario: (f: Pick<FiltroLancamentos, 'tipo'>) =>
    ['lancamentos', 'por-funcionario', f] as const,
  feriados: (ano: number, mes: number) => ['feriados-escala', ano, mes] as const,
  motivosAusencia: ['motivos-ausencia'] as const,
};

export const lancamentoQueries = {
  periodos: (usuarioId: number) =>
    queryOptions({
      queryKey: lancamentoKeys.periodos(usuarioId),
      queryFn: () => loadPeriodosAquisitivos(usuarioId),
    }),
  ferias: (usuarioId: number) =>
    queryOptions({
      queryKey: lancamentoKeys.ferias(usuarioId),
      queryFn: () => loadFerias(usuarioId),
    }),
  /**
   * Recessos (POST /CarregarRecessoLancamentos), days off (POST /CarregarDayOffLancamentos) ou
   * avisos de ausência (GET /CarregarLancamentos?tipo=AvisoAusencia).
   */
  doTipo: (tipo: 'Recesso' | 'DayOff' | 'AvisoAusencia', usuarioId: number) =>
    queryOptions({
      queryKey: lancamentoKeys.doTipo(tipo, usuarioId),
      queryFn: () =>
        tipo === 'Recesso'
          ? loadRecessos(usuarioId)
          : tipo === 'DayOff'
            ? loadDaysOff(usuarioId)
            : loadAvisosAusencia(usuarioId),
    }),
  totais: (usuarioId: number) =>
    queryOptions({
      queryKey: lancamentoKeys.totais(usuarioId),
      queryFn: () => loadTotais(usuarioId),
    }),
  caixa: (f: FiltroLancamentos) =>
    queryOptions({ queryKey: lancamentoKeys.caixa(f), queryFn: () => loadLancamentos(f) }),
  porFuncionario: (f: Pick<FiltroLancamentos, 'tipo'>) =>
    queryOptions({
      queryKey: lancamentoKeys.porFuncionario(f),
      queryFn: () => loadTotalPorFuncionario(f),
    }),
  /** A lista fixa de motivos (CLT art. 473, atestado, outro) não muda. */
  motivosAusencia: () =>
    queryOptions({
      queryKey: lancamentoKeys.motivosAusencia,
      queryFn: loadMotivosAusencia,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Feriados da escala mudam pouco: ficam em cache enquanto a pessoa mexe nas datas. */
  feriados: (ano: number, mes: number) =>
    queryOptions({
      queryKey: lancamentoKeys.feriados(ano, mes),
      queryFn: () => loadFeriadosDoMes(ano, mes),
      staleTime: 10 * 60_000,
      retry: false,
    }),
};

/** Toda gravação muda listas, totais e saldos: invalida a família inteira de lançamentos. */
const useGravacao = <E, R>(fn: (entrada: E) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lancamentoKeys.todos }),
  });
};

export const useSalvarFerias = () => useGravacao(salvarFerias);
export const useSalvarRecesso = () => useGravacao(salvarRecesso);
export const useSalvarDayOff = () => useGravacao(salvarDayOff);
export const useAlterarStatus = () => useGravacao(alterarStatus);
export const useSalvarAvisoAusencia = () => useGravacao(salvarAvisoAusencia);
