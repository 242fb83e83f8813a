import {
  type ColaboradorAdmitido,
  type ColaboradorBody,
  type ColaboradorCriarBody,
  type ColaboradorListaQuery,
  type ColaboradorWire,
  colaboradorAdmitidoRespostaSchema,
  colaboradorListaRespostaSchema,
  colaboradorOpcoesRespostaSchema,
  colaboradorRespostaSchema,
  comboRespostaSchema,
  type EmpregadorBody,
  empregadorRespostaSchema,
  envelopeMinusculoSchema,
  filtroRespostaSchema,
  perfisRespostaSchema,
  regraPontoResumoSchema,
} from '@jornada/contracts';
import { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/**
 * Cadastro de colaboradores e do empregador (serviço principal: /colaboradores, /empregador) e o
 * convite de primeiro acesso (serviço de autenticação: POST /convites).
 */

type Envelope<T> = { data: T | null; message: string | null };

const dados = <T>(r: Envelope<T>): T => {
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data;
};

export type Gravado<T> = { registro: T; mensagem: string | null };
const gravado = (bruto: unknown): Gravado<ColaboradorWire> => {
  const r = colaboradorRespostaSchema.parse(bruto);
  return { registro: dados(r), mensagem: r.message };
};

export const listarColaboradores = async (q: ColaboradorListaQuery) =>
  dados(
    colaboradorListaRespostaSchema.parse(
      await apiFetch('main', '/colaboradores', { query: { ...q } }),
    ),
  );

export const opcoesColaborador = async () =>
  dados(colaboradorOpcoesRespostaSchema.parse(await apiFetch('main', '/colaboradores/opcoes')));

export const salvarColaborador = async (c: ColaboradorBody & { id?: number }) => {
  const { id, ...corpo } = c;
  return gravado(
    await apiFetch('main', id ? `/colaboradores/${id}` : '/colaboradores', {
      method: id ? 'PUT' : 'POST',
      body: corpo,
    }),
  );
};

/**
 * POST /colaboradores com a admissão inteira (escala, regra de ponto, perfil, marcação pela web):
 * uma transação no servidor; a resposta traz o que foi alocado.
 */
export const admitirColaborador = async (
  c: ColaboradorCriarBody,
): Promise<Gravado<ColaboradorAdmitido>> => {
  const r = colaboradorAdmitidoRespostaSchema.parse(
    await apiFetch('main', '/colaboradores', { method: 'POST', body: c }),
  );
  return { registro: dados(r), mensagem: r.message };
};

/** Opções da admissão, das listas de cada cadastro: escalas ativas (GET /escala/combo). */
export const listEscalasAtivas = async () =>
  dados(comboRespostaSchema.parse(await apiFetch('escala', '/escala/combo'))).data.items;

const regrasPontoRespostaSchema = envelopeMinusculoSchema(
  z.object({ items: regraPontoResumoSchema.array() }),
);

/** Regras de ponto não arquivadas (GET /regraponto, uma página com todas). */
export const listRegrasPontoAtivas = async () => {
  const bruto = await apiFetch('regrasAlocacao', '/regraponto', {
    query: { pageNumber: 1, pageSize: 5000 },
  });
  return dados(regrasPontoRespostaSchema.parse(bruto)).items;
};

/** Perfis de acesso da empresa (GET /perfis). */
export const listPerfisAcesso = async () =>
  dados(perfisRespostaSchema.parse(await apiFetch('auth', '/perfis')));

export const desligarColaborador = async (p: { id: number; demissao: string }) =>
  gravado(
    await apiFetch('main', `/colaboradores/${p.id}/desligamento`, {
      method: 'POST',
      body: { demissao: p.demissao },
    }),
  );

/** POST /convites: e-mail com o link de primeiro acesso (válido por 7 dias). */
export const convidarPrimeiroAcesso = async (usuarioId: number) => {
  const r = (await apiFetch('auth', '/convites', { method: 'POST', body: { usuarioId } })) as
    | Envelope<{ expiraEm: string }>
    | undefined;
  return { expiraEm: r?.data?.expiraEm ?? null, mensagem: r?.message ?? null };
};

export const obterEmpregador = async () =>
  dados(empregadorRespostaSchema.parse(await apiFetch('main', '/empregador')));

export const salvarEmpregador = async (b: EmpregadorBody) => {
  const r = empregadorRespostaSchema.parse(
    await apiFetch('main', '/empregador', { method: 'PUT', body: b }),
  );
  return { registro: dados(r), mensagem: r.message };
};

/** GET /api/base/filter/cidade?uf=: os municípios do IBGE da UF (id = código de 7 dígitos). */
export const listarMunicipios = async (uf: string) =>
  filtroRespostaSchema.parse(await apiFetch('base', '/filter/cidade', { query: { uf } })).data;
