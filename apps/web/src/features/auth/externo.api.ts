import type { LoginAceito } from '../../app/session/session-store.ts';
import { apiFetch, apiFetchWithCaptcha, montarUrl } from '../../lib/http/api-fetch.ts';
import { exigirSessao } from './auth.api.ts';

/** Endereço que inicia o login único (OpenID Connect): o servidor redireciona ao provedor. */
export const urlInicioSso = (empresaId: number): string =>
  montarUrl('auth', '/sso/iniciar', { empresaId });

/** POST /external-sign-in {token, empresaId} (spec §7): troca o token do SSO pela sessão. */
export const entrarComSso = async (token: string, empresaId: number): Promise<LoginAceito> => {
  const bruto = await apiFetch('auth', '/external-sign-in', {
    method: 'POST',
    body: { token, empresaId },
    accessToken: null,
    isSomente200: true,
  });
  return exigirSessao(bruto);
};

export type DadosAd = { empresaId: number; usuario: string; senha: string };

/**
 * POST /ad: login pelo Active Directory/LDAP da empresa. A senha do diretório vai como digitada
 * (o bind precisa dela; o canal é TLS), e um 405 pede captcha como no login.
 */
export const entrarComAd = async ({ empresaId, usuario, senha }: DadosAd): Promise<LoginAceito> => {
  const bruto = await apiFetchWithCaptcha('auth', '/ad', {
    method: 'POST',
    body: { empresaId, usuario: usuario.trim(), senha },
    accessToken: null,
    isSomente200: true,
  });
  return exigirSessao(bruto);
};

/** POST /hq/validate {token}: o suporte abre a conta do cliente com um token de uso único. */
export const validarTokenHq = async (token: string): Promise<LoginAceito> => {
  const bruto = await apiFetch('auth', '/hq/validate', {
    method: 'POST',
    body: { token },
    accessToken: null,
    isSomente200: true,
  });
  return exigirSessao(bruto);
};
