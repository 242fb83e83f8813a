import {
  type ComprovanteItem,
  listarComprovantesRespostaSchema,
  verificacaoComprovanteRespostaSchema,
} from '@jornada/contracts';
import { lerUsuarioId } from '../../app/session/session-storage.ts';
import { sessaoStore } from '../../app/session/session-store.ts';
import { apiFetch, montarUrl } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** GET /comprovantes: os comprovantes do usuário logado nas últimas 48 horas. */
export const listarComprovantes = async (): Promise<ComprovanteItem[]> => {
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
export const baixarComprovantePdf = async (codigo: string): Promise<Blob> => {
  const cabecalhos = new Headers({ Accept: 'application/pdf' });
  const token = sessaoStore.obter().token?.AccessToken;
  if (token) cabecalhos.set('Authorization', `Bearer ${token}`);
  const usuarioId = lerUsuarioId();
  if (usuarioId) cabecalhos.set('usuarioId', usuarioId);
  const resposta = await fetch(
    montarUrl('main', `/comprovantes/${encodeURIComponent(codigo)}/pdf`),
    {
      headers: cabecalhos,
    },
  );
  if (!resposta.ok) {
    const texto = await resposta.text();
    let corpo: unknown = texto;
    try {
      corpo = JSON.parse(texto);
    } catch {
      corpo = texto;
    }
    throw new ErroApi(resposta.status, corpo);
  }
  return resposta.blob();
};
