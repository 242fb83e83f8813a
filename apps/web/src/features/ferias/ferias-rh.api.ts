import {
  type AjustarPeriodoBody,
  type FeriasColetivasBody,
  filtroRespostaSchema,
  type ItemFiltro,
  type LancamentosPaginados,
  type LancamentosPaginadosQuery,
  lancamentosPaginadosRespostaSchema,
  type PreviaColetivas,
  type PreviaImportacaoPeriodos,
  previaColetivasRespostaSchema,
  previaImportacaoPeriodosRespostaSchema,
  type ResultadoColetivas,
  type ResultadoImportacaoPeriodos,
  resultadoColetivasRespostaSchema,
  resultadoImportacaoPeriodosRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Telas do RH sobre férias: importação (empresa 1032), férias coletivas e solicitações de todos. */

type Envelope<T> = { Data: T | null; Mensagem: string | null };
const dados = <T>(r: Envelope<T>): T => {
  if (r.Data === null) throw new ErroApi(400, { Mensagem: r.Mensagem });
  return r.Data;
};

const comArquivo = (arquivo: File, campos: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  form.append('arquivo', arquivo, arquivo.name);
  return form;
};

/** POST /ImportarPeriodosAquisitivos/previa: cada linha conferida, nada gravado. */
export const previaImportacaoPeriodos = async (arquivo: File): Promise<PreviaImportacaoPeriodos> =>
  dados(
    previaImportacaoPeriodosRespostaSchema.parse(
      await apiFetch('main', '/ImportarPeriodosAquisitivos/previa', {
        method: 'POST',
        body: comArquivo(arquivo),
      }),
    ),
  );

/** POST /ImportarPeriodosAquisitivos: grava as linhas válidas que a prévia mostrou. */
export const importarPeriodos = async (e: {
  arquivo: File;
  validasEsperadas: number;
}): Promise<ResultadoImportacaoPeriodos> =>
  dados(
    resultadoImportacaoPeriodosRespostaSchema.parse(
      await apiFetch('main', '/ImportarPeriodosAquisitivos', {
        method: 'POST',
        body: comArquivo(e.arquivo, { validasEsperadas: String(e.validasEsperadas) }),
      }),
    ),
  );

/** POST /FeriasColetivas/previa. */
export const previaColetivas = async (b: FeriasColetivasBody): Promise<PreviaColetivas> =>
  dados(
    previaColetivasRespostaSchema.parse(
      await apiFetch('main', '/FeriasColetivas/previa', { method: 'POST', body: b }),
    ),
  );

/** POST /FeriasColetivas. */
export const marcarColetivas = async (b: FeriasColetivasBody): Promise<ResultadoColetivas> =>
  dados(
    resultadoColetivasRespostaSchema.parse(
      await apiFetch('main', '/FeriasColetivas', { method: 'POST', body: b }),
    ),
  );

/** GET /CarregarLancamentosPaginados (RH). */
export const loadLancamentosPaginados = async (
  q: Partial<LancamentosPaginadosQuery>,
): Promise<LancamentosPaginados> =>
  dados(
    lancamentosPaginadosRespostaSchema.parse(
      await apiFetch('main', '/CarregarLancamentosPaginados', { query: q }),
    ),
  );

/** GET /api/base/filter/{departamentos|filiais} (spec §7 "Filters and lookups"). */
export const loadGrupos = async (cadastro: 'departamentos' | 'filiais'): Promise<ItemFiltro[]> =>
  filtroRespostaSchema.parse(await apiFetch('base', `/filter/${cadastro}`)).data;

/** POST /AjustarPeriodoAquisitivo (RH): ajuste do período com o motivo; só inserção. */
export const ajustarPeriodoAquisitivo = async (b: AjustarPeriodoBody): Promise<string> => {
  const r = (await apiFetch('main', '/AjustarPeriodoAquisitivo', {
    method: 'POST',
    body: b,
  })) as Envelope<{ id: number }>;
  dados(r);
  return r.Mensagem ?? 'Período aquisitivo ajustado.';
};
