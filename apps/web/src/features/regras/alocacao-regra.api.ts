import {
  type AlocacaoRegra,
  alocacaoRegraComRegraSchema,
  alocacaoRegraContagemSchema,
  alocacaoRegraSchema,
  alocacaoRegraVersaoSchema,
  itemFiltroSchema,
} from '@jornada/contracts';
import { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { dadosDe } from './regra-ponto.api.ts';

export type AlocacaoRegraVersao = z.infer<typeof alocacaoRegraVersaoSchema>;
export type ContagemAlocacoes = z.infer<typeof alocacaoRegraContagemSchema>;
export type Pessoa = z.infer<typeof itemFiltroSchema>;
export type StatusAlocacao = AlocacaoRegra['status'];

export type FiltroAlocacoes = {
  usuarioId?: number;
  regraId?: number;
  status?: StatusAlocacao;
  search?: string;
};

export type PaginaAlocacoes = { items: AlocacaoRegra[]; total: number };

const paginaSchema = z.object({ items: alocacaoRegraSchema.array(), total: z.number() });

/** GET /alocacao (serviço regrasAlocacao), paginado e filtrado. */
export const listarAlocacoes = async (
  filtro: FiltroAlocacoes,
  pageNumber: number,
  pageSize: number,
): Promise<PaginaAlocacoes> =>
  paginaSchema.parse(
    dadosDe(
      await apiFetch('regrasAlocacao', '/alocacao', {
        query: { ...filtro, pageNumber, pageSize },
      }),
    ),
  );

/** GET /alocacao/count/: total, ativas e inativas com os mesmos filtros. */
export const contarAlocacoes = async (filtro: FiltroAlocacoes): Promise<ContagemAlocacoes> =>
  alocacaoRegraContagemSchema.parse(
    dadosDe(await apiFetch('regrasAlocacao', '/alocacao/count/', { query: filtro })),
  );

export type AlocacaoComRegra = z.infer<typeof alocacaoRegraComRegraSchema>;

/** GET /alocacao/get-by-id/{id}?withRegraDePonto=true: a alocação e a regra de ponto resolvida. */
export const findAlocacaoComRegra = async (id: number): Promise<AlocacaoComRegra> =>
  alocacaoRegraComRegraSchema.parse(
    dadosDe(
      await apiFetch('regrasAlocacao', `/alocacao/get-by-id/${id}`, {
        query: { withRegraDePonto: true },
      }),
    ),
  );

/** GET /alocacao/historico/{id}: versões de uma alocação, da mais recente. */
export const loadHistoricoAlocacao = async (id: number): Promise<AlocacaoRegraVersao[]> =>
  alocacaoRegraVersaoSchema
    .array()
    .parse(dadosDe(await apiFetch('regrasAlocacao', `/alocacao/historico/${id}`)));

export type DadosAlocacao = {
  usuarioIds: number[];
  regraId: number;
  dataInicio: string;
  dataFim: string | null;
};

/** POST /alocacao: a mesma regra de ponto a vários colaboradores a partir de `dataInicio`. */
export const alocarRegra = async (dados: DadosAlocacao): Promise<AlocacaoRegra[]> =>
  alocacaoRegraSchema
    .array()
    .parse(dadosDe(await apiFetch('regrasAlocacao', '/alocacao', { method: 'POST', body: dados })));

/** PUT /alocacao/status: arquiva (inativa) ou reativa alocações. */
export const alterarStatusAlocacoes = async ({
  ids,
  status,
}: {
  ids: number[];
  status: StatusAlocacao;
}): Promise<AlocacaoRegra[]> =>
  alocacaoRegraSchema.array().parse(
    dadosDe(
      await apiFetch('regrasAlocacao', '/alocacao/status', {
        method: 'PUT',
        body: { ids, status },
      }),
    ),
  );

/** GET /api/base/filter/pessoas: colaboradores da empresa para alocar. */
export const listarPessoas = async (): Promise<Pessoa[]> =>
  itemFiltroSchema.array().parse(dadosDe(await apiFetch('base', '/filter/pessoas')));
