import type { ColaboradorListaQuery } from '@jornada/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  admitirColaborador,
  desligarColaborador,
  listarColaboradores,
  listarMunicipios,
  listEscalasAtivas,
  listPerfisAcesso,
  listRegrasPontoAtivas,
  obterEmpregador,
  opcoesColaborador,
  salvarColaborador,
  salvarEmpregador,
} from './colaboradores.api.ts';

const RAIZ = ['colaboradores'] as const;

export const colaboradoresQueries = {
  lista: (q: ColaboradorListaQuery) =>
    queryOptions({
      queryKey: [...RAIZ, 'lista', q],
      queryFn: () => listarColaboradores(q),
      placeholderData: keepPreviousData,
    }),
  opcoes: () => queryOptions({ queryKey: [...RAIZ, 'opcoes'], queryFn: opcoesColaborador }),
  empregador: () => queryOptions({ queryKey: [...RAIZ, 'empregador'], queryFn: obterEmpregador }),
  /** Municípios de uma UF para o select da filial (a lista do IBGE não muda: fica em cache). */
  municipios: (uf: string) =>
    queryOptions({
      queryKey: ['municipios', uf],
      queryFn: () => listarMunicipios(uf),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  // Listas da admissão; sem a permissão da tela dona (403), a seção fica para depois.
  escalas: () =>
    queryOptions({ queryKey: [...RAIZ, 'escalas'], queryFn: listEscalasAtivas, retry: false }),
  regrasPonto: () =>
    queryOptions({
      queryKey: [...RAIZ, 'regras-ponto'],
      queryFn: listRegrasPontoAtivas,
      retry: false,
    }),
  perfis: () =>
    queryOptions({ queryKey: [...RAIZ, 'perfis'], queryFn: listPerfisAcesso, retry: false }),
};

/** Gravações do cadastro: a lista, as opções (gestores) e o empregador são relidos depois. */
const useGravar = <A, R>(fn: (a: A) => Promise<R>) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
};

export const useSalvarColaborador = () => useGravar(salvarColaborador);
export const useAdmitirColaborador = () => useGravar(admitirColaborador);
export const useDesligarColaborador = () => useGravar(desligarColaborador);
export const useSalvarEmpregador = () => useGravar(salvarEmpregador);
