#!/usr/bin/env node
// `npm test`: todos os testes — unidade (domínio, contratos, CLI, web), API no PGlite, API no
// PostgreSQL (com TEST_DATABASE_URL) e ponta a ponta no Chromium — e um resumo das contagens.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const raiz = join(import.meta.dirname, '..');
const saida = mkdtempSync(join(tmpdir(), 'jornada-testes-'));
const exigir = (nome) => process.env[nome] === '1' || process.env[nome] === 'true';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const etapas = [
  {
    nome: 'unidade',
    args: ['--project', 'unit', '--project', 'web'],
    env: { TEST_DATABASE_URL: '' },
  },
  { nome: 'api-pglite', args: ['--project', 'api'], env: { TEST_DATABASE_URL: '' } },
];
if (process.env.TEST_DATABASE_URL) {
  etapas.push({ nome: 'api-postgres', args: ['--project', 'api'], env: {} });
} else if (exigir('REQUIRE_POSTGRES')) {
  console.error('REQUIRE_POSTGRES=1, mas TEST_DATABASE_URL não está definido.');
  process.exit(1);
}
if (existsSync(CHROMIUM)) {
  etapas.push({
    nome: 'e2e-chromium',
    args: ['--config', 'apps/web/e2e/vitest.config.ts'],
    env: { TEST_DATABASE_URL: '' },
  });
} else if (exigir('REQUIRE_E2E')) {
  console.error(`REQUIRE_E2E=1, mas o Chromium não foi encontrado em ${CHROMIUM}.`);
  process.exit(1);
} else {
  console.warn(
    `\n[aviso] Chromium ausente em ${CHROMIUM}: testes ponta a ponta NÃO executados (apt-get install -y chromium).\n`,
  );
}

const resumo = [];
for (const etapa of etapas) {
  const arquivo = join(saida, `${etapa.nome}.json`);
  console.log(`\n━━━ ${etapa.nome} ━━━`);
  const r = spawnSync(
    process.execPath,
    [
      join(raiz, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...etapa.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${arquivo}`,
    ],
    { cwd: raiz, stdio: 'inherit', env: { ...process.env, ...etapa.env } },
  );
  const json = existsSync(arquivo) ? JSON.parse(readFileSync(arquivo, 'utf8')) : null;
  const passou = json?.numPassedTests ?? 0;
  const falhou = (json?.numFailedTests ?? 0) + (r.status !== 0 && !json?.numFailedTests ? 1 : 0);
  const pulados = (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
  resumo.push({ nome: etapa.nome, passou, falhou, pulados, ok: r.status === 0 });
}

console.log('\n━━━ resumo ━━━');
for (const e of resumo)
  console.log(
    `${e.nome}: ${e.passou} passed, ${e.falhou} failed${e.pulados ? `, ${e.pulados} skipped` : ''}`,
  );
const total = resumo.reduce((s, e) => ({ p: s.p + e.passou, f: s.f + e.falhou }), { p: 0, f: 0 });
console.log(`${total.p} passed, ${total.f} failed`);
process.exit(resumo.every((e) => e.ok) && total.p > 0 ? 0 : 1);
