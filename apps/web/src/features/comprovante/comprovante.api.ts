import {
  type ComprovanteItem,
  listarComprovantesRespostaSchema,
  verificacaoComprovanteRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** GET /comprovantes: os comprovantes do usuário logado nas últimas 48 horas. */
export const listComprovantes = async (): Promise<ComprovanteItem[]> => {
  const bruto = await apiFetch('main', '/comprovantes');
  return listarComprovantesRespostaSchema.parse(bruto).Data?.items ?? [];
};

/** GET /comprovantes/verificar?codigo= (público, sem login). */
export const verificarComprovante = async (codigo: string) => {
  const bruto = await apiFetch('main', '/comprovantes/verificar', {
    query: { codigo },
    accessToken: null,
  });
  return verificacaoComprovanteRespostaSchema.parse(bruto).Data;
};

/**
 * GET /comprovantes/{codigo}/pdf: o PDF assinado exige o bearer, então vem como blob (um link
 * direto não levaria o token).
 */
export const baixarComprovantePdf = async (codigo: string): Promise<Blob> =>
  (
    await apiFetch('main', `/comprovantes/${encodeURIComponent(codigo)}/pdf`, {
      resposta: 'arquivo',
      headers: { Accept: 'application/pdf' },
    })
  ).blob;
