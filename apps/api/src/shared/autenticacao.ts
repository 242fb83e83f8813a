import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuthContext, exigirEscopoDaRota, type TokenService } from './auth-context.ts';

type Sessoes = { conferir: (ctx: AuthContext) => Promise<AuthContext> };

/** Autentica um token de API (`jnd_...`): escopos, revogação e limite ficam com quem o monta. */
export type AutenticarTokenApi = (
  segredo: string,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Preenchido pelo módulo de integração (montar-integracao.ts); sem ele, `jnd_` é 401. */
    autenticarTokenApi: AutenticarTokenApi | null;
  }
}

/** Prefixo dos tokens de API da empresa (os JWT de sessão nunca começam assim). */
const PREFIXO_TOKEN_API = 'Bearer jnd_';

/**
 * Autenticação: todo caminho /api exige token, salvo rotas marcadas `publico`. Com token, ele é
 * conferido e a sessão também (aberta no banco: logout, perfis e desligamento valem na hora); a
 * sessão restrita só passa nas rotas que a aceitam (`exigirEscopoDaRota`).
 */
export const registrarAutenticacao = (
  app: FastifyInstance,
  { tokens, sessoes }: { tokens: TokenService; sessoes: Sessoes },
) => {
  app.decorateRequest('auth', null);
  app.decorate('autenticarTokenApi', null);
  app.addHook('onRequest', async (req, reply) => {
    const header = req.headers.authorization;
    if (header?.startsWith(PREFIXO_TOKEN_API) && app.autenticarTokenApi)
      req.auth = await app.autenticarTokenApi(header.slice(7), req, reply);
    else if (header?.startsWith('Bearer '))
      req.auth = await sessoes.conferir(await tokens.verificar(header.slice(7)));
    else if (
      req.routeOptions.url &&
      req.url.startsWith('/api/') &&
      !req.routeOptions.config?.publico
    ) {
      req.auth = await tokens.verificar('');
    }
    exigirEscopoDaRota(req);
  });
};

/** Catálogo das rotas registradas (o teste de isolamento entre empresas percorre as que têm id). */
export const registrarCatalogoRotas = (app: FastifyInstance) => {
  const rotas: string[] = [];
  app.decorate('rotasRegistradas', rotas);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') rotas.push(`${m} ${r.url}`);
  });
};
