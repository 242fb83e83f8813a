import { type Espelho, espelhoRespostaSchema, itemFiltroSchema } from '@jornada/contracts';
import { sessaoStore } from '../../app/session/session-store.ts';
import { apiFetch, montarUrl } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

export type MesEspelho = { ano: number; mes: number };
export type ConsultaEspelho = MesEspelho & { usuarioId?: number };
export type PessoaEspelho = ReturnType<typeof itemFiltroSchema.parse>;

/** GET /api/espelho?ano=&mes=[&usuarioId=]: o espelho do mês (sem usuarioId = o próprio). */
export const carregarEspelho = async ({
  ano,
  mes,
  usuarioId,
}: ConsultaEspelho): Promise<Espelho> => {
  const bruto = await apiFetch('espelho', '', { query: { ano, mes, usuarioId } });
  const dados = espelhoRespostaSchema.parse(bruto).data;
  if (!dados) throw new ErroApi(404, bruto);
  return dados;
};

/** GET /api/base/filter/pessoas: colaboradores que o gestor/RH pode consultar. */
export const buscarPessoasEspelho = async (): Promise<PessoaEspelho[]> => {
  const bruto = await apiFetch<{ data?: unknown }>('base', '/filter/pessoas');
  return itemFiltroSchema.array().parse(bruto?.data);
};

/**
 * GET /api/espelho/pdf: o PDF vem binário, então é lido como blob (apiFetch lê texto), com o
 * mesmo bearer da sessão.
 */
export const baixarPdfEspelho = async ({ ano, mes, usuarioId }: ConsultaEspelho): Promise<Blob> => {
  const token = sessaoStore.obter().token?.AccessToken;
  const resposta = await fetch(montarUrl('espelho', '/pdf', { ano, mes, usuarioId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
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
