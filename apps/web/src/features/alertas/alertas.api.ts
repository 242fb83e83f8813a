import {
  type AlertaConfiguracao,
  type AlertaConfiguracaoEntrada,
  type AlertaDetalhe,
  type AlertaPreferencias,
  type AlertasFiltro,
  alertaConfiguracaoRespostaSchema,
  alertaConfiguracoesRespostaSchema,
  alertaDetalheRespostaSchema,
  alertaPreferenciasRespostaSchema,
  alertasPaginaRespostaSchema,
  alertaVistoRespostaSchema,
  type TipoAlertaContrato,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** Chamadas do serviço de alertas (SERVICOS.alertas). */

const dados = <T>(d: T | null | undefined): T => {
  if (d === null || d === undefined) throw new Error('resposta sem dados');
  return d;
};

export const listAlertas = async (f: AlertasFiltro) =>
  dados(
    alertasPaginaRespostaSchema.parse(await apiFetch('alertas', '/alertas', { query: f })).data,
  );

export const findAlerta = async (id: number): Promise<AlertaDetalhe> =>
  dados(alertaDetalheRespostaSchema.parse(await apiFetch('alertas', `/alertas/${id}`)).data);

export const marcarVisto = async (id: number) =>
  dados(
    alertaVistoRespostaSchema.parse(
      await apiFetch('alertas', `/alertas/${id}/visto`, { method: 'POST' }),
    ).data,
  );

export const listConfiguracoes = async (): Promise<AlertaConfiguracao[]> =>
  dados(alertaConfiguracoesRespostaSchema.parse(await apiFetch('alertas', '/configuracao')).data);

export const salvarConfiguracao = async (
  tipo: TipoAlertaContrato,
  body: AlertaConfiguracaoEntrada,
): Promise<AlertaConfiguracao> =>
  dados(
    alertaConfiguracaoRespostaSchema.parse(
      await apiFetch('alertas', `/configuracao/${tipo}`, { method: 'PUT', body }),
    ).data,
  );

export const findPreferencias = async (): Promise<AlertaPreferencias> =>
  dados(alertaPreferenciasRespostaSchema.parse(await apiFetch('alertas', '/preferencias')).data);

export const salvarPreferencias = async (body: AlertaPreferencias): Promise<AlertaPreferencias> =>
  dados(
    alertaPreferenciasRespostaSchema.parse(
      await apiFetch('alertas', '/preferencias', { method: 'PUT', body }),
    ).data,
  );
