#!/usr/bin/env node
// `npm start`: instala as dependências se faltarem, compila o app web e sobe o servidor
// (API + web) na porta 8080, com o PostgreSQL embutido (PGlite em ./data) migrado e semeado.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const raiz = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const rodar = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: raiz, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(join(raiz, 'node_modules', '.package-lock.json'))) {
  console.log('Instalando dependências (npm ci)...');
  rodar(npm, ['ci', '--no-audit', '--no-fund']);
}
console.log('Compilando o app web...');
rodar(npm, ['run', 'build', '-w', '@jornada/web']);
rodar(process.execPath, ['--import', 'tsx', join(raiz, 'apps/api/src/server.ts')]);
