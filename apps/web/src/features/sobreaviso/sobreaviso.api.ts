import {
  type AcaoLancamento,
  type AlocacaoSobreaviso,
  type AlocacaoSobreavisoBody,
  alocacaoSobreavisoRespostaSchema,
  alocacoesSobreavisoRespostaSchema,
  type CountLancamento,
  countLancamentoRespostaSchema,
  type DashboardAprovacoes,
  dashboardAprovacoesRespostaSchema,
  type HistoricoSobreaviso,
  historicoSobreavisoRespostaSchema,
  itemFiltroSchema,
  type LancamentoSobreaviso,
  type LancamentoSobreavisoBody,
  lancamentoSobreavisoRespostaSchema,
  lancamentosSobreavisoRespostaSchema,
  type MotivoSobreaviso,
  type MotivoSobreavisoBody,
  motivoSobreavisoRespostaSchema,
  motivosSobreavisoRespostaSchema,
  type RegraSobreaviso,
  type RegraSobreavisoBody,
  type RelatorioSobreavisoQuery,
  regraSobreavisoRespostaSchema,
  regrasSobreavisoRespostaSchema,
  type StatusLancamento,
  type VisaoLancamento,
} from '@jornada/contracts';
import type { z } from 'zod';
import { type ApiFetchOptions, type ArquivoApi, apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/**
 * Serviço `sobreaviso` (spec §7 "On-call module"). A spec §8 diz que as falhas daqui chegam só
 * como `success=false`, sem mensagem: quem mostra a falha usa um texto genérico da tela.
 */
type Envelope<T> = z.ZodType<{ success: boolean; data: T | null }>;

const chamar = async <T>(
  schema: Envelope<T>,
  path: string,
  opcoes?: ApiFetchOptions,
): Promise<T> => {
  const resposta = schema.parse(await apiFetch('sobreaviso', path, opcoes));
  if (!resposta.success || resposta.data === null) throw new ErroApi(400, { success: false });
  return resposta.data;
};

// Motivos

export const listarMotivos = (filtro: { search?: string; ativo?: boolean } = {}) =>
  chamar<MotivoSobreaviso[]>(motivosSobreavisoRespostaSchema, '/motivo', {
    query: { search: filtro.search, ativo: filtro.ativo },
  });

export const salvarMotivo = ({ id, dados }: { id?: number; dados: MotivoSobreavisoBody }) =>
  chamar<MotivoSobreaviso>(motivoSobreavisoRespostaSchema, id ? `/motivo/${id}` : '/motivo', {
    method: id ? 'PUT' : 'POST',
    body: dados,
  });

// Regras

export const listarRegras = () =>
  chamar<RegraSobreaviso[]>(regrasSobreavisoRespostaSchema, '/regra');

/** Regras das escalas de quem chama vigentes hoje (GET /regra/usuario-logado). */
export const listMinhasRegras = () =>
  chamar<RegraSobreaviso[]>(regrasSobreavisoRespostaSchema, '/regra/usuario-logado');

export const salvarRegra = ({ id, dados }: { id?: number; dados: RegraSobreavisoBody }) =>
  chamar<RegraSobreaviso>(regraSobreavisoRespostaSchema, id ? `/regra/${id}` : '/regra', {
    method: id ? 'PUT' : 'POST',
    body: dados,
  });

// Alocações (a escala)

export type FiltroAlocacoes = { usuarioId?: number; inicio?: string; fim?: string };

export const listarAlocacoes = (filtro: FiltroAlocacoes = {}) =>
  chamar<AlocacaoSobreaviso[]>(alocacoesSobreavisoRespostaSchema, '/alocacao', { query: filtro });

export type DadosAlocacao = AlocacaoSobreavisoBody & { ativo?: boolean };

export const salvarAlocacao = ({ id, dados }: { id?: number; dados: DadosAlocacao }) =>
  chamar<AlocacaoSobreaviso>(
    alocacaoSobreavisoRespostaSchema,
    id ? `/alocacao/${id}` : '/alocacao',
    { method: id ? 'PUT' : 'POST', body: dados },
  );

// Histórico

export type EntidadeSobreaviso = 'motivo' | 'regra' | 'alocacao' | 'lancamento';

export const loadHistorico = (entidade: EntidadeSobreaviso, id: number) =>
  chamar<HistoricoSobreaviso[]>(historicoSobreavisoRespostaSchema, `/${entidade}/historico/${id}`);

// Lançamentos

export type FiltroLancamentos = {
  visao: VisaoLancamento;
  status?: StatusLancamento;
  usuarioId?: number;
  motivoId?: number;
  inicio?: string;
  fim?: string;
  pageNumber?: number;
  pageSize?: number;
};

export type PaginaLancamentos = {
  items: LancamentoSobreaviso[];
  total: number;
  pageNumber: number;
  pageSize: number;
};

export const listarLancamentos = (filtro: FiltroLancamentos) =>
  chamar<PaginaLancamentos>(lancamentosSobreavisoRespostaSchema, '/lancamento', { query: filtro });

export const contarLancamentos = (visao: VisaoLancamento) =>
  chamar<CountLancamento>(countLancamentoRespostaSchema, '/lancamento/count', {
    query: { visao },
  });

export const salvarLancamento = ({ id, dados }: { id?: number; dados: LancamentoSobreavisoBody }) =>
  chamar<LancamentoSobreaviso>(
    lancamentoSobreavisoRespostaSchema,
    id ? `/lancamento/${id}` : '/lancamento',
    { method: id ? 'PUT' : 'POST', body: dados },
  );

/** PUT /lancamento/{acao}/{id} com `{lancamentoId}` (o mesmo id do caminho). */
export const decidirLancamento = ({
  acao,
  id,
  observacao,
}: {
  acao: AcaoLancamento;
  id: number;
  observacao?: string;
}) =>
  chamar<LancamentoSobreaviso>(lancamentoSobreavisoRespostaSchema, `/lancamento/${acao}/${id}`, {
    method: 'PUT',
    body: { lancamentoId: id, ...(observacao ? { observacao } : {}) },
  });

// Painel e relatório

export const loadPainelAprovacoes = () =>
  chamar<DashboardAprovacoes>(dashboardAprovacoesRespostaSchema, '/dashboardAprovacoes');

export type FormatoRelatorio = 'pdf' | 'csv';

export const baixarRelatorio = (
  formato: FormatoRelatorio,
  filtro: RelatorioSobreavisoQuery,
): Promise<ArquivoApi> =>
  apiFetch('sobreaviso', formato === 'pdf' ? '/lancamento/report' : '/lancamento/report-csv', {
    query: filtro,
    resposta: 'arquivo',
  });

export type Pessoa = z.infer<typeof itemFiltroSchema>;

/** GET /api/base/filter/pessoas: o RH vê a empresa; o gestor, a equipe. */
export const listarPessoas = async (): Promise<Pessoa[]> => {
  const bruto = (await apiFetch('base', '/filter/pessoas')) as { data?: unknown };
  return itemFiltroSchema.array().parse(bruto.data ?? []);
};
