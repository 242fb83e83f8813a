import {
  type AcaoBody,
  type AcaoWire,
  acaoDisponivelRespostaSchema,
  acaoListaRespostaSchema,
  acaoRespostaSchema,
  calendarioIndividualRespostaSchema,
  comboRespostaSchema,
  configuracaoEmVigorRespostaSchema,
  diaColaboradorRespostaSchema,
  equipeRespostaSchema,
  filtroRespostaSchema,
  type GestaoWire,
  gestaoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { StatusAcao, TipoAcao } from './acao.ts';
import type {
  AcaoDisponivel,
  CalendarioIndividual,
  ComboItem,
  ConfiguracaoEmVigor,
  DiaColaborador,
  Equipe,
  ItemFiltro,
  Pagina,
} from './escala.tipos.ts';

/** Envelope minúsculo com `data` nula: trata como falha com a mensagem que vier. */
const exigirDados = <T>(resposta: { data: T | null; message: string | null }): T => {
  if (resposta.data === null) throw new ErroApi(400, { message: resposta.message });
  return resposta.data;
};

export type FiltroEquipe = {
  ano: number;
  mes: number;
  pageNumber: number;
  pageSize: number;
  departamentoId?: number | null;
  grupo?: number | null;
  search?: string | null;
};

/** GET /calendario/equipe: colaboradores (página) × dias do mês. */
export const loadEquipe = async (f: FiltroEquipe): Promise<Equipe> => {
  const bruto = await apiFetch('escala', '/calendario/equipe', {
    query: {
      Ano: f.ano,
      Mes: f.mes,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
      departamentoId: f.departamentoId,
      grupo: f.grupo,
      search: f.search,
    },
  });
  return exigirDados(equipeRespostaSchema.parse(bruto));
};

/** GET /calendario/dia: o dia de um colaborador para o painel 'Escala no Dia'. */
export const loadDia = async (usuarioId: number, data: string): Promise<DiaColaborador> => {
  const bruto = await apiFetch('escala', '/calendario/dia', {
    query: { UsuarioId: usuarioId, Data: data },
  });
  return exigirDados(diaColaboradorRespostaSchema.parse(bruto));
};

/** GET /acao/disponivel: o menu 'ações' do dia, lido de data.data.items (spec §7). */
export const loadAcoesDisponiveis = async (
  usuarioId: number,
  data: string,
): Promise<AcaoDisponivel[]> => {
  const bruto = await apiFetch('escala', '/acao/disponivel', {
    query: { UsuarioId: usuarioId, Data: data },
  });
  return exigirDados(acaoDisponivelRespostaSchema.parse(bruto)).data.items;
};

/** GET /calendario/individual: o mês do colaborador logado. */
export const loadIndividual = async (ano: number, mes: number): Promise<CalendarioIndividual> => {
  const bruto = await apiFetch('escala', '/calendario/individual', {
    query: { Ano: ano, Mes: mes },
  });
  return exigirDados(calendarioIndividualRespostaSchema.parse(bruto));
};

/** GET /configuracao/em-vigor: mostrarHorarioEscala e a gestão de hoje do usuário. */
export const loadConfiguracaoEmVigor = async (): Promise<ConfiguracaoEmVigor> => {
  const bruto = await apiFetch('escala', '/configuracao/em-vigor');
  return exigirDados(configuracaoEmVigorRespostaSchema.parse(bruto));
};

export const loadAcao = async (id: number): Promise<AcaoWire> => {
  const bruto = await apiFetch('escala', `/acao/${id}`);
  return exigirDados(acaoRespostaSchema.parse(bruto));
};

export type FiltroAcoes = {
  pageNumber: number;
  pageSize: number;
  status?: StatusAcao | null;
  tipoAcao?: TipoAcao | null;
  inicio?: string | null;
  fim?: string | null;
  UsuarioId?: number | null;
};

/** GET /acao: ações da equipe (gestor), paginadas. */
export const listAcoes = async (f: FiltroAcoes): Promise<Pagina<AcaoWire>> => {
  const bruto = await apiFetch('escala', '/acao', { query: { ...f } });
  return exigirDados(acaoListaRespostaSchema.parse(bruto));
};

export type ResultadoAcao = { acao: AcaoWire; mensagem: string | null };

/** POST /acao com um dos corpos do spec §7; a recusa chega como ErroApi com a mensagem. */
export const registrarAcao = async (corpo: AcaoBody): Promise<ResultadoAcao> => {
  const bruto = await apiFetch('escala', '/acao', { method: 'POST', body: corpo });
  const resposta = acaoRespostaSchema.parse(bruto);
  return { acao: exigirDados(resposta), mensagem: resposta.message };
};

/** PUT /acao/status com {id, status}: aprovar, reprovar ou remover. */
export const alterarStatusAcao = async (pedido: {
  id: number;
  status: StatusAcao;
}): Promise<ResultadoAcao> => {
  const bruto = await apiFetch('escala', '/acao/status', { method: 'PUT', body: pedido });
  const resposta = acaoRespostaSchema.parse(bruto);
  return { acao: exigirDados(resposta), mensagem: resposta.message };
};

/** GET /escala/combo?GestaoId: escalas para Alterar Escala, de data.data.items. */
export const loadComboEscalas = async (gestaoId?: number | null): Promise<ComboItem[]> => {
  const bruto = await apiFetch('escala', '/escala/combo', { query: { GestaoId: gestaoId } });
  return exigirDados(comboRespostaSchema.parse(bruto)).data.items;
};

/** GET /gestao/{gestaoId}: data.data traz alocacaoDataFim. */
export const loadGestao = async (gestaoId: number): Promise<GestaoWire> => {
  const bruto = await apiFetch('escala', `/gestao/${gestaoId}`);
  return exigirDados(gestaoRespostaSchema.parse(bruto)).data;
};

/** GET /api/base/filter/departamentos (spec §7 "Filters and lookups"). */
export const loadFiltro = async (
  cadastro: 'departamentos' | 'pessoas',
  search?: string,
): Promise<ItemFiltro[]> => {
  const bruto = await apiFetch('base', `/filter/${cadastro}`, { query: { search } });
  return filtroRespostaSchema.parse(bruto).data;
};
