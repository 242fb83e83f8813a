import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DbHandle } from '../src/db/client.ts';
import { type AppDeTeste, bearer, corpoLogin, createAppDeTeste } from './app-de-teste.ts';
import { createTestDb } from './test-db.ts';

let t: AppDeTeste;
let web: { app: FastifyInstance; db: DbHandle; dist: string };

beforeAll(async () => {
  t = await createAppDeTeste();
  // App servindo um dist/ mínimo: as respostas HTML (index, fallback do SPA) levam a CSP.
  const dist = mkdtempSync(join(tmpdir(), 'jornada-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  const db = await createTestDb();
  const app = await buildApp({
    database: db,
    jwtSecret: new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'),
    webDist: dist,
  });
  web = { app, db, dist };
  // Dois apps (um com o seed da demo) numa máquina de 2 núcleos dividida: prazo folgado.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await web?.app.close();
  await web?.db.close();
  if (web) rmSync(web.dist, { recursive: true, force: true });
});

/** Diretivas da CSP como mapa: nome → fontes. */
const lerCsp = (cabecalho: unknown): Record<string, string[]> => {
  expect(typeof cabecalho).toBe('string');
  return Object.fromEntries(
    String(cabecalho)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([nome]) => nome)
      .map(([nome, ...fontes]) => [nome!, fontes]),
  );
};

describe('Content-Security-Policy nas respostas HTML', () => {
  it.each(['/', '/login', '/dashboard/minhas-rotinas/web-ponto'])(
    '%s: scripts só do próprio site, sem inline nem eval',
    async (url) => {
      const r = await web.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      const csp = lerCsp(r.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      // O service worker (sw.js) e o worker do captcha saem do próprio site.
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      // Mantine injeta <style> e atributos style: só os estilos aceitam inline.
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(String(r.headers['content-security-policy'])).not.toContain('unsafe-eval');
    },
  );

  it('a documentação da API (/docs) também leva a CSP', async () => {
    const r = await web.app.inject({ method: 'GET', url: '/docs' });
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(lerCsp(r.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

describe('Cache-Control: no-store', () => {
  it('na resposta do login, com sucesso ou não', async () => {
    for (const senha of ['Jornada@2026', 'errada']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: corpoLogin('colaborador@demo.jornada.dev', 2, senha),
        remoteAddress: '10.70.0.1',
      });
      expect([200, 401]).toContain(r.statusCode);
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('nas respostas autenticadas da API (dados, erro e renovação)', async () => {
    const token = await t.token('colaborador@demo.jornada.dev');
    for (const url of [
      '/api/main/monolito/dia-resumido',
      '/api/auth/recurso/update',
      '/api/auth/perfis',
    ]) {
      const r = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('também no 401 de quem chama sem token', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/main/monolito/dia-resumido' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['cache-control']).toBe('no-store');
  });
});
