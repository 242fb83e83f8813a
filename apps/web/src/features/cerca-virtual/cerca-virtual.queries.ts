import { queryOptions } from '@tanstack/react-query';
import {
  listExcecoesCerca,
  listFiliaisCerca,
  listMarcacoesForaDaCerca,
  listPessoasCerca,
  loadLocalizacaoMarcacao,
} from './cerca-virtual.api.ts';

export const cercaKeys = {
  filiais: ['cerca-virtual', 'filiais'] as const,
  excecoes: ['cerca-virtual', 'excecoes'] as const,
  pessoas: ['cerca-virtual', 'pessoas'] as const,
  localizacao: (marcacaoId: number) => ['cerca-virtual', 'localizacao', marcacaoId] as const,
  foraDaCerca: (inicio: string, fim: string) => ['cerca-virtual', 'fora', inicio, fim] as const,
};

export const cercaQueries = {
  filiais: () => queryOptions({ queryKey: cercaKeys.filiais, queryFn: listFiliaisCerca }),
  excecoes: () => queryOptions({ queryKey: cercaKeys.excecoes, queryFn: listExcecoesCerca }),
  pessoas: () =>
    queryOptions({ queryKey: cercaKeys.pessoas, queryFn: listPessoasCerca, staleTime: 300_000 }),
  localizacao: (marcacaoId: number) =>
    queryOptions({
      queryKey: cercaKeys.localizacao(marcacaoId),
      queryFn: () => loadLocalizacaoMarcacao(marcacaoId),
    }),
  foraDaCerca: (inicio: string, fim: string) =>
    queryOptions({
      queryKey: cercaKeys.foraDaCerca(inicio, fim),
      queryFn: () => listMarcacoesForaDaCerca(inicio, fim),
    }),
};
