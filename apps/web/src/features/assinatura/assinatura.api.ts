import {
  type DocumentoAssinatura,
  type DocumentosAssinaturaFiltro,
  type DocumentosAssinaturaPagina,
  documentoAssinaturaRespostaSchema,
  documentosAssinaturaPaginaRespostaSchema,
  type EnvioAssinatura,
  type EnvioAssinaturaBody,
  envioAssinaturaRespostaSchema,
  itemFiltroSchema,
  type LoteAssinatura,
  lembreteRespostaSchema,
  loteAssinaturaRespostaSchema,
  type TipoAssinatura,
  tiposAssinaturaRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { FALHA_TIPOS } from './assinatura-comum.ts';

/** Chamadas do serviço de assinatura eletrônica (SERVICOS.assinatura). */

const PAGINA_VAZIA: DocumentosAssinaturaPagina = {
  itens: [],
  total: 0,
  pageNumber: 1,
  pageSize: 25,
};

/** Tipos de documento; na falha, o texto da spec ('Erro ao buscar tipos de assinaturas eletrônicas'). */
export const listTiposAssinatura = async (): Promise<TipoAssinatura[]> => {
  try {
    return tiposAssinaturaRespostaSchema.parse(await apiFetch('assinatura', '/tipos')).data ?? [];
  } catch {
    throw new Error(FALHA_TIPOS);
  }
};

const pagina = (bruto: unknown) =>
  documentosAssinaturaPaginaRespostaSchema.parse(bruto).data ?? PAGINA_VAZIA;

export const listMeusDocumentos = async (f: DocumentosAssinaturaFiltro) =>
  pagina(await apiFetch('assinatura', '/meus', { query: f }));

export const listDocumentos = async (f: DocumentosAssinaturaFiltro) =>
  pagina(await apiFetch('assinatura', '/documentos', { query: f }));

const documento = (bruto: unknown): DocumentoAssinatura => {
  const d = documentoAssinaturaRespostaSchema.parse(bruto).data;
  if (!d) throw new Error('documento ausente na resposta');
  return d;
};

/** O PDF do documento (marca "visualizado" na primeira abertura) como blob, para o visualizador. */
export const abrirMeuDocumento = async (id: number): Promise<Blob> =>
  (
    await apiFetch('assinatura', `/meus/${id}/arquivo`, {
      resposta: 'arquivo',
      headers: { Accept: 'application/pdf' },
    })
  ).blob;

export const assinarDocumento = async (id: number, senha: string, codigoTotp?: string) =>
  documento(
    await apiFetch('assinatura', `/meus/${id}/assinar`, {
      method: 'POST',
      body: { senha, ...(codigoTotp ? { codigoTotp } : {}) },
    }),
  );

export const recusarDocumento = async (id: number, motivo: string) =>
  documento(
    await apiFetch('assinatura', `/meus/${id}/recusar`, { method: 'POST', body: { motivo } }),
  );

export const enviarParaAssinatura = async (
  corpo: EnvioAssinaturaBody,
): Promise<EnvioAssinatura> => {
  const d = envioAssinaturaRespostaSchema.parse(
    await apiFetch('assinatura', '/envios', { method: 'POST', body: corpo }),
  ).data;
  if (!d) throw new Error('envio ausente na resposta');
  return d;
};

/** O andamento de um envio (GET /envios/{loteId}). */
export const lerLoteAssinatura = async (loteId: string): Promise<LoteAssinatura> => {
  const d = loteAssinaturaRespostaSchema.parse(
    await apiFetch('assinatura', `/envios/${encodeURIComponent(loteId)}`),
  ).data;
  if (!d) throw new Error('envio ausente na resposta');
  return d;
};

export const lembrarAssinatura = async (id: number) =>
  lembreteRespostaSchema.parse(
    await apiFetch('assinatura', `/documentos/${id}/lembrete`, { method: 'POST' }),
  ).data;

const baixar = async (caminho: string, nomePadrao: string) => {
  const arquivo = await apiFetch('assinatura', caminho, {
    resposta: 'arquivo',
    headers: { Accept: 'application/pdf' },
  });
  salvarArquivo(arquivo.blob, arquivo.nome ?? nomePadrao);
};

export const baixarDocumento = (d: DocumentoAssinatura) =>
  baixar(`/documentos/${d.id}/arquivo`, `documento-${d.id}.pdf`);

export const baixarEvidencias = (d: DocumentoAssinatura) =>
  baixar(`/documentos/${d.id}/evidencias`, `evidencias-${d.id}.pdf`);

export type Pessoa = { id: number; nome: string; detalhe: string | null };

/** Pessoas da empresa pelo nome (GET /api/base/filter/pessoas?search=). */
export const buscarPessoas = async (search: string): Promise<Pessoa[]> => {
  const bruto = (await apiFetch('base', '/filter/pessoas', {
    query: search ? { search } : {},
  })) as { data?: unknown };
  return itemFiltroSchema.array().parse(bruto.data ?? []);
};

/** Lê o arquivo escolhido como base64 (sem o prefixo data:). */
export const lerBase64 = async (arquivo: File): Promise<string> => {
  const bytes = new Uint8Array(await arquivo.arrayBuffer());
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
};
