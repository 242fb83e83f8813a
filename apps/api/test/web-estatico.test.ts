import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DbHandle } from '../src/db/client.ts';
import { CACHE_IMUTAVEL, CACHE_REVALIDAR } from '../src/shared/web.ts';
import { createTestDb } from './test-db.ts';

// Um dist/ como o do build (vite.config.ts): cada arquivo de texto com as versões .br e .gz ao
// lado; um asset sem versões comprimidas (o build não comprime arquivos pequenos) cai no original.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const JS = `export const saudacao = ${JSON.stringify('Olá, Jornada! '.repeat(200))};\n`;
const CSS = 'body{margin:0}';
const SW = 'self.addEventListener("push", () => {});';

let app: FastifyInstance;
let db: DbHandle;
let dist: string;

const gravarComVersoes = (caminho: string, conteudo: string) => {
  writeFileSync(caminho, conteudo);
  writeFileSync(`${caminho}.br`, brotliCompressSync(conteudo));
  writeFileSync(`${caminho}.gz`, gzipSync(conteudo));
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jornada-dist-'));
  mkdirSync(join(dist, 'assets'));
  gravarComVersoes(join(dist, 'index.html'), INDEX);
  gravarComVersoes(join(dist, 'assets', 'index-abc123.js'), JS);
  gravarComVersoes(join(dist, 'sw.js'), SW);
  writeFileSync(join(dist, 'assets', 'pequeno-def456.css'), CSS);
  db = await createTestDb();
  app = await buildApp({
    database: db,
    jwtSecret: new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'),
    webDist: dist,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const pedir = (url: string, aceita?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: aceita === undefined ? {} : { 'accept-encoding': aceita },
  });

const varia = (valor: unknown) =>
  String(valor ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim());

describe('app web pré-comprimido no build', () => {
  const casos = [
    { descricao: 'brotli a quem aceita br', aceita: 'gzip, deflate, br, zstd', codificacao: 'br' },
    { descricao: 'gzip a quem só aceita gzip', aceita: 'gzip, deflate', codificacao: 'gzip' },
    { descricao: 'gzip quando br vem recusado (q=0)', aceita: 'br;q=0, gzip', codificacao: 'gzip' },
    {
      descricao: 'o original a quem não manda Accept-Encoding',
      aceita: undefined,
      codificacao: '',
    },
    { descricao: 'o original a quem só aceita identity', aceita: 'identity', codificacao: '' },
  ];
  const descomprimir = (codificacao: string, corpo: Buffer) => {
    if (codificacao === 'br') return brotliDecompressSync(corpo);
    if (codificacao === 'gzip') return gunzipSync(corpo);
    return corpo;
  };

  it.each(casos)('asset com hash: $descricao, em cache imutável por um ano', async (caso) => {
    const r = await pedir('/assets/index-abc123.js', caso.aceita);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['content-encoding'] ?? '').toBe(caso.codificacao);
    expect(varia(r.headers.vary)).toContain('accept-encoding');
    expect(r.headers['cache-control']).toBe(CACHE_IMUTAVEL);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(descomprimir(caso.codificacao, r.rawPayload).toString()).toBe(JS);
  });

  it.each(['/', '/login', '/dashboard/minhas-rotinas/web-ponto'])(
    '%s: index.html comprimido, revalidado a cada uso (no-cache), com a CSP',
    async (url) => {
      for (const caso of casos) {
        const r = await pedir(url, caso.aceita);
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toMatch(/^text\/html/);
        expect(r.headers['content-encoding'] ?? '').toBe(caso.codificacao);
        expect(varia(r.headers.vary)).toContain('accept-encoding');
        expect(r.headers['cache-control']).toBe(CACHE_REVALIDAR);
        expect(r.headers['content-security-policy']).toContain("script-src 'self'");
        expect(descomprimir(caso.codificacao, r.rawPayload).toString()).toBe(INDEX);
      }
    },
  );

  it('arquivo sem nome com hash (service worker) também é revalidado a cada uso', async () => {
    const r = await pedir('/sw.js', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe(CACHE_REVALIDAR);
  });

  it('asset sem versão comprimida sai no original, mesmo a quem aceita br', async () => {
    const r = await pedir('/assets/pequeno-def456.css', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toMatch(/^text\/css/);
    expect(varia(r.headers.vary)).toContain('accept-encoding');
    expect(r.headers['cache-control']).toBe(CACHE_IMUTAVEL);
    expect(r.body).toBe(CSS);
  });

  it.each([
    ['asset que não existe', '/assets/nao-existe-000000.js'],
    ['versão comprimida pedida pelo nome', '/assets/index-abc123.js.br'],
  ])('%s: 404 em JSON, nunca 5xx nem o index.html', async (_, url) => {
    for (const aceita of ['gzip, deflate, br', undefined]) {
      const r = await pedir(url, aceita);
      expect(r.statusCode).toBe(404);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.json()).toMatchObject({ codigo: 'ROTA_NAO_ENCONTRADA' });
    }
  });

  it('ETag por versão: o navegador revalida o index.html com 304', async () => {
    const primeira = await pedir('/', 'br');
    const etag = primeira.headers.etag;
    expect(etag).toBeTruthy();
    const segunda = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(segunda.statusCode).toBe(304);
  });
});
