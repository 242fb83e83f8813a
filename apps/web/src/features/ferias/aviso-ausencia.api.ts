import {
  type MotivoAusenciaContrato,
  motivosAusenciaRespostaSchema,
  type Solicitacao,
  solicitacaoRespostaSchema,
  solicitacoesRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import type { Gravado } from './ferias.api.ts';

/** Aviso de ausência (com o comprovante) e os PDFs das férias, no serviço principal. */

export type NovoAvisoAusencia = {
  dataInicio: string;
  dataFim?: string | undefined;
  horaInicio?: string | undefined;
  horaFim?: string | undefined;
  motivo: string;
  observacao?: string | undefined;
  anexo?: File | null | undefined;
};

/** GET /CarregarMotivosAusencia: a lista fixa (CLT art. 473, atestado, outro). */
export const loadMotivosAusencia = async (): Promise<MotivoAusenciaContrato[]> =>
  motivosAusenciaRespostaSchema.parse(await apiFetch('main', '/CarregarMotivosAusencia')).Data ??
  [];

/** GET /CarregarLancamentos?tipo=AvisoAusencia: os avisos da pessoa. */
export const loadAvisosAusencia = async (usuarioId: number): Promise<Solicitacao[]> => {
  const r = solicitacoesRespostaSchema.parse(
    await apiFetch('main', '/CarregarLancamentos', {
      query: { usuarioId, tipo: 'AvisoAusencia' },
    }),
  );
  if (r.Data === null) throw new ErroApi(400, { Mensagem: r.Mensagem });
  return r.Data;
};

/** POST /SolicitarAvisoAusencia (multipart, o arquivo no campo `anexo`). */
export const salvarAvisoAusencia = async (a: NovoAvisoAusencia): Promise<Gravado> => {
  const form = new FormData();
  const { anexo, ...campos } = a;
  for (const [nome, valor] of Object.entries(campos))
    if (valor !== undefined && valor !== '') form.append(nome, valor);
  if (anexo) form.append('anexo', anexo);
  const r = solicitacaoRespostaSchema.parse(
    await apiFetch('main', '/SolicitarAvisoAusencia', { method: 'POST', body: form }),
  );
  if (r.Data === null) throw new ErroApi(400, { Mensagem: r.Mensagem });
  return { solicitacao: r.Data, mensagem: r.Mensagem };
};

/** GET /lancamentos/{id}/anexo: o comprovante (o dono, o gestor da equipe ou o RH). */
export const baixarAnexoAviso = async (id: number, nome: string): Promise<void> => {
  const a = await apiFetch('main', `/lancamentos/${id}/anexo`, { resposta: 'arquivo' });
  salvarArquivo(a.blob, a.nome ?? nome);
};

/** GET /FeriasLancamento/{id}/aviso|recibo: o aviso (CLT art. 135) ou o recibo (art. 145). */
export const baixarDocumentoFerias = async (
  id: number,
  documento: 'aviso' | 'recibo',
): Promise<void> => {
  const a = await apiFetch('main', `/FeriasLancamento/${id}/${documento}`, {
    resposta: 'arquivo',
  });
  salvarArquivo(a.blob, a.nome ?? `${documento}-ferias.pdf`);
};
