import {
  totpCadastroRespostaSchema,
  type totpCadastroSchema,
  totpConfirmarRespostaSchema,
} from '@jornada/contracts';
import type { LoginAceito } from '../../app/session/session-store.ts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { exigirSessao } from './auth.api.ts';

export type CadastroTotp = ReturnType<typeof totpCadastroSchema.parse>;

/** POST /totp/cadastro (sessão restrita): segredo e URI otpauth:// para o aplicativo. */
export const iniciarCadastroTotp = async (): Promise<CadastroTotp> => {
  const { data } = totpCadastroRespostaSchema.parse(
    await apiFetch('auth', '/totp/cadastro', { method: 'POST', body: {} }),
  );
  if (!data) throw new Error('resposta sem o segredo do segundo fator');
  return data;
};

/** POST /totp/confirmar: ativa o segundo fator; na sessão restrita devolve a sessão completa. */
export const confirmarCadastroTotp = async (codigo: string): Promise<LoginAceito> => {
  const { data } = totpConfirmarRespostaSchema.parse(
    await apiFetch('auth', '/totp/confirmar', { method: 'POST', body: { codigo } }),
  );
  return exigirSessao(data?.sessao ?? null);
};
