#!/usr/bin/env node
// `npm run bench`: roda cada benchmark de bench/*.ts em um processo próprio e imprime os números
// (as pastas bench/lib, com o que os benchmarks dividem, e bench/ferramentas, com utilitários
// que pedem argumentos, não entram).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OPCOES_V8_SERVIDOR } from './opcoes-node.mjs';

const dir = join(import.meta.dirname, '..', 'bench');
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  // As mesmas opções do V8 do servidor: o motor e o recálculo rodam dentro do processo do bench.
  const r = spawnSync(
    process.execPath,
    [...OPCOES_V8_SERVIDOR, '--expose-gc', '--import', 'tsx', join(dir, file)],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
