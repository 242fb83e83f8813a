import {
  type FormaApuracao,
  formaApuracaoSchema,
  REGRA_ATUALIZADA,
  type RegraApuracao,
  regraApuracaoSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { dadosDe } from './regra-ponto.api.ts';

export type PeriodoApuracao = FormaApuracao['periodo'];
export type DadosFormaApuracao = {
  nome: string;
  descricao: string | null;
  periodo: PeriodoApuracao;
};

/** GET /api/v1/formaApuracao (serviço regrasCalculo). */
export const listFormasApuracao = async (): Promise<FormaApuracao[]> =>
  formaApuracaoSchema
    .array()
    .parse(dadosDe(await apiFetch('regrasCalculo', '/api/v1/formaApuracao')));

export const createFormaApuracao = async (dados: DadosFormaApuracao): Promise<FormaApuracao> =>
  formaApuracaoSchema.parse(
    dadosDe(
      await apiFetch('regrasCalculo', '/api/v1/formaApuracao', { method: 'POST', body: dados }),
    ),
  );

export const alterarFormaApuracao = async ({
  id,
  dados,
}: {
  id: number;
  dados: DadosFormaApuracao;
}): Promise<FormaApuracao> =>
  formaApuracaoSchema.parse(
    dadosDe(
      await apiFetch('regrasCalculo', `/api/v1/formaApuracao/${id}`, {
        method: 'PUT',
        body: dados,
      }),
    ),
  );

/** DELETE /api/v1/formaApuracao/{id}: só sem uso (409 se alguma regra de apuração a usa). */
export const excluirFormaApuracao = async (id: number): Promise<void> => {
  await apiFetch('regrasCalculo', `/api/v1/formaApuracao/${id}`, { method: 'DELETE' });
};

/** GET /api/v1/regra: regras de apuração (última versão de cada; arquivadas só se pedidas). */
export const listRegrasApuracao = async (incluirArquivadas = false): Promise<RegraApuracao[]> =>
  regraApuracaoSchema.array().parse(
    dadosDe(
      await apiFetch('regrasCalculo', '/api/v1/regra', {
        ...(incluirArquivadas ? { query: { incluirArquivadas: 'true' } } : {}),
      }),
    ),
  );

/** PUT /api/v1/regra/status: arquiva (`ativo: false`) ou reativa a regra (`id` = id_regra). */
export const alterarStatusRegraApuracao = async ({
  id,
  ativo,
}: {
  id: number;
  ativo: boolean;
}): Promise<RegraApuracao> =>
  regraApuracaoSchema.parse(
    dadosDe(
      await apiFetch('regrasCalculo', '/api/v1/regra/status', {
        method: 'PUT',
        body: { id, ativo },
      }),
    ),
  );

/** GET /api/v1/regra/{id}: lista de versões, da mais recente; o 1º item traz `id_regra`. */
export const loadVersoesRegraApuracao = async (id: number): Promise<RegraApuracao[]> =>
  regraApuracaoSchema.array().parse(await apiFetch('regrasCalculo', `/api/v1/regra/${id}`));

export type DadosRegraApuracao = {
  nome: string;
  descricao: string | null;
  formaApuracaoId: number;
  regraPontoId: number | null;
  vigenciaInicio: string;
};

export const createRegraApuracao = async (dados: DadosRegraApuracao): Promise<RegraApuracao> =>
  regraApuracaoSchema.parse(
    dadosDe(await apiFetch('regrasCalculo', '/api/v1/regra', { method: 'POST', body: dados })),
  );

/** PUT /api/v1/regra/{id}: sucesso quando a resposta é o texto REGRA_UPDATED_SUCCESSFULLY. */
export const alterarRegraApuracao = async ({
  id,
  dados,
}: {
  id: number;
  dados: DadosRegraApuracao;
}): Promise<void> => {
  const resposta = await apiFetch('regrasCalculo', `/api/v1/regra/${id}`, {
    method: 'PUT',
    body: dados,
  });
  if (resposta !== REGRA_ATUALIZADA) throw new ErroApi(500, resposta);
};

/** POST /api/v1/regra/duplicate: cópia da última versão como uma regra nova. */
export const duplicarRegraApuracao = async ({
  id,
  nome,
}: {
  id: number;
  nome: string;
}): Promise<RegraApuracao> =>
  regraApuracaoSchema.parse(
    dadosDe(
      await apiFetch('regrasCalculo', '/api/v1/regra/duplicate', {
        method: 'POST',
        body: { id, nome },
      }),
    ),
  );
