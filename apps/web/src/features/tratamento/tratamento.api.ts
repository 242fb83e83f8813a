import {
  historicoMarcacaoRespostaSchema,
  listarTratamentosRespostaSchema,
  motivosMarcacaoRespostaSchema,
  tratamentoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

type Origem = 'original' | 'importada' | 'incluida';
export type AlvoTratamento = {
  marcacaoId: number;
  origem: Origem;
  motivoId: number;
  observacao?: string;
  /** Atestado, declaração… (PDF, JPG ou PNG até 5 MB): vai como multipart, campo `anexo`. */
  anexo?: File;
};

/**
 * Corpo dos pedidos que aceitam multipart (spec §7): com anexo (ou quando o endpoint é só
 * multipart) vai como FormData; sem anexo, JSON.
 */
const corpoPedido = (dados: Record<string, unknown>, sempreMultipart = false) => {
  const { anexo, ...campos } = dados;
  if (!(anexo instanceof File) && !sempreMultipart) return campos;
  const form = new FormData();
  for (const [chave, valor] of Object.entries(campos))
    if (valor !== undefined && valor !== null) form.append(chave, String(valor));
  if (anexo instanceof File) form.append('anexo', anexo, anexo.name);
  return form;
};

/** GET /CarregarMotivosMarcacao */
export const loadMotivos = async () => {
  const bruto = await apiFetch('main', '/CarregarMotivosMarcacao');
  return motivosMarcacaoRespostaSchema.parse(bruto).Data ?? [];
};

/** GET /CarregarHistoricoMarcacao: marcações do período com os seus tratamentos. */
export const loadHistorico = async (dataInicio: string, dataFim: string) => {
  const bruto = await apiFetch('main', '/CarregarHistoricoMarcacao', {
    query: { dataInicio, dataFim, pageSize: 500 },
  });
  return historicoMarcacaoRespostaSchema.parse(bruto).Data?.items ?? [];
};

const enviar = async (path: string, body: unknown) => {
  const bruto = await apiFetch('main', path, { method: 'POST', body });
  return tratamentoRespostaSchema.parse(bruto).Data?.tratamentos ?? [];
};

/** POST /AlterarMarcacao: justificar. */
export const justificarMarcacao = (alvo: AlvoTratamento) => enviar('/AlterarMarcacao', alvo);
/** POST /DesconsiderarMarcacao (multipart com anexo) */
export const desconsiderarMarcacao = (alvo: AlvoTratamento) =>
  enviar('/DesconsiderarMarcacao', corpoPedido(alvo));
/** POST /RestaurarMarcacao (multipart com anexo) */
export const restaurarMarcacao = (alvo: AlvoTratamento) =>
  enviar('/RestaurarMarcacao', corpoPedido(alvo));
/** POST /IncluirMarcacao (multipart com anexo) */
export const incluirMarcacao = (corpo: {
  data: string;
  hora: string;
  motivoId: number;
  observacao?: string;
  anexo?: File;
}) => enviar('/IncluirMarcacao', corpoPedido(corpo));
/** POST /AlterarDataMarcacao (multipart): a marcação passa a contar noutro dia de apuração. */
export const alterarDataMarcacao = (alvo: AlvoTratamento & { novaData: string }) =>
  enviar('/AlterarDataMarcacao', corpoPedido(alvo, true));
/** POST /EditarMarcacao (multipart com anexo): desconsidera a marcação e inclui a nova hora. */
export const editarMarcacao = (alvo: AlvoTratamento & { novaHora: string }) =>
  enviar('/EditarMarcacao', corpoPedido(alvo));

/** GET /tratamentos/{id}/anexo: o arquivo do pedido (o dono, quem pediu, o gestor ou o RH). */
export const baixarAnexoTratamento = (id: number) =>
  apiFetch('main', `/tratamentos/${id}/anexo`, { resposta: 'arquivo' });

/** GET /tratamentos?status=ParaAprovar: a fila de aprovação. */
export const listTratamentos = async (status: 'ParaAprovar' | 'Aprovada' | 'Reprovada') => {
  const bruto = await apiFetch('main', '/tratamentos', {
    query: { status, pageNumber: 1, pageSize: 500 },
  });
  return listarTratamentosRespostaSchema.parse(bruto).Data?.items ?? [];
};

/** POST /tratamentos/{id}/decisao */
export const decidirTratamento = (
  id: number,
  decisao: { status: 'Aprovada' | 'Reprovada'; observacao?: string },
) => enviar(`/tratamentos/${id}/decisao`, decisao);
