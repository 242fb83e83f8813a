import {
  type ConvocacaoBody,
  convocacaoRespostaSchema,
  type DescumprimentoBody,
  type DownloadsQuery,
  downloadArquivoRespostaSchema,
  downloadsRespostaSchema,
  type InterromperBody,
  type ListaRhBody,
  listaRhRespostaSchema,
  minhaConvocacaoRespostaSchema,
  minhasConvocacoesRespostaSchema,
  paraQuemRespostaSchema,
  type RelatorioSapBody,
  type ResponderBody,
  reciboConvocacaoRespostaSchema,
  resumoConvocacaoRespostaSchema,
  type StatusVencendo,
  vencendoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { dados, FALHA_ARQUIVO, FALHA_ARQUIVOS } from './intermitente-comum.ts';

/** Convocações, downloads e o relatório SAP (serviço `intermitente`, spec §7). */

export const listConvocacoesRh = async (b: ListaRhBody) =>
  dados(
    listaRhRespostaSchema.parse(
      await apiFetch('intermitente', '/Convocacao/listaRH', { method: 'POST', body: b }),
    ),
  );

export const findResumo = async (id: number) =>
  dados(
    resumoConvocacaoRespostaSchema.parse(
      await apiFetch('intermitente', `/Convocacao/resumo/${id}`),
    ),
  );

export const createConvocacao = async (b: ConvocacaoBody) =>
  dados(
    convocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/Convocacao', { method: 'POST', body: b }),
    ),
  );

export const interromperConvocacao = async (b: InterromperBody) =>
  dados(
    convocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/Convocacao/interromper', { method: 'POST', body: b }),
    ),
  );

/** Recibo do período pelas horas do espelho (art. 452-A §6º): todos, para o RH; o seu, para o convocado. */
export const findRecibo = async (id: number) =>
  dados(
    reciboConvocacaoRespostaSchema.parse(
      await apiFetch('intermitente', `/Convocacao/recibo/${id}`),
    ),
  );

/** O RH registra que quem aceitou não compareceu: multa de 50 % devida por ele (art. 452-A §4º). */
export const registrarDescumprimento = async (b: DescumprimentoBody) =>
  dados(
    convocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/Convocacao/descumprimento', { method: 'POST', body: b }),
    ),
  );

export const listVencendo = async (p: { inicio: string; fim: string; status: StatusVencendo }) =>
  dados(
    vencendoRespostaSchema.parse(
      await apiFetch('intermitente', `/Convocacao/vencendo-em/${p.inicio}/${p.fim}`, {
        query: { [p.status]: true },
      }),
    ),
  );

export const listMinhasConvocacoes = async () =>
  dados(
    minhasConvocacoesRespostaSchema.parse(await apiFetch('intermitente', '/Convocacao/minhas')),
  );

export const responderConvocacao = async (b: ResponderBody) =>
  dados(
    minhaConvocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/Convocacao/responder', { method: 'POST', body: b }),
    ),
  );

export const listDownloads = async (q: DownloadsQuery) =>
  dados(downloadsRespostaSchema.parse(await apiFetch('intermitente', '/download', { query: q })));

export const listParaQuem = async (id: number) =>
  dados(paraQuemRespostaSchema.parse(await apiFetch('intermitente', `/download/${id}/para-quem`)));

/**
 * Um arquivo (spec §8): resposta vazia → 'Ocorreu uma falha ao baixa o arquivo'; success falso →
 * a mensagem da resposta ou o mesmo texto. Devolve a data URL do PDF.
 */
export const findArquivo = async (id: number): Promise<string> => {
  const r = downloadArquivoRespostaSchema.safeParse(
    await apiFetch('intermitente', `/download/${id}/arquivo`),
  );
  if (!r.success || !r.data.data) throw new Error(FALHA_ARQUIVO);
  if (!r.data.success) throw new ErroApi(400, { message: r.data.message ?? FALHA_ARQUIVO });
  return r.data.data;
};

/** Vários arquivos num zip, salvo como download.zip (spec §9). */
export const baixarArquivos = async (ids: number[]) => {
  try {
    const r = await apiFetch('intermitente', '/download/arquivos', {
      query: { downloadsIds: ids.join(',') },
      resposta: 'arquivo',
    });
    salvarArquivo(r.blob, 'download.zip');
  } catch {
    throw new Error(FALHA_ARQUIVOS);
  }
};

/** CSV para o SAP, salvo como export_Intermitentes_<busqueDe>.csv (spec §7). */
export const baixarRelatorioSap = async (b: RelatorioSapBody) => {
  const r = await apiFetch('intermitente', '/Relatorios/relatorio-sap-v2', {
    method: 'POST',
    body: b,
    resposta: 'arquivo',
  });
  salvarArquivo(r.blob, `export_Intermitentes_${b.busqueDe}.csv`);
};
