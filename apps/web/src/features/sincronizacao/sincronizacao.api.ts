import {
  type FonteSincronizacao,
  fonteSincronizacaoRespostaSchema,
  fontesSincronizacaoRespostaSchema,
  type LoteSincronizacao,
  loteSincronizacaoRespostaSchema,
  type MapeamentoSincronizacao,
  type PreviaSincronizacao,
  previaSincronizacaoRespostaSchema,
  type ResultadoSincronizacao,
  resultadoSincronizacaoRespostaSchema,
  type TipoSincronizacao,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Sincronização com a exportação da folha (SERVICOS.integracao, /sincronizacao/...). */

const dados = <T>(r: { data: T | null; message: string | null }): T => {
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data;
};

export const listFontes = async (): Promise<FonteSincronizacao[]> =>
  dados(
    fontesSincronizacaoRespostaSchema.parse(await apiFetch('integracao', '/sincronizacao/fontes')),
  ).items;

export const criarFonte = async (nome: string): Promise<FonteSincronizacao> =>
  dados(
    fonteSincronizacaoRespostaSchema.parse(
      await apiFetch('integracao', '/sincronizacao/fontes', { method: 'POST', body: { nome } }),
    ),
  );

/** POST multipart: o arquivo, a fonte e o tipo; devolve as colunas e o mapeamento salvo. */
export const enviarArquivo = async (p: {
  arquivo: File;
  fonteId: number;
  tipo: TipoSincronizacao;
}): Promise<LoteSincronizacao> => {
  const corpo = new FormData();
  corpo.append('fonteId', String(p.fonteId));
  corpo.append('tipo', p.tipo);
  corpo.append('arquivo', p.arquivo, p.arquivo.name);
  return dados(
    loteSincronizacaoRespostaSchema.parse(
      await apiFetch('integracao', '/sincronizacao/lotes', { method: 'POST', body: corpo }),
    ),
  );
};

export const previaLote = async (
  id: number,
  mapeamento: MapeamentoSincronizacao,
): Promise<PreviaSincronizacao> =>
  dados(
    previaSincronizacaoRespostaSchema.parse(
      await apiFetch('integracao', `/sincronizacao/lotes/${id}/previa`, {
        method: 'POST',
        body: { mapeamento },
      }),
    ),
  );

export const confirmarLote = async (id: number): Promise<ResultadoSincronizacao> =>
  dados(
    resultadoSincronizacaoRespostaSchema.parse(
      await apiFetch('integracao', `/sincronizacao/lotes/${id}/confirmacao`, { method: 'POST' }),
    ),
  );
