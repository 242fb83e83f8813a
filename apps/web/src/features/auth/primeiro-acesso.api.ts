import { envelopeMinusculoSchema, primeiroAcessoDadosSchema } from '@jornada/contracts';
import type { LoginAceito } from '../../app/session/session-store.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { exigirSessao } from './auth.api.ts';

export type DadosPrimeiroAcesso = ReturnType<typeof primeiroAcessoDadosSchema.parse>;

const dadosSchema = envelopeMinusculoSchema(primeiroAcessoDadosSchema);

/** POST /primeiro-acesso/convite: o link do e-mail do RH vira uma sessão restrita. */
export const aceitarConvite = async (token: string): Promise<LoginAceito> => {
  const bruto = await apiFetch('auth', '/primeiro-acesso/convite', {
    method: 'POST',
    body: { token },
    accessToken: null,
    isSomente200: true,
  });
  return exigirSessao(bruto);
};

/** GET /primeiro-acesso (sessão restrita): os dados do cadastro para a pessoa conferir. */
export const loadDadosPrimeiroAcesso = async (): Promise<DadosPrimeiroAcesso> => {
  const { data } = dadosSchema.parse(await apiFetch('auth', '/primeiro-acesso'));
  if (!data) throw new Error('resposta sem dados do primeiro acesso');
  return data;
};

/** POST /primeiro-acesso: confirma o CPF e define a senha; devolve a sessão completa. */
export const confirmarPrimeiroAcesso = async (v: {
  cpf: string;
  novaSenha: string;
}): Promise<LoginAceito> => {
  const bruto = await apiFetch('auth', '/primeiro-acesso', {
    method: 'POST',
    body: { cpf: v.cpf.replace(/\D/g, ''), novaSenha: await sha256Hex(v.novaSenha) },
    isSomente200: true,
  });
  return exigirSessao(bruto);
};
