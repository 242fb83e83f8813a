import {
  envelopeMinusculoSchema,
  type FeriadoBody,
  type FeriadoWire,
  feriadoListaRespostaSchema,
  feriadoSchema,
  type ItemFiltro,
  itemFiltroSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Feriados municipais da empresa (serviço de escala, /feriado) e as filiais para escolher. */

type Envelope<T> = { data: T | null; message: string | null };

const dados = <T>(r: Envelope<T>): T => {
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data;
};

const feriadoResposta = envelopeMinusculoSchema(feriadoSchema);
export type FeriadoGravado = { registro: FeriadoWire; mensagem: string | null };
const gravado = (bruto: unknown): FeriadoGravado => {
  const r = feriadoResposta.parse(bruto);
  return { registro: dados(r), mensagem: r.message };
};

export const listarFeriados = async (f: { ano: number; ativo: boolean }): Promise<FeriadoWire[]> =>
  dados(
    feriadoListaRespostaSchema.parse(
      await apiFetch('escala', '/feriado', { query: { Ano: f.ano, ativo: f.ativo } }),
    ),
  ).items;

export const salvarFeriado = async (f: FeriadoBody & { id?: number }) => {
  const { id, ...corpo } = f;
  return gravado(
    await apiFetch('escala', id ? `/feriado/${id}` : '/feriado', {
      method: id ? 'PUT' : 'POST',
      body: corpo,
    }),
  );
};

export const statusFeriado = async (id: number, ativo: boolean) =>
  gravado(await apiFetch('escala', `/feriado/${id}/status`, { method: 'PUT', body: { ativo } }));

/** GET /filter/filiais (serviço base): os estabelecimentos da empresa. */
export const listarFiliais = async (): Promise<ItemFiltro[]> =>
  itemFiltroSchema
    .array()
    .parse(((await apiFetch('base', '/filter/filiais')) as { data?: unknown } | undefined)?.data);
