import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  atribuirColaborador,
  confirmarFechamento,
  createCiclo,
  createCiclosLote,
  definirCiclosAtivos,
  definirSaldoAnterior,
  encerrarVigencia,
  lancarManual,
  listarCiclos,
  listarPessoas,
  listarVigencias,
  loadBancoHorasAtual,
  loadExtrato,
  loadFechamento,
  reabrirCiclo,
} from './banco-horas.api.ts';
import {
  bancosApi,
  gravarEstagios,
  gravarVerbaEstagio,
  loadConfiguracaoCompleta,
  loadEstagios,
  loadVerbaEstagio,
} from './banco-horas-config.api.ts';
import { gravarBanco } from './banco-horas-gravacao.ts';

export const bancoHorasKeys = {
  todas: ['banco-horas'] as const,
  bancos: ['banco-horas', 'bancos'] as const,
  configuracao: (id: number) => ['banco-horas', 'configuracao', id] as const,
  ciclos: (bancoHoraId: number) => ['banco-horas', 'ciclos', bancoHoraId] as const,
  fechamento: (cicloId: number) => ['banco-horas', 'fechamento', cicloId] as const,
  vigencias: (bancoHoraId: number) => ['banco-horas', 'vigencias', bancoHoraId] as const,
  extrato: (usuarioId: number | null) => ['banco-horas', 'extrato', usuarioId] as const,
  atual: ['banco-horas', 'atual'] as const,
  estagios: (bancoHoraId: number) => ['banco-horas', 'estagios', bancoHoraId] as const,
  verbaEstagio: ['banco-horas', 'verba-estagio'] as const,
};

export const bancoHorasQueries = {
  bancos: () => queryOptions({ queryKey: bancoHorasKeys.bancos, queryFn: bancosApi.listar }),
  configuracao: (bancoHoraId: number) =>
    queryOptions({
      queryKey: bancoHorasKeys.configuracao(bancoHoraId),
      queryFn: () => loadConfiguracaoCompleta(bancoHoraId),
    }),
  ciclos: (bancoHoraId: number) =>
    queryOptions({
      queryKey: bancoHorasKeys.ciclos(bancoHoraId),
      queryFn: () => listarCiclos(bancoHoraId),
    }),
  fechamento: (cicloId: number) =>
    queryOptions({
      queryKey: bancoHorasKeys.fechamento(cicloId),
      queryFn: () => loadFechamento(cicloId),
      retry: false,
    }),
  vigencias: (bancoHoraId: number) =>
    queryOptions({
      queryKey: bancoHorasKeys.vigencias(bancoHoraId),
      queryFn: () => listarVigencias(bancoHoraId),
    }),
  /** `null`: o extrato do próprio usuário. */
  extrato: (usuarioId: number | null) =>
    queryOptions({
      queryKey: bancoHorasKeys.extrato(usuarioId),
      queryFn: () => loadExtrato(usuarioId ?? undefined),
      retry: false,
    }),
  atual: () => queryOptions({ queryKey: bancoHorasKeys.atual, queryFn: loadBancoHorasAtual }),
  estagios: (bancoHoraId: number) =>
    queryOptions({
      queryKey: bancoHorasKeys.estagios(bancoHoraId),
      queryFn: () => loadEstagios(bancoHoraId),
    }),
  verbaEstagio: () =>
    queryOptions({ queryKey: bancoHorasKeys.verbaEstagio, queryFn: loadVerbaEstagio }),
  pessoas: () =>
    queryOptions({
      queryKey: ['base', 'filtro', 'pessoas', 'banco-horas'] as const,
      queryFn: listarPessoas,
      staleTime: 5 * 60_000,
    }),
};

/**
 * Toda escrita do banco muda saldos, extratos e fechamentos: invalida a área inteira (as listas
 * são pequenas e só as consultas montadas são refeitas).
 */
export const useMutacoesBancoHoras = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: bancoHorasKeys.todas });
  return {
    gravarBanco: useMutation({ mutationFn: gravarBanco, onSuccess }),
    createCiclo: useMutation({ mutationFn: createCiclo, onSuccess }),
    createCiclosLote: useMutation({ mutationFn: createCiclosLote, onSuccess }),
    definirCiclosAtivos: useMutation({ mutationFn: definirCiclosAtivos, onSuccess }),
    confirmarFechamento: useMutation({ mutationFn: confirmarFechamento, onSuccess }),
    reabrirCiclo: useMutation({ mutationFn: reabrirCiclo, onSuccess }),
    atribuirColaborador: useMutation({ mutationFn: atribuirColaborador, onSuccess }),
    encerrarVigencia: useMutation({ mutationFn: encerrarVigencia, onSuccess }),
    definirSaldoAnterior: useMutation({ mutationFn: definirSaldoAnterior, onSuccess }),
    lancarManual: useMutation({ mutationFn: lancarManual, onSuccess }),
    gravarEstagios: useMutation({ mutationFn: gravarEstagios, onSuccess }),
    gravarVerbaEstagio: useMutation({ mutationFn: gravarVerbaEstagio, onSuccess }),
  };
};
