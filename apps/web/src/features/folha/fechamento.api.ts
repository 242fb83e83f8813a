import {
  type Fechamento,
  fechamentoRespostaSchema,
  fechamentosRespostaSchema,
  type StatusCompetencia,
  statusCompetenciaRespostaSchema,
  type VerificacaoFechamento,
  verificacaoFechamentoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import type { Competencia } from './folha.api.ts';

/**
 * Fechamento da competência (SERVICOS.verbas, /fechamento; docs/decisoes/fechamento.md):
 * verificação com as divergências, situação, histórico, fechar e reabrir.
 */

export type HistoricoFechamentos = { items: Fechamento[]; total: number };

const exigir = <T>(dados: T | null): T => {
  if (dados === null) throw new Error('Resposta vazia do servidor.');
  return dados;
};

export const verificarFechamento = async (
  c: Competencia & { pageNumber: number },
): Promise<VerificacaoFechamento> =>
  exigir(
    verificacaoFechamentoRespostaSchema.parse(
      await apiFetch('verbas', '/fechamento/divergencias', { query: { ...c, pageSize: 25 } }),
    ).data,
  );

export const statusCompetencia = async (c: Competencia): Promise<StatusCompetencia> =>
  exigir(
    statusCompetenciaRespostaSchema.parse(
      await apiFetch('verbas', '/fechamento/status', { query: c }),
    ).data,
  );

export const listarFechamentos = async (q: {
  ano: number;
  mes: number;
  pageNumber: number;
}): Promise<HistoricoFechamentos> =>
  exigir(
    fechamentosRespostaSchema.parse(
      await apiFetch('verbas', '/fechamento', { query: { ...q, pageSize: 10 } }),
    ).data,
  );

export const fecharCompetencia = async (
  c: Competencia & { aceitarAvisos: boolean },
): Promise<Fechamento> =>
  exigir(
    fechamentoRespostaSchema.parse(
      await apiFetch('verbas', '/fechamento', { method: 'POST', body: c }),
    ).data,
  );

export const reabrirFechamento = async (id: number, motivo: string): Promise<Fechamento> =>
  exigir(
    fechamentoRespostaSchema.parse(
      await apiFetch('verbas', `/fechamento/${id}/reabertura`, {
        method: 'POST',
        body: { motivo },
      }),
    ).data,
  );
