import type { totpCadastroSchema } from '@jornada/contracts';
import type { LoginAceito } from '../../app/session/session-store.ts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { carregarSchemas, exigirSessao } from './auth.api.ts';

export type CadastroTotp = ReturnType<typeof totpCadastroSchema.parse>;

/** POST /totp/cadastro (sessão restrita): segredo e URI otpauth:// para o aplicativo. */
export const iniciarCadastroTotp = async (): Promise<CadastroTotp> => {
  const [bruto, { totpCadastroRespostaSchema }] = await Promise.all([
    apiFetch('auth', '/totp/cadastro', { method: 'POST', body: {} }),
    carregarSchemas(),
  ]);
  const { data } = totpCadastroRespostaSchema.parse(bruto);
  if (!data) throw new Error('resposta sem o segredo do segundo fator');
  return data;
};

/** POST /totp/confirmar: ativa o segundo fator; na sessão restrita devolve a sessão completa. */
export const confirmarCadastroTotp = async (codigo: string): Promise<LoginAceito> => {
  const [bruto, { totpConfirmarRespostaSchema }] = await Promise.all([
    apiFetch('auth', '/totp/confirmar', { method: 'POST', body: { codigo } }),
    carregarSchemas(),
  ]);
  const { data } = totpConfirmarRespostaSchema.parse(bruto);
  return exigirSessao(data?.sessao ?? null);
};
