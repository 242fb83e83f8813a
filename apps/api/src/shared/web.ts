import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serve o app web compilado (apps/web/dist) no mesmo processo. O fallback do SPA (rotas de
 * caminho como /login e /home recebem o index.html) fica no tratador de 404 (error-handler.ts).
 */
export const registrarWeb = async (
  app: FastifyInstance,
  dist: string | undefined,
): Promise<boolean> => {
  if (!dist || !existsSync(join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: 'index.html' });
  return true;
};
