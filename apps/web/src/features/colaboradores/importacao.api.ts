import {
  type ColaboradorImportacaoPreviaBody,
  type ColaboradorListaQuery,
  colaboradorImportacaoPreviaRespostaSchema,
  colaboradorImportacaoRascunhoRespostaSchema,
  colaboradorImportacaoResultadoRespostaSchema,
  type MapeamentoImportacaoWire,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/**
 * Importação de colaboradores por planilha e exportação da lista (serviço principal):
 * /colaboradores/importacao (envio, prévia, confirmação, recusadas, modelo) e
 * /colaboradores/exportacao.
 */

const dados = <T>(r: { data: T | null; message: string | null }): T => {
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data;
};

/** POST multipart com a planilha no campo `arquivo`: o rascunho e o mapeamento proposto. */
export const enviarPlanilha = async (arquivo: File) => {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo, arquivo.name);
  return dados(
    colaboradorImportacaoRascunhoRespostaSchema.parse(
      await apiFetch('main', '/colaboradores/importacao', { method: 'POST', body: corpo }),
    ),
  );
};

export const previaImportacao = async (id: number, corpo: ColaboradorImportacaoPreviaBody) =>
  dados(
    colaboradorImportacaoPreviaRespostaSchema.parse(
      await apiFetch('main', `/colaboradores/importacao/${id}/previa`, {
        method: 'POST',
        body: corpo,
      }),
    ),
  );

export const confirmarImportacao = async (p: {
  id: number;
  mapeamento: MapeamentoImportacaoWire;
}) => {
  const r = colaboradorImportacaoResultadoRespostaSchema.parse(
    await apiFetch('main', `/colaboradores/importacao/${p.id}/confirmacao`, {
      method: 'POST',
      body: { mapeamento: p.mapeamento },
    }),
  );
  return { resultado: dados(r), mensagem: r.message };
};

const baixar = async (
  path: string,
  query: Record<string, string | number | undefined>,
  nome: string,
) => {
  const arquivo = await apiFetch('main', path, { query, resposta: 'arquivo' });
  salvarArquivo(arquivo.blob, arquivo.nome ?? nome);
};

export const baixarRejeitados = (id: number) =>
  baixar(`/colaboradores/importacao/${id}/rejeitados`, {}, 'colaboradores-recusados.csv');

export const baixarModelo = () =>
  baixar('/colaboradores/importacao/modelo', {}, 'modelo-importacao-colaboradores.xlsx');

export type FiltroExportacao = Omit<ColaboradorListaQuery, 'pageNumber' | 'pageSize'>;

export const exportarColaboradores = (filtro: FiltroExportacao, formato: 'csv' | 'xlsx') =>
  baixar('/colaboradores/exportacao', { ...filtro, formato }, `colaboradores.${formato}`);
