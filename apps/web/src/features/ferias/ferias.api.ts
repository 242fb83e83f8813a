import {
  type AlterarStatusBody,
  calendarioIndividualRespostaSchema,
  type ListarSolicitacoesQuery,
  type PeriodoAquisitivoWire,
  periodosAquisitivosRespostaSchema,
  type SalvarDayOffBody,
  type SalvarFeriasBody,
  type SalvarRecessoBody,
  type Solicitacao,
  solicitacaoRespostaSchema,
  solicitacoesRespostaSchema,
  totaisSolicitacoesRespostaSchema,
  totalPorFuncionarioRespostaSchema,
} from '@jornada/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Lançamentos do colaborador no serviço principal (spec §7): férias, recesso e day off. */

type EnvelopeMaiusculo<T> = { Data: T | null; Mensagem: string | null };

const dados = <T>(r: EnvelopeMaiusculo<T>): T => {
  if (r.Data === null) throw new ErroApi(400, { Mensagem: r.Mensagem });
  return r.Data;
};

export type Totais = NonNullable<z.infer<typeof totaisSolicitacoesRespostaSchema>['Data']>;
export type TotalPorFuncionario = NonNullable<
  z.infer<typeof totalPorFuncionarioRespostaSchema>['Data']
>[number];
export type Gravado = { solicitacao: Solicitacao; mensagem: string | null };

const gravado = (bruto: unknown): Gravado => {
  const r = solicitacaoRespostaSchema.parse(bruto);
  return { solicitacao: dados(r), mensagem: r.Mensagem };
};

/** "Formulário" na spec: multipart, campo a campo; ausentes ficam de fora. */
const formulario = (campos: Record<string, string | number | undefined>): FormData => {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos))
    if (valor !== undefined && valor !== '') form.append(nome, String(valor));
  return form;
};

/** GET /CarregarPeriodosAquisitivos: do mais novo ao mais antigo, com o saldo. */
export const loadPeriodosAquisitivos = async (
  usuarioId?: number,
): Promise<PeriodoAquisitivoWire[]> =>
  dados(
    periodosAquisitivosRespostaSchema.parse(
      await apiFetch('main', '/CarregarPeriodosAquisitivos', { query: { usuarioId } }),
    ),
  );

/** GET /CarregarFeriasLancamentos: as programações de férias da pessoa. */
export const loadFerias = async (usuarioId: number): Promise<Solicitacao[]> =>
  dados(
    solicitacoesRespostaSchema.parse(
      await apiFetch('main', '/CarregarFeriasLancamentos', { query: { usuarioId } }),
    ),
  );

/** POST /CarregarRecessoLancamentos {usuarioId}. */
export const loadRecessos = async (usuarioId: number): Promise<Solicitacao[]> =>
  dados(
    solicitacoesRespostaSchema.parse(
      await apiFetch('main', '/CarregarRecessoLancamentos', {
        method: 'POST',
        body: { usuarioId },
      }),
    ),
  );

/** POST /CarregarDayOffLancamentos {usuarioId}. */
export const loadDaysOff = async (usuarioId: number): Promise<Solicitacao[]> =>
  dados(
    solicitacoesRespostaSchema.parse(
      await apiFetch('main', '/CarregarDayOffLancamentos', { method: 'POST', body: { usuarioId } }),
    ),
  );

/** POST /CarregarTotaisLancamentos {usuarioId}: por tipo e status, com o saldo de férias. */
export const loadTotais = async (usuarioId: number): Promise<Totais> =>
  dados(
    totaisSolicitacoesRespostaSchema.parse(
      await apiFetch('main', '/CarregarTotaisLancamentos', { method: 'POST', body: { usuarioId } }),
    ),
  );

export type FiltroLancamentos = Pick<ListarSolicitacoesQuery, 'tipo' | 'status' | 'usuarioId'>;

/** GET /CarregarLancamentos: todos os lançamentos do alcance (a caixa de aprovações). */
export const loadLancamentos = async (f: FiltroLancamentos): Promise<Solicitacao[]> =>
  dados(
    solicitacoesRespostaSchema.parse(
      await apiFetch('main', '/CarregarLancamentos', { query: { ...f } }),
    ),
  );

/** GET /TotalPontosPorFuncionario: pendentes, aprovados e total por colaborador do alcance. */
export const loadTotalPorFuncionario = async (
  f: Pick<FiltroLancamentos, 'tipo'>,
): Promise<TotalPorFuncionario[]> =>
  dados(
    totalPorFuncionarioRespostaSchema.parse(
      await apiFetch('main', '/TotalPontosPorFuncionario', { query: { ...f } }),
    ),
  );

/** POST /salvarFeriaslancamento (JSON). A recusa da lei chega como ErroApi (422, com o campo). */
export const salvarFerias = async (corpo: SalvarFeriasBody): Promise<Gravado> =>
  gravado(await apiFetch('main', '/salvarFeriaslancamento', { method: 'POST', body: corpo }));

/** POST /salvarrecessolancamento (formulário). */
export const salvarRecesso = async (corpo: SalvarRecessoBody): Promise<Gravado> =>
  gravado(
    await apiFetch('main', '/salvarrecessolancamento', { method: 'POST', body: formulario(corpo) }),
  );

/** POST /salvardayofflancamento (formulário). */
export const salvarDayOff = async (corpo: SalvarDayOffBody): Promise<Gravado> =>
  gravado(
    await apiFetch('main', '/salvardayofflancamento', { method: 'POST', body: formulario(corpo) }),
  );

/** POST /AlterarStatusLancamento (formulário): aprovar, reprovar (com motivo) ou cancelar. */
export const alterarStatus = async (corpo: AlterarStatusBody): Promise<Gravado> =>
  gravado(
    await apiFetch('main', '/AlterarStatusLancamento', {
      method: 'POST',
      body: formulario(corpo),
    }),
  );

/** GET /calendario/individual (escala): os feriados do mês na escala de quem está logado. */
export const loadFeriadosDoMes = async (ano: number, mes: number): Promise<string[]> => {
  const r = calendarioIndividualRespostaSchema.parse(
    await apiFetch('escala', '/calendario/individual', { query: { Ano: ano, Mes: mes } }),
  );
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data.dias.filter((d) => d.feriado !== null).map((d) => d.data);
};
