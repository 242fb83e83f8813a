#!/usr/bin/env node
// `npm start`: instala as dependências se faltarem, compila o app web se as fontes dele mudaram
// desde o último build e sobe o servidor (API + web) na porta 8080, com o PostgreSQL embutido
// (PGlite em ./data) migrado e semeado.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const raiz = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const rodar = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: raiz, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const web = join(raiz, 'apps', 'web');
const dist = join(web, 'dist');
// Impressão digital das fontes do último build bem-sucedido. Fica dentro do dist/: o Vite esvazia
// a pasta ao começar, então um build interrompido nunca passa por "em dia". Arquivos com ponto
// no início não são servidos (@fastify/static).
const carimbo = join(dist, '.fontes-do-build');

/** Arquivos de uma pasta, recursivamente; testes não entram no bundle. */
const arquivos = (pasta) =>
  existsSync(pasta)
    ? readdirSync(pasta, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
        .map((e) => join(e.parentPath, e.name))
    : [];

/** Pacotes do workspace (@jornada/*) de que o web depende, direta ou indiretamente. */
const pacotesDoWorkspace = () => {
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
  visitar(web);
  return [...vistos];
};

/**
 * Caminho, tamanho e mtime de tudo o que entra no build: fontes e configuração do web, fontes
 * dos pacotes do workspace que ele usa e as versões instaladas (package-lock). Só stat, sem ler
 * os arquivos: alguns milissegundos.
 */
const impressaoDasFontes = () => {
  const entradas = [
    ...['index.html', 'package.json', 'tsconfig.json'].map((f) => join(web, f)),
    ...readdirSync(web)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(web, f)),
    ...arquivos(join(web, 'src')),
    ...arquivos(join(web, 'public')),
    ...pacotesDoWorkspace().flatMap((p) => [join(p, 'package.json'), ...arquivos(join(p, 'src'))]),
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

if (!existsSync(join(raiz, 'node_modules', '.package-lock.json'))) {
  console.log('Instalando dependências (npm ci)...');
  rodar(npm, ['ci', '--no-audit', '--no-fund']);
}

if (process.env.WEB_DIST) {
  console.log(`App web de WEB_DIST (${process.env.WEB_DIST}): sem compilar apps/web.`);
} else {
  const fontes = impressaoDasFontes();
  const emDia =
    existsSync(join(dist, 'index.html')) &&
    existsSync(carimbo) &&
    readFileSync(carimbo, 'utf8') === fontes;
  if (emDia) {
    console.log('App web em dia com as fontes (apps/web/dist): sem recompilar.');
  } else {
    console.log('Compilando o app web (as fontes mudaram desde o último build)...');
    rodar(npm, ['run', 'build', '-w', '@jornada/web']);
    writeFileSync(carimbo, fontes);
  }
}
rodar(process.execPath, ['--import', 'tsx', join(raiz, 'apps/api/src/server.ts')]);
