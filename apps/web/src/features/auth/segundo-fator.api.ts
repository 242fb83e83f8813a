import { loginRespostaSchema, totpCadastroSchema } from '@jornada/contracts';
import type { LoginAceito } from '../../app/session/session-store.ts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { exigirSessao } from './auth.api.ts';

export type CadastroTotp = ReturnType<typeof totpCadastroSchema.parse>;

type Envelope = { data?: unknown };

/** POST /totp/cadastro (sessão restrita): segredo e URI otpauth:// para o aplicativo. */
export const iniciarCadastroTotp = async (): Promise<CadastroTotp> => {
  const bruto = (await apiFetch('auth', '/totp/cadastro', {
    method: 'POST',
    body: {},
  })) as Envelope;
  return totpCadastroSchema.parse(bruto?.data);
};

const confirmacaoSchema = loginRespostaSchema.nullable();

/** POST /totp/confirmar: ativa o segundo fator; na sessão restrita devolve a sessão completa. */
export const confirmarCadastroTotp = async (codigo: string): Promise<LoginAceito> => {
  const bruto = (await apiFetch('auth', '/totp/confirmar', {
    method: 'POST',
    body: { codigo },
  })) as { data?: { sessao?: unknown } };
  return exigirSessao(confirmacaoSchema.parse(bruto?.data?.sessao ?? null));
};
