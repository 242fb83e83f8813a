import {
  type AplicarModeloBody,
  type Convencao,
  type ConvencaoBody,
  colaboradoresSindicatoRespostaSchema,
  colaboradorSindicatoRespostaSchema,
  convencaoGravadaRespostaSchema,
  convencoesRespostaSchema,
  filtroRespostaSchema,
  type ItemFiltro,
  modelosConvencaoRespostaSchema,
  type Reprocessamento,
  reprocessamentoRespostaSchema,
  versoesConvencaoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

const exigir = <T>(dados: T | null | undefined, bruto: unknown): T => {
  if (dados === null || dados === undefined) throw new ErroApi(404, bruto);
  return dados;
};

export type ConvencaoGravada = { convencao: Convencao; reprocessamentoId: number | null };
export type ColaboradorSindicato = { usuarioId: number; nome: string; sindicatoId: number | null };

/** Sindicatos ativos da empresa (consulta de filtros do serviço base). */
export const listSindicatos = async (): Promise<ItemFiltro[]> => {
  const bruto = await apiFetch('base', '/filter/sindicatos');
  return exigir(filtroRespostaSchema.parse(bruto).data, bruto);
};

export const listModelos = async () => {
  const bruto = await apiFetch('cadastros', '/convencoes/modelos');
  return exigir(modelosConvencaoRespostaSchema.parse(bruto).data, bruto);
};

export const listConvencoes = async (sindicatoId: number): Promise<Convencao[]> => {
  const bruto = await apiFetch('cadastros', `/sindicatos/${sindicatoId}/convencoes`);
  return exigir(convencoesRespostaSchema.parse(bruto).data, bruto);
};

export const listHistorico = async (convencaoId: number): Promise<Convencao[]> => {
  const bruto = await apiFetch('cadastros', `/convencoes/${convencaoId}/historico`);
  return exigir(versoesConvencaoRespostaSchema.parse(bruto).data, bruto);
};

const gravada = (bruto: unknown): ConvencaoGravada =>
  exigir(convencaoGravadaRespostaSchema.parse(bruto).data, bruto);

export const criarConvencao = async (sindicatoId: number, corpo: ConvencaoBody) =>
  gravada(
    await apiFetch('cadastros', `/sindicatos/${sindicatoId}/convencoes`, {
      method: 'POST',
      body: corpo,
    }),
  );

export const aplicarModelo = async (sindicatoId: number, corpo: AplicarModeloBody) =>
  gravada(
    await apiFetch('cadastros', `/sindicatos/${sindicatoId}/convencoes/modelo`, {
      method: 'POST',
      body: corpo,
    }),
  );

export const alterarConvencao = async (convencaoId: number, corpo: ConvencaoBody) =>
  gravada(
    await apiFetch('cadastros', `/convencoes/${convencaoId}`, { method: 'PUT', body: corpo }),
  );

export const listColaboradores = async (sindicatoId: number): Promise<ColaboradorSindicato[]> => {
  const bruto = await apiFetch('cadastros', `/sindicatos/${sindicatoId}/colaboradores`);
  return exigir(colaboradoresSindicatoRespostaSchema.parse(bruto).data, bruto);
};

/** Liga a pessoa ao sindicato (ou a desliga, com null). */
export const definirSindicato = async (usuarioId: number, sindicatoId: number | null) => {
  const bruto = await apiFetch('cadastros', `/colaboradores/${usuarioId}/sindicato`, {
    method: 'PUT',
    body: { sindicatoId },
  });
  return exigir(colaboradorSindicatoRespostaSchema.parse(bruto).data, bruto);
};

/** Pessoas ativas pelo nome, para ligar ao sindicato. */
export const buscarPessoas = async (search: string): Promise<ItemFiltro[]> => {
  const bruto = await apiFetch('base', '/filter/pessoas', {
    query: { search: search.trim() || undefined },
  });
  return exigir(filtroRespostaSchema.parse(bruto).data, bruto);
};

/** O andamento de um pedido de reprocessamento (colaboradores processados de total). */
export const obterReprocessamento = async (id: number): Promise<Reprocessamento> => {
  const bruto = await apiFetch('espelho', `/reprocessamento/${id}`);
  return exigir(reprocessamentoRespostaSchema.parse(bruto).data, bruto);
};
