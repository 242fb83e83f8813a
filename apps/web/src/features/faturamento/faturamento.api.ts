import {
  type AtribuicaoPlano,
  type AtribuicaoPlanoBody,
  atribuicaoPlanoRespostaSchema,
  atribuicoesPlanoRespostaSchema,
  colaboradoresFaturadosRespostaSchema,
  type EmpresasFaturamento,
  type ExtratoFaturamento,
  empresasFaturamentoRespostaSchema,
  extratoFaturamentoRespostaSchema,
  fechamentosFaturamentoRespostaSchema,
  type PlanoAlteracaoBody,
  type PlanoBody,
  type PlanoFaturamento,
  type PlanoPrecoBody,
  planoFaturamentoRespostaSchema,
  planosFaturamentoRespostaSchema,
} from '@jornada/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/** Faturamento da operadora (SERVICOS.faturamento, docs/decisoes/faturamento.md). */

export type ColaboradoresFaturados = NonNullable<
  z.infer<typeof colaboradoresFaturadosRespostaSchema>['data']
>;
export type FechamentosFaturamento = NonNullable<
  z.infer<typeof fechamentosFaturamentoRespostaSchema>['data']
>;
export type ChaveExtrato = { competencia: string; empresaId: number };
export type Pagina = { pageNumber: number; pageSize: number };

const exigir = <T>(dados: T | null): T => {
  if (dados === null) throw new Error('Resposta vazia do servidor.');
  return dados;
};

export const listarEmpresasDoMes = async (
  q: { competencia: string } & Pagina,
): Promise<EmpresasFaturamento> =>
  exigir(
    empresasFaturamentoRespostaSchema.parse(
      await apiFetch('faturamento', '/empresas', { query: q }),
    ).data,
  );

export const carregarExtrato = async (q: ChaveExtrato): Promise<ExtratoFaturamento> =>
  exigir(
    extratoFaturamentoRespostaSchema.parse(await apiFetch('faturamento', '/extrato', { query: q }))
      .data,
  );

export const listarColaboradoresFaturados = async (
  q: ChaveExtrato & Pagina,
): Promise<ColaboradoresFaturados> =>
  exigir(
    colaboradoresFaturadosRespostaSchema.parse(
      await apiFetch('faturamento', '/extrato/colaboradores', { query: q }),
    ).data,
  );

export const fecharExtrato = async (b: ChaveExtrato): Promise<ExtratoFaturamento> =>
  exigir(
    extratoFaturamentoRespostaSchema.parse(
      await apiFetch('faturamento', '/fechamentos', { method: 'POST', body: b }),
    ).data,
  );

export const listarFechamentos = async (
  q: { empresaId?: number | undefined } & Pagina,
): Promise<FechamentosFaturamento> =>
  exigir(
    fechamentosFaturamentoRespostaSchema.parse(
      await apiFetch('faturamento', '/fechamentos', { query: q }),
    ).data,
  );

export const listarPlanos = async (): Promise<PlanoFaturamento[]> =>
  planosFaturamentoRespostaSchema.parse(await apiFetch('faturamento', '/planos')).data ?? [];

const plano = async (r: unknown) => exigir(planoFaturamentoRespostaSchema.parse(r).data);

export const criarPlano = async (b: PlanoBody) =>
  plano(await apiFetch('faturamento', '/planos', { method: 'POST', body: b }));
export const alterarPlano = async (b: PlanoAlteracaoBody) =>
  plano(await apiFetch('faturamento', '/planos', { method: 'PUT', body: b }));
export const novoPreco = async (b: PlanoPrecoBody) =>
  plano(await apiFetch('faturamento', '/planos/precos', { method: 'POST', body: b }));

export const listarAtribuicoes = async (empresaId: number): Promise<AtribuicaoPlano[]> =>
  atribuicoesPlanoRespostaSchema.parse(
    await apiFetch('faturamento', '/atribuicoes', { query: { empresaId } }),
  ).data ?? [];

export const atribuirPlano = async (b: AtribuicaoPlanoBody): Promise<AtribuicaoPlano> =>
  exigir(
    atribuicaoPlanoRespostaSchema.parse(
      await apiFetch('faturamento', '/atribuicoes', { method: 'POST', body: b }),
    ).data,
  );

export const baixarCsvDoMes = async (competencia: string) => {
  const a = await apiFetch('faturamento', '/empresas/csv', {
    query: { competencia },
    resposta: 'arquivo',
  });
  salvarArquivo(a.blob, a.nome ?? `faturamento-${competencia}.csv`);
};

export const baixarCsvDoExtrato = async (q: ChaveExtrato) => {
  const a = await apiFetch('faturamento', '/extrato/csv', { query: q, resposta: 'arquivo' });
  salvarArquivo(a.blob, a.nome ?? `faturamento-${q.competencia}-extrato.csv`);
};
