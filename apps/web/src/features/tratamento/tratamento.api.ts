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
};

/** GET /CarregarMotivosMarcacao */
export const carregarMotivos = async () => {
  const bruto = await apiFetch('main', '/CarregarMotivosMarcacao');
  return motivosMarcacaoRespostaSchema.parse(bruto).Data ?? [];
};

/** GET /CarregarHistoricoMarcacao: marcações do período com os seus tratamentos. */
export const carregarHistorico = async (dataInicio: string, dataFim: string) => {
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
/** POST /DesconsiderarMarcacao */
export const desconsiderarMarcacao = (alvo: AlvoTratamento) =>
  enviar('/DesconsiderarMarcacao', alvo);
/** POST /RestaurarMarcacao */
export const restaurarMarcacao = (alvo: AlvoTratamento) => enviar('/RestaurarMarcacao', alvo);
/** POST /IncluirMarcacao */
export const incluirMarcacao = (corpo: {
  data: string;
  hora: string;
  motivoId: number;
  observacao?: string;
}) => enviar('/IncluirMarcacao', corpo);

/** GET /tratamentos?status=ParaAprovar: a fila de aprovação. */
export const listarTratamentos = async (status: 'ParaAprovar' | 'Aprovada' | 'Reprovada') => {
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
