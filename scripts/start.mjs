#!/usr/bin/env node
// `npm start`: instala as dependências se faltarem, compila o app web e empacota a API se as
// fontes de cada um mudaram desde o último build e sobe o servidor (API + web) na porta 8080, com
// o PostgreSQL embutido (PGlite em ./data) migrado e semeado.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OPCOES_V8_SERVIDOR } from './opcoes-node.mjs';

const raiz = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const rodar = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: raiz, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const web = join(raiz, 'apps', 'web');
const api = join(raiz, 'apps', 'api');
// Impressão digital das fontes do último build bem-sucedido, dentro de cada dist/. O Vite esvazia
// a pasta ao começar, então um build interrompido nunca passa por "em dia"; arquivos com ponto no
// início não são servidos (@fastify/static). A API grava o carimbo só depois de empacotar.
const carimbo = (app) => join(app, 'dist', '.fontes-do-build');

/** Arquivos de uma pasta, recursivamente; testes não entram no bundle. */
const arquivos = (pasta) =>
  existsSync(pasta)
    ? readdirSync(pasta, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
        .map((e) => join(e.parentPath, e.name))
    : [];

/** Pacotes do workspace (@jornada/*) de que um app depende, direta ou indiretamente. */
const pacotesDoWorkspace = (app) => {
  const pastas = new Map(
    readdirSync(join(raiz, 'packages')).map((p) => {
      const pasta = join(raiz, 'packages', p);
      const nome = JSON.parse(readFileSync(join(pasta, 'package.json'), 'utf8')).name;
      return [nome, pasta];
    }),
  );
  const vistos = new Set();
  const visitar = (pasta) => {
    const { dependencies = {} } = JSON.parse(readFileSync(join(pasta, 'package.json'), 'utf8'));
    for (const dep of Object.keys(dependencies)) {
      const destino = pastas.get(dep);
      if (destino && !vistos.has(destino)) {
        vistos.add(destino);
        visitar(destino);
      }
    }
  };
  visitar(app);
  return [...vistos];
};

/**
 * Caminho, tamanho e mtime de tudo o que entra no build de um app: fontes e configuração, fontes
 * dos pacotes do workspace que ele usa e as versões instaladas (package-lock). Só stat, sem ler
 * os arquivos: alguns milissegundos.
 */
const impressaoDasFontes = (app, extras) => {
  const entradas = [
    ...['index.html', 'package.json', 'tsconfig.json'].map((f) => join(app, f)),
    ...readdirSync(app)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(app, f)),
    ...arquivos(join(app, 'src')),
    ...extras,
    ...pacotesDoWorkspace(app).flatMap((p) => [
      join(p, 'package.json'),
      ...arquivos(join(p, 'src')),
    ]),
    join(raiz, 'package-lock.json'),
    join(raiz, 'node_modules', '.package-lock.json'),
    join(raiz, 'tsconfig.base.json'),
  ].filter((f) => existsSync(f));
  const hash = createHash('sha256');
  for (const f of entradas.sort()) {
    const { size, mtimeMs } = statSync(f);
    hash.update(`${relative(raiz, f)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
};

/** Reconstrói um app só quando as fontes mudaram desde o último build bem-sucedido. */
const emDiaOuConstruir = async (app, nome, saida, construir, extras = []) => {
  const fontes = impressaoDasFontes(app, extras);
  const marca = carimbo(app);
  if (existsSync(saida) && existsSync(marca) && readFileSync(marca, 'utf8') === fontes) {
    console.log(`${nome} em dia com as fontes: sem recompilar.`);
    return;
  }
  console.log(`Compilando ${nome.toLowerCase()} (as fontes mudaram desde o último build)...`);
  await construir();
  writeFileSync(marca, fontes);
};

if (!existsSync(join(raiz, 'node_modules', '.package-lock.json'))) {
  console.log('Instalando dependências (npm ci)...');
  rodar(npm, ['ci', '--no-audit', '--no-fund']);
}

if (process.env.WEB_DIST) {
  console.log(`App web de WEB_DIST (${process.env.WEB_DIST}): sem compilar apps/web.`);
} else {
  await emDiaOuConstruir(
    web,
    'App web',
    join(web, 'dist', 'index.html'),
    async () => rodar(npm, ['run', 'build', '-w', '@jornada/web']),
    arquivos(join(web, 'public')),
  );
}
// Importado só aqui: o esbuild vem com as dependências que o passo acima pode ter instalado.
const { construirApi, SAIDA_API } = await import('./construir-api.mjs');
await emDiaOuConstruir(api, 'API', SAIDA_API, construirApi);
rodar(process.execPath, [...OPCOES_V8_SERVIDOR, SAIDA_API]);
