import {
  itemFiltroSchema,
  listaReprocessamentosRespostaSchema,
  logReprocessamentoRespostaSchema,
  ocorrenciasRespostaSchema,
  type Reprocessamento,
  reprocessamentoRespostaSchema,
  type SituacaoDivergencia,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { MesEspelho } from './espelho.api.ts';

const exigir = <T>(dados: T | null, bruto: unknown): T => {
  if (dados === null) throw new ErroApi(404, bruto);
  return dados;
};

export type ListaReprocessamentos = NonNullable<
  ReturnType<typeof listaReprocessamentosRespostaSchema.parse>['data']
>;
export type LogReprocessamento = NonNullable<
  ReturnType<typeof logReprocessamentoRespostaSchema.parse>['data']
>['items'];
export type Ocorrencias = NonNullable<ReturnType<typeof ocorrenciasRespostaSchema.parse>['data']>;
export type Departamento = ReturnType<typeof itemFiltroSchema.parse>;
export type NovoReprocessamento = {
  dataInicio: string;
  dataFim: string;
  departamentoId: number | null;
};

/** GET /api/espelho/reprocessamento: pedidos, mais recentes primeiro. */
export const listReprocessamentos = async (): Promise<ListaReprocessamentos> => {
  const bruto = await apiFetch('espelho', '/reprocessamento', { query: { pageSize: 50 } });
  return exigir(listaReprocessamentosRespostaSchema.parse(bruto).data, bruto);
};

export const loadLogReprocessamento = async (id: number): Promise<LogReprocessamento> => {
  const bruto = await apiFetch('espelho', `/reprocessamento/${id}/log`);
  return exigir(logReprocessamentoRespostaSchema.parse(bruto).data, bruto).items;
};

export const createReprocessamento = async (
  novo: NovoReprocessamento,
): Promise<Reprocessamento> => {
  const bruto = await apiFetch('espelho', '/reprocessamento', { method: 'POST', body: novo });
  return exigir(reprocessamentoRespostaSchema.parse(bruto).data, bruto);
};

export const cancelarReprocessamento = async (id: number): Promise<Reprocessamento> => {
  const bruto = await apiFetch('espelho', `/reprocessamento/${id}/cancelar`, { method: 'PUT' });
  return exigir(reprocessamentoRespostaSchema.parse(bruto).data, bruto);
};

export type ConsultaOcorrencias = MesEspelho & {
  departamentoId: number | null;
  fonte: 'calculo' | 'reprocessamento';
  situacao?: SituacaoDivergencia;
  codigo?: string | null;
  pageNumber: number;
};

/** GET /api/espelho/ocorrencias: dias com inconsistência ou alerta no mês. */
export const loadOcorrencias = async (c: ConsultaOcorrencias): Promise<Ocorrencias> => {
  const { codigo, ...resto } = c;
  const bruto = await apiFetch('espelho', '/ocorrencias', {
    query: { ...resto, ...(codigo ? { codigo } : {}), pageSize: 25 },
  });
  return exigir(ocorrenciasRespostaSchema.parse(bruto).data, bruto);
};

/** GET /api/base/filter/departamentos. */
export const listarDepartamentos = async (): Promise<Departamento[]> => {
  const bruto = await apiFetch<{ data?: unknown }>('base', '/filter/departamentos');
  return itemFiltroSchema.array().parse(bruto?.data);
};
