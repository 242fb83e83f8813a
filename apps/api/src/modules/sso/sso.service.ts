import { SERVICOS } from '@jornada/contracts';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { type Cofre, empresaDoToken, gerarTokenOpaco, sha256Hex } from '../../shared/cripto.ts';
import { AppError } from '../../shared/errors.ts';
import type { LimitesAcesso, Sessao } from '../auth/index.ts';
import { auditarAcesso, authRepository } from '../auth/index.ts';
import { usuarioRepository } from '../usuario/index.ts';
import { type ProvedorSsoRow, ssoRepository } from './sso.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  cofre: Cofre;
  appUrl: string;
  limites: LimitesAcesso;
  sessao: Sessao;
};

export const CAMINHO_CALLBACK = `${SERVICOS.auth}/sso/callback`;
export const FALHA_SSO = 'Não foi possível entrar pelo login único da empresa.';
const TOKEN_SSO_INVALIDO = 'Login único inválido ou expirado. Tente de novo.';

/** Estado do fluxo guardado num cookie cifrado e assinado (AES-GCM), ligado a este navegador. */
type Estado = { e: number; s: string; n: string; v: string; x: number };

const isLoopback = (u: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);

/** Issuer em https; http só em loopback (testes e desenvolvimento). */
export const validarIssuer = (issuer: string) => {
  const u = new URL(issuer);
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopback(u)))
    throw new AppError('ISSUER_INVALIDO', 'O issuer deve usar https.', 400, 'issuer');
  return u;
};

/**
 * Login único por empresa (OpenID Connect, código de autorização + PKCE, openid-client 6).
 * /sso/{empresaId} no navegador → GET /api/auth/sso/iniciar?empresaId= (302 ao IdP, cookie com o
 * estado) → IdP → GET /api/auth/sso/callback (troca o código, confere state/nonce/id_token e o
 * e-mail) → 302 para /sso/{empresaId}?token= → POST /external-sign-in {token, empresaId}.
 */
export const createSsoService = ({ db, clock, cofre, appUrl, limites, sessao }: Deps) => {
  const redirectUri = `${appUrl}${CAMINHO_CALLBACK}`;
  const cache = new Map<string, Promise<oidc.Configuration>>();

  const configuracaoOidc = (p: ProvedorSsoRow) => {
    const chave = `${p.empresaId}|${p.issuer}|${p.clientId}|${p.atualizadoEm.getTime()}`;
    let c = cache.get(chave);
    if (!c) {
      const issuer = validarIssuer(p.issuer);
      const segredo = p.clientSecretCifrado ? cofre.decifrar(p.clientSecretCifrado) : undefined;
      c = oidc.discovery(
        issuer,
        p.clientId,
        undefined,
        segredo ? oidc.ClientSecretBasic(segredo) : oidc.None(),
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      c.catch(() => cache.delete(chave));
      cache.set(chave, c);
    }
    return c;
  };

  const provedorAtivo = async (empresaId: number) => {
    const p = await ssoRepository({ db, empresaId }).find();
    if (!p?.ativo)
      throw new AppError('SSO_NAO_CONFIGURADO', 'A empresa não tem login único ativo.', 404);
    return p;
  };

  /** URL do IdP e o valor do cookie de estado. */
  const iniciar = async (empresaId: number) => {
    const p = await provedorAtivo(empresaId);
    const config = await configuracaoOidc(p);
    const estado: Estado = {
      e: empresaId,
      s: oidc.randomState(),
      n: oidc.randomNonce(),
      v: oidc.randomPKCECodeVerifier(),
      x: clock().getTime() + limites.estadoSsoMin * 60_000,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: p.escopos,
      code_challenge: await oidc.calculatePKCECodeChallenge(estado.v),
      code_challenge_method: 'S256',
      state: estado.s,
      nonce: estado.n,
    });
    return { url: url.href, cookie: cofre.cifrar(JSON.stringify(estado)) };
  };

  const lerEstado = (cookie: string | undefined): Estado => {
    try {
      const e = JSON.parse(cofre.decifrar(cookie ?? '')) as Estado;
      if (e.x > clock().getTime()) return e;
    } catch {}
    throw new AppError(
      'SSO_ESTADO_INVALIDO',
      'Sessão de login único expirada. Tente de novo.',
      400,
    );
  };

  /** Callback do IdP: a empresa (do estado) e o token de troca (uso único, 2 min) ou o erro. */
  const callback = async (
    query: string,
    cookie: string | undefined,
  ): Promise<{ empresaId: number | null; token?: string; erro?: unknown }> => {
    let estado: Estado;
    try {
      estado = lerEstado(cookie);
    } catch (erro) {
      return { empresaId: null, erro };
    }
    try {
      return { empresaId: estado.e, token: await concluir(estado, query) };
    } catch (erro) {
      return { empresaId: estado.e, erro };
    }
  };

  const concluir = async (estado: Estado, query: string) => {
    const p = await provedorAtivo(estado.e);
    const config = await configuracaoOidc(p);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri}?${query}`), {
      pkceCodeVerifier: estado.v,
      expectedState: estado.s,
      expectedNonce: estado.n,
      idTokenExpected: true,
    });
    const sub = tokens.claims()?.sub;
    if (!sub) throw new AppError('SSO_SEM_EMAIL', 'O provedor não informou o usuário.', 401);
    // O e-mail pode vir só no userinfo (id_token enxuto, como no oidc-provider).
    const info = await oidc.fetchUserInfo(config, tokens.access_token, sub);
    const email = typeof info.email === 'string' ? info.email : undefined;
    if (!email || info.email_verified === false)
      throw new AppError('SSO_SEM_EMAIL', 'O provedor não informou um e-mail verificado.', 401);
    const usuario = await usuarioRepository({ db, empresaId: estado.e }).findByEmail(email);
    if (!usuario?.ativo)
      throw new AppError('SSO_SEM_CONTA', 'Não há usuário ativo com este e-mail na empresa.', 401);
    const token = gerarTokenOpaco(estado.e);
    const agora = clock();
    await authRepository({ db, empresaId: estado.e }).insertTokenUsoUnico({
      tokenHash: sha256Hex(token),
      tipo: 'sso',
      usuarioId: usuario.id,
      criadoEm: agora,
      expiraEm: new Date(agora.getTime() + limites.trocaSsoSeg * 1000),
    });
    return token;
  };

  /** POST /external-sign-in {token, empresaId}: troca o token do callback pela sessão. */
  const trocar = async (token: string, empresaId: number) => {
    if (empresaDoToken(token) !== empresaId)
      throw new AppError('SSO_TOKEN_INVALIDO', TOKEN_SSO_INVALIDO, 401);
    const usado = await authRepository({ db, empresaId }).consumirTokenUsoUnico(
      sha256Hex(token),
      'sso',
      clock(),
    );
    if (!usado) throw new AppError('SSO_TOKEN_INVALIDO', TOKEN_SSO_INVALIDO, 401);
    return sessao.emitir(empresaId, usado.usuarioId);
  };

  const config = async (empresaId: number) => {
    const p = await ssoRepository({ db, empresaId }).find();
    return {
      issuer: p?.issuer ?? '',
      clientId: p?.clientId ?? '',
      temClientSecret: Boolean(p?.clientSecretCifrado),
      escopos: p?.escopos ?? 'openid email profile',
      ativo: p?.ativo ?? false,
      redirectUri,
    };
  };

  const salvarConfig = async (
    auth: AuthContext,
    v: { issuer: string; clientId: string; clientSecret?: string; escopos: string; ativo: boolean },
  ) => {
    validarIssuer(v.issuer);
    if (!v.escopos.split(/\s+/).includes('openid'))
      throw new AppError('ESCOPOS_INVALIDOS', 'Os escopos devem incluir openid.', 400, 'escopos');
    const antes = await config(auth.empresaId);
    const atual = await ssoRepository({ db, empresaId: auth.empresaId }).find();
    const agora = clock();
    await db.transaction(async (tx) => {
      await ssoRepository({ db: tx, empresaId: auth.empresaId }).salvar({
        issuer: v.issuer,
        clientId: v.clientId,
        clientSecretCifrado: v.clientSecret
          ? cofre.cifrar(v.clientSecret)
          : (atual?.clientSecretCifrado ?? null),
        escopos: v.escopos,
        ativo: v.ativo,
        atualizadoEm: agora,
      });
      const { clientSecret: _s, ...depois } = v;
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'provedor_sso',
        entidadeId: auth.empresaId,
        acao: 'configurado',
        antes,
        depois: { ...depois, clientSecretAlterado: Boolean(v.clientSecret) },
        em: agora,
      });
    });
    return config(auth.empresaId);
  };

  return { iniciar, callback, trocar, config, salvarConfig };
};
export type SsoService = ReturnType<typeof createSsoService>;
