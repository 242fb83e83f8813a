import {
  type RegraPonto,
  type RegraPontoResumo,
  regraPontoResumoSchema,
  regraPontoSchema,
  regraPontoVersaoSchema,
} from '@jornada/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { TipoRegraCalculo } from './tipos-regra.ts';

/** Envelope minúsculo (`success`, `data`): o conteúdo vem em `data`, nulo vira erro. */
export const dadosDe = (bruto: unknown): unknown => {
  const dados = (bruto as { data?: unknown } | undefined)?.data;
  if (dados === null || dados === undefined) throw new ErroApi(404, bruto);
  return dados;
};

export type RegraPontoVersao = z.infer<typeof regraPontoVersaoSchema>;
export type EscolhasRegraPonto = Record<TipoRegraCalculo, number | null>;
export type DadosRegraPonto = {
  nome: string;
  descricao: string | null;
  vigenciaInicio: string;
  regras: EscolhasRegraPonto;
};

const paginaResumos = regraPontoResumoSchema.array();

/**
 * GET /regraponto (serviço regrasAlocacao): as regras de ponto, última versão de cada; as
 * arquivadas só com `incluirArquivadas`.
 */
export const listRegrasPonto = async (incluirArquivadas = false): Promise<RegraPontoResumo[]> => {
  const bruto = await apiFetch('regrasAlocacao', '/regraponto', {
    query: {
      pageNumber: 1,
      pageSize: 5000,
      ...(incluirArquivadas ? { incluirArquivadas: 'true' } : {}),
    },
  });
  return paginaResumos.parse((dadosDe(bruto) as { items?: unknown }).items);
};

/** PUT /regraponto/status: arquiva (`ativo: false`) ou reativa; 409 se padrão ou alocada. */
export const alterarStatusRegraPonto = async ({
  id,
  ativo,
}: {
  id: number;
  ativo: boolean;
}): Promise<RegraPonto> =>
  regraPontoSchema.parse(
    dadosDe(
      await apiFetch('regrasAlocacao', '/regraponto/status', {
        method: 'PUT',
        body: { id, ativo },
      }),
    ),
  );

/** GET /regraponto/{id}: a composição (as 12 escolhas) e a configuração resolvida. */
export const findRegraPonto = async (id: number): Promise<RegraPonto> =>
  regraPontoSchema.parse(dadosDe(await apiFetch('regrasAlocacao', `/regraponto/${id}`)));

/** GET /regraponto/historico/{id}: versões, da mais recente (quem, quando, escolhas). */
export const loadHistoricoRegraPonto = async (id: number): Promise<RegraPontoVersao[]> =>
  regraPontoVersaoSchema
    .array()
    .parse(dadosDe(await apiFetch('regrasAlocacao', `/regraponto/historico/${id}`)));

export const createRegraPonto = async (dados: DadosRegraPonto): Promise<RegraPonto> =>
  regraPontoSchema.parse(
    dadosDe(await apiFetch('regrasAlocacao', '/regraponto', { method: 'POST', body: dados })),
  );

/** PUT /regraponto/{id}: nova versão a partir de `vigenciaInicio`. */
export const alterarRegraPonto = async ({
  id,
  dados,
}: {
  id: number;
  dados: DadosRegraPonto;
}): Promise<RegraPonto> =>
  regraPontoSchema.parse(
    dadosDe(await apiFetch('regrasAlocacao', `/regraponto/${id}`, { method: 'PUT', body: dados })),
  );

/** PUT /regraponto/default?id=&vigenciaInicio=: padrão da empresa a partir da data. */
export const definirRegraPontoPadrao = async ({
  id,
  vigenciaInicio,
}: {
  id: number;
  vigenciaInicio: string;
}): Promise<RegraPonto> =>
  regraPontoSchema.parse(
    dadosDe(
      await apiFetch('regrasAlocacao', '/regraponto/default', {
        method: 'PUT',
        query: { id, vigenciaInicio },
      }),
    ),
  );
