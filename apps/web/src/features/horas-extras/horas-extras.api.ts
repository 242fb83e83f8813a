import {
  type AutorizacaoHe,
  type AutorizacaoHeCriar,
  autorizacaoHeRespostaSchema,
  autorizacoesHeRespostaSchema,
  type DecisaoHe,
  type DecisaoHeCriar,
  decisaoHeRespostaSchema,
  type HoraExtraRetida,
  type ItemFiltro,
  itemFiltroSchema,
  retidasRespostaSchema,
  type SolicitacaoHe,
  type SolicitacaoHeCriar,
  solicitacaoHeRespostaSchema,
  solicitacoesHeRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

const exigir = <T>(dados: T | null | undefined): T => {
  if (dados === null || dados === undefined)
    throw new Error('Resposta sem dados das horas extras.');
  return dados;
};

export type StatusSolicitacao = SolicitacaoHe['status'];
export type FiltroAutorizacoes = {
  usuarioId?: number;
  inicio?: string;
  fim?: string;
  incluirRevogadas?: boolean;
};
export type DecisaoPedido = { aprovar: boolean; motivo?: string; limiteMinutos?: number };

/** GET /solicitacoes[?status]: os próprios pedidos e os da equipe (o servidor limita). */
export const loadSolicitacoes = async (status?: StatusSolicitacao): Promise<SolicitacaoHe[]> =>
  exigir(
    solicitacoesHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', '/solicitacoes', { query: { status } }),
    ).data,
  );

/** POST /solicitacoes: o colaborador pede autorização (dia, minutos, motivo). */
export const solicitarHorasExtras = async (body: SolicitacaoHeCriar): Promise<SolicitacaoHe> =>
  exigir(
    solicitacaoHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', '/solicitacoes', { method: 'POST', body }),
    ).data,
  );

/** POST /solicitacoes/{id}/decidir: aprova (com limite) ou recusa (com motivo). */
export const decidirSolicitacao = async (id: number, body: DecisaoPedido): Promise<SolicitacaoHe> =>
  exigir(
    solicitacaoHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', `/solicitacoes/${id}/decidir`, { method: 'POST', body }),
    ).data,
  );

/** GET /autorizacoes: as da pessoa pedida ou de todos no alcance de quem chama. */
export const loadAutorizacoes = async (f: FiltroAutorizacoes): Promise<AutorizacaoHe[]> =>
  exigir(
    autorizacoesHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', '/autorizacoes', {
        query: {
          usuarioId: f.usuarioId,
          inicio: f.inicio,
          fim: f.fim,
          incluirRevogadas: f.incluirRevogadas ? 'true' : undefined,
        },
      }),
    ).data,
  );

/** POST /autorizacoes: autoriza uma pessoa num dia ou período, com limite diário. */
export const autorizarHorasExtras = async (body: AutorizacaoHeCriar): Promise<AutorizacaoHe> =>
  exigir(
    autorizacaoHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', '/autorizacoes', { method: 'POST', body }),
    ).data,
  );

/** POST /autorizacoes/{id}/revogar: revoga com motivo (a linha fica no histórico). */
export const revogarAutorizacao = async (id: number, motivo: string): Promise<AutorizacaoHe> =>
  exigir(
    autorizacaoHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', `/autorizacoes/${id}/revogar`, {
        method: 'POST',
        body: { motivo },
      }),
    ).data,
  );

/** GET /retidas?inicio&fim: dias da equipe com horas extras retidas sem decisão (até 62 dias). */
export const loadRetidas = async (inicio: string, fim: string): Promise<HoraExtraRetida[]> =>
  exigir(
    retidasRespostaSchema.parse(
      await apiFetch('autorizacaoHe', '/retidas', { query: { inicio, fim } }),
    ).data,
  );

/** POST /decisoes: as não autorizadas de um dia vão para a folha (pagar) ou o banco de horas. */
export const decidirRetida = async (body: DecisaoHeCriar): Promise<DecisaoHe> =>
  exigir(
    decisaoHeRespostaSchema.parse(
      await apiFetch('autorizacaoHe', '/decisoes', { method: 'POST', body }),
    ).data,
  );

/** GET /api/base/filter/pessoas[?search]: as pessoas que o gestor ou o RH pode escolher. */
export const findPessoas = async (search?: string): Promise<ItemFiltro[]> => {
  const bruto = await apiFetch<{ data?: unknown }>('base', '/filter/pessoas', {
    query: { search },
  });
  return itemFiltroSchema.array().parse(bruto?.data);
};
