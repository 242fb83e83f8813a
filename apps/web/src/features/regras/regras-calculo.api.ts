import { envelopeMinusculoSchema, type RegraCalculo, regraCalculoSchema } from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { TipoRegraCalculo } from './tipos-regra.ts';

const exigir = <T>(dados: T | null, bruto: unknown): T => {
  if (dados === null) throw new ErroApi(404, bruto);
  return dados;
};

// Os esquemas são exatos por tipo em tempo de execução; para o TypeScript basta a forma comum.
const uma = (tipo: TipoRegraCalculo) => ({
  parse: (bruto: unknown) => ({
    data: envelopeMinusculoSchema(regraCalculoSchema(tipo)).parse(bruto)
      .data as RegraCalculo | null,
  }),
});
const lista = (tipo: TipoRegraCalculo) => ({
  parse: (bruto: unknown) => ({
    data: envelopeMinusculoSchema(regraCalculoSchema(tipo).array()).parse(bruto).data as
      | RegraCalculo[]
      | null,
  }),
});

const base = (tipo: TipoRegraCalculo) => `/api/v1/${tipo}`;

/**
 * GET /api/regras-calculo/api/v1/{tipo}: regras do tipo (última versão gravada); as arquivadas
 * só com `incluirArquivadas`.
 */
export const listRegrasCalculo = async (
  tipo: TipoRegraCalculo,
  incluirArquivadas = false,
): Promise<RegraCalculo[]> => {
  const bruto = await apiFetch('regrasCalculo', base(tipo), {
    ...(incluirArquivadas ? { query: { incluirArquivadas: 'true' } } : {}),
  });
  return exigir(lista(tipo).parse(bruto).data, bruto);
};

/** PUT /{tipo}/status: arquiva (`ativo: false`) ou reativa; 409 se uma regra de ponto a usa. */
export const alterarStatusRegraCalculo = async ({
  tipo,
  id,
  ativo,
}: {
  tipo: TipoRegraCalculo;
  id: number;
  ativo: boolean;
}): Promise<RegraCalculo> => {
  const bruto = await apiFetch('regrasCalculo', `${base(tipo)}/status`, {
    method: 'PUT',
    body: { id, ativo },
  });
  return exigir(uma(tipo).parse(bruto).data, bruto);
};

/** GET /historico/{id}: todas as versões, da mais recente. */
export const loadHistoricoRegra = async (
  tipo: TipoRegraCalculo,
  id: number,
): Promise<RegraCalculo[]> => {
  const bruto = await apiFetch('regrasCalculo', `${base(tipo)}/historico/${id}`);
  return exigir(lista(tipo).parse(bruto).data, bruto);
};

export type DadosRegraCalculo = {
  nome: string;
  descricao: string | null;
  vigenciaInicio: string;
} & Record<string, unknown>;

export const createRegraCalculo = async ({
  tipo,
  dados,
}: {
  tipo: TipoRegraCalculo;
  dados: DadosRegraCalculo;
}): Promise<RegraCalculo> => {
  const bruto = await apiFetch('regrasCalculo', base(tipo), { method: 'POST', body: dados });
  return exigir(uma(tipo).parse(bruto).data, bruto);
};

/** PUT /{id}: grava uma nova versão que vale a partir de `vigenciaInicio`. */
export const alterarRegraCalculo = async ({
  tipo,
  id,
  dados,
}: {
  tipo: TipoRegraCalculo;
  id: number;
  dados: DadosRegraCalculo;
}): Promise<RegraCalculo> => {
  const bruto = await apiFetch('regrasCalculo', `${base(tipo)}/${id}`, {
    method: 'PUT',
    body: dados,
  });
  return exigir(uma(tipo).parse(bruto).data, bruto);
};
