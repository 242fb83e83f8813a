import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Arquivos com hash no nome (o Vite grava em assets/): o conteúdo de um nome nunca muda. */
export const CACHE_IMUTAVEL = 'public, max-age=31536000, immutable';
/** O resto (index.html, sw.js, manifest, ícones): o navegador revalida (ETag) a cada uso. */
export const CACHE_REVALIDAR = 'no-cache';

/**
 * Serve o app web compilado (apps/web/dist) no mesmo processo. O fallback do SPA (rotas de
 * caminho como /login e /home recebem o index.html) fica no tratador de 404 (error-handler.ts).
 *
 * O build grava ao lado de cada arquivo de texto as versões .br e .gz (vite.config.ts): aqui só
 * se escolhe a que o cliente aceita (Accept-Encoding), com Content-Encoding e
 * Vary: Accept-Encoding, e o arquivo original a quem não aceita nenhuma — nenhuma CPU de
 * compressão por requisição. As versões comprimidas não viram rotas próprias.
 */
export const registrarWeb = async (
  app: FastifyInstance,
  dist: string | undefined,
): Promise<boolean> => {
  if (!dist || !existsSync(join(dist, 'index.html'))) return false;
  const assets = join(resolve(dist), 'assets') + sep;
  await app.register(fastifyStatic, {
    root: resolve(dist),
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, caminho) => {
      reply.header('cache-control', caminho.startsWith(assets) ? CACHE_IMUTAVEL : CACHE_REVALIDAR);
    },
  });
  return true;
};
