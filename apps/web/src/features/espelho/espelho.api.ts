import {
  type AusenciaJustificada,
  ausenciaRespostaSchema,
  type Espelho,
  espelhoRespostaSchema,
  itemFiltroSchema,
  type MotivoAusenciaContrato,
  motivosAusenciaRespostaSchema,
  type SalvarAusenciaBody,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

export type MesEspelho = { ano: number; mes: number };
export type ConsultaEspelho = MesEspelho & { usuarioId?: number };
export type PessoaEspelho = ReturnType<typeof itemFiltroSchema.parse>;

/** GET /api/espelho?ano=&mes=[&usuarioId=]: o espelho do mês (sem usuarioId = o próprio). */
export const loadEspelho = async ({ ano, mes, usuarioId }: ConsultaEspelho): Promise<Espelho> => {
  const bruto = await apiFetch('espelho', '', { query: { ano, mes, usuarioId } });
  const dados = espelhoRespostaSchema.parse(bruto).data;
  if (!dados) throw new ErroApi(404, bruto);
  return dados;
};

/** GET /api/base/filter/pessoas: colaboradores que o gestor/RH pode consultar. */
export const findPessoasEspelho = async (): Promise<PessoaEspelho[]> => {
  const bruto = await apiFetch<{ data?: unknown }>('base', '/filter/pessoas');
  return itemFiltroSchema.array().parse(bruto?.data);
};

/**
 * GET /api/espelho/pdf: o PDF vem binário, lido como blob com o mesmo bearer da sessão, com o
 * nome que o servidor dá (colaborador, matrícula e mês).
 */
export const baixarPdfEspelho = ({ ano, mes, usuarioId }: ConsultaEspelho) =>
  apiFetch('espelho', '/pdf', { query: { ano, mes, usuarioId }, resposta: 'arquivo' });

/** GET /api/main/CarregarMotivosAusencia: a lista fixa (CLT art. 473, atestado, outro). */
export const loadMotivosAusencia = async (): Promise<MotivoAusenciaContrato[]> => {
  const bruto = await apiFetch('main', '/CarregarMotivosAusencia');
  return motivosAusenciaRespostaSchema.parse(bruto).Data ?? [];
};

/** POST /api/main/SalvarAvisoAusenciaLancamento: registra a ausência justificada (abono). */
export const salvarAusenciaJustificada = async (
  corpo: SalvarAusenciaBody,
): Promise<AusenciaJustificada> => {
  const bruto = await apiFetch('main', '/SalvarAvisoAusenciaLancamento', {
    method: 'POST',
    body: corpo,
  });
  const dados = ausenciaRespostaSchema.parse(bruto).Data;
  if (!dados) throw new ErroApi(500, bruto);
  return dados;
};

/** Corpo do cancelamento: a ausência e o motivo (obrigatório, até o limite do contrato). */
export type CancelarAusenciaBody = { id: number; motivo: string };

/**
 * POST /api/main/CancelarAvisoAusenciaLancamento: grava o cancelamento da ausência justificada
 * (nada é excluído); 409 `JA_CANCELADA` se já foi cancelada.
 */
export const cancelarAusenciaJustificada = async (
  corpo: CancelarAusenciaBody,
): Promise<AusenciaJustificada> => {
  const bruto = await apiFetch('main', '/CancelarAvisoAusenciaLancamento', {
    method: 'POST',
    body: corpo,
  });
  const dados = ausenciaRespostaSchema.parse(bruto).Data;
  if (!dados) throw new ErroApi(500, bruto);
  return dados;
};
