import {
  exclusaoRespostaSchema,
  type Holerite,
  type HoleritesPagina,
  holeritesPaginaRespostaSchema,
  holeriteTiposRespostaSchema,
  type ImportacaoFiltro,
  type ImportacaoPrevia,
  importacaoPreviaRespostaSchema,
  meusHoleritesRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/**
 * Chamadas do serviço de holerites (SERVICOS.holerite). Na falha de uma leitura, a tela mostra só
 * o próprio estado de erro, sem a mensagem do servidor (spec §8: success false, sem mensagem).
 */
export type HoleriteTipo = { id: number; nome: string };

/** Falha de leitura sem a mensagem do servidor: a tela mostra o próprio texto de erro. */
const semMensagem = async <T>(leitura: Promise<T>): Promise<T> => {
  try {
    return await leitura;
  } catch {
    throw new Error('falha ao carregar holerites');
  }
};

export const listTiposHolerite = async (): Promise<HoleriteTipo[]> =>
  holeriteTiposRespostaSchema.parse(await semMensagem(apiFetch('holerite', '/holeritetipo')))
    .data ?? [];

export const listHolerites = async (filtro: ImportacaoFiltro): Promise<HoleritesPagina> => {
  const bruto = await semMensagem(apiFetch('holerite', '/importacao', { query: filtro }));
  const pagina = holeritesPaginaRespostaSchema.parse(bruto).data;
  return pagina ?? { itens: [], total: 0, pageNumber: 1, pageSize: 25 };
};

const previa = (bruto: unknown): ImportacaoPrevia => {
  const dados = importacaoPreviaRespostaSchema.parse(bruto).data;
  if (!dados) throw new Error('prévia ausente na resposta');
  return dados;
};

/** POST /importacao: multipart com o arquivo em `arquivos`; tipo e competência na query. */
export const enviarHolerites = async (
  arquivo: File,
  holeriteTipoId: number,
  competencia: string,
): Promise<ImportacaoPrevia> => {
  const corpo = new FormData();
  corpo.append('arquivos', arquivo);
  return previa(
    await apiFetch('holerite', '/importacao', {
      method: 'POST',
      query: { holeriteTipoId, competencia },
      body: corpo,
    }),
  );
};

export const findPrevia = async (loteId: number) =>
  previa(await apiFetch('holerite', `/importacao/lote/${loteId}`));

export const publicarImportacao = async (loteId: number) =>
  previa(await apiFetch('holerite', `/importacao/lote/${loteId}/publicar`, { method: 'POST' }));

const excluidos = (bruto: unknown) => exclusaoRespostaSchema.parse(bruto).data?.excluidos ?? 0;

export const excluirImportacao = async (loteId: number) =>
  excluidos(await apiFetch('holerite', `/importacao/lote/${loteId}`, { method: 'DELETE' }));

export const excluirHolerite = async (id: number) =>
  excluidos(await apiFetch('holerite', `/importacao/${id}`, { method: 'DELETE' }));

export const excluirHolerites = async (ids: number[]) =>
  excluidos(await apiFetch('holerite', '/importacao', { method: 'DELETE', body: { ids } }));

export const listMeusHolerites = async (): Promise<Holerite[]> =>
  meusHoleritesRespostaSchema.parse(await semMensagem(apiFetch('holerite', '/importacao/meus')))
    .data ?? [];

/** GET /importacao/{id}/arquivo: o PDF exige o bearer, então vem como blob e é salvo. */
export const baixarHolerite = async (h: Holerite): Promise<void> => {
  const arquivo = await apiFetch('holerite', `/importacao/${h.id}/arquivo`, {
    resposta: 'arquivo',
    headers: { Accept: 'application/pdf' },
  });
  salvarArquivo(arquivo.blob, arquivo.nome ?? `holerite-${h.competencia}.pdf`);
};
