import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Db } from './db/client.ts';
import { resolverAcesso } from './modules/auth/auth.config.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { hqRoutes } from './modules/hq/hq.routes.ts';
import { createHqService } from './modules/hq/hq.service.ts';
import { empresasComLdapAtivo } from './modules/ldap/index.ts';
import { ldapRoutes } from './modules/ldap/ldap.routes.ts';
import { createLdapService } from './modules/ldap/ldap.service.ts';
import type { createRestricoesEmpresa } from './modules/operador/index.ts';
import { empresasComSsoAtivo } from './modules/sso/index.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { createSsoService } from './modules/sso/sso.service.ts';
import type { createTokenService } from './shared/auth-context.ts';

type Deps = {
  deps: AppDeps;
  db: Db;
  clock: () => Date;
  tokens: ReturnType<typeof createTokenService>;
  restricoes: ReturnType<typeof createRestricoesEmpresa>;
};

/**
 * A família de acesso sob /api/auth: login por senha, SSO (OpenID Connect), AD/LDAP e sessão HQ
 * do suporte, com os meios de acesso (e-mail, push, captcha, cofre) resolvidos do ambiente.
 */
export const registrarAcesso = async (app: FastifyInstance, d: Deps) => {
  const { db, clock } = d;
  const acesso = resolverAcesso(d.deps.acesso, d.deps.jwtSecret, app.log);
  app.addHook('onClose', async () => acesso.mailer.fechar());
  const auth = createAuthService({
    db,
    tokens: d.tokens,
    refreshTtlDays: d.deps.refreshTokenTtlDays ?? 30,
    clock,
    ...acesso,
    log: app.log,
    meiosExternos: { sso: empresasComSsoAtivo, ad: empresasComLdapAtivo },
    restricoes: d.restricoes,
  });
  const comSessao = { db, clock, ...acesso, sessao: auth.sessao };
  await app.register(authRoutes, { prefix: SERVICOS.auth, auth });
  const sso = createSsoService(comSessao);
  await app.register(ssoRoutes, { prefix: SERVICOS.auth, sso, appUrl: acesso.appUrl });
  const ldap = createLdapService({ ...comSessao, forcaBruta: auth.forcaBruta, log: app.log });
  await app.register(ldapRoutes, { prefix: SERVICOS.auth, ldap });
  const hq = createHqService(comSessao);
  await app.register(hqRoutes, { prefix: SERVICOS.auth, hq });
  return { acesso, auth, hq };
};
