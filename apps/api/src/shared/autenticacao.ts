import type { FastifyInstance } from 'fastify';
import { type AuthContext, exigirEscopoDaRota, type TokenService } from './auth-context.ts';

type Sessoes = { conferir: (ctx: AuthContext) => Promise<AuthContext> };

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
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer '))
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
