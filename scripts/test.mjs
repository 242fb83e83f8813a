#!/usr/bin/env node
// `npm test`: todos os testes — unidade (domínio, contratos, CLI, web), API no PGlite e, ao mesmo
// tempo, ponta a ponta no Chromium e API no PostgreSQL (com TEST_DATABASE_URL) — e um resumo das
// contagens.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
// A API no PostgreSQL roda ao mesmo tempo que a suíte do navegador, com um worker: a e2e passa a
// maior parte do tempo esperando o navegador (~0,5 núcleo em média numa máquina de 2), e as duas
// em série somavam ~5 min ao CI. A saída dela vai para um arquivo, impresso quando as duas acabam.
const emParalelo = { nome: 'api-postgres', args: ['--project', 'api', '--maxWorkers=1'], env: {} };
if (process.env.TEST_DATABASE_URL) {
  etapas.push(emParalelo);
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

/** Roda uma etapa (vitest run) e devolve a contagem; `log` recebe a saída em vez do terminal. */
const rodar = async (etapa, log) => {
  const arquivo = join(saida, `${etapa.nome}.json`);
  const filho = spawn(
    process.execPath,
    [
      join(raiz, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...etapa.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${arquivo}`,
    ],
    {
      cwd: raiz,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...etapa.env },
    },
  );
  if (log) {
    const destino = createWriteStream(log);
    filho.stdout.pipe(destino);
    filho.stderr.pipe(destino);
  }
  const status = await new Promise((r) => filho.once('close', (codigo) => r(codigo ?? 1)));
  const json = existsSync(arquivo) ? JSON.parse(readFileSync(arquivo, 'utf8')) : null;
  const passou = json?.numPassedTests ?? 0;
  const falhou = (json?.numFailedTests ?? 0) + (status !== 0 && !json?.numFailedTests ? 1 : 0);
  const pulados = (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
  return { nome: etapa.nome, passou, falhou, pulados, ok: status === 0, falhas: falhas(json) };
};

/**
 * Os testes que falharam, com o começo da mensagem: o resumo os repete no fim da saída, que é o
 * trecho que sobra de um log longo (a saída da e2e e a da API no banco ficam muito acima).
 */
const resumir = (mensagem) => (mensagem ?? '').split('\n').slice(0, 3).join(' ').slice(0, 400);
const falhas = (json) =>
  (json?.testResults ?? []).flatMap((arquivo) => {
    const nome = arquivo.name.slice(raiz.length + 1);
    const testes = (arquivo.assertionResults ?? []).filter((t) => t.status === 'failed');
    // Arquivo que falhou sem teste que falhou: erro ao carregar ou num beforeAll.
    if (testes.length === 0)
      return arquivo.status === 'failed' ? [`  ${nome}\n    ${resumir(arquivo.message)}`] : [];
    return testes.map((t) => `  ${nome} › ${t.fullName}\n    ${resumir(t.failureMessages?.[0])}`);
  });

const e2e = etapas.find((e) => e.nome === 'e2e-chromium');
const juntas = e2e && etapas.includes(emParalelo);
const resumo = [];
for (const etapa of etapas) {
  if (juntas && etapa === emParalelo) continue;
  if (juntas && etapa === e2e) {
    const log = join(saida, `${emParalelo.nome}.log`);
    console.log(`\n━━━ ${emParalelo.nome} (em paralelo com ${e2e.nome}; saída ao final) ━━━`);
    console.log(`\n━━━ ${e2e.nome} ━━━`);
    const [doBanco, doNavegador] = await Promise.all([rodar(emParalelo, log), rodar(e2e)]);
    console.log(`\n━━━ ${emParalelo.nome} (saída) ━━━`);
    console.log(readFileSync(log, 'utf8'));
    resumo.push(doBanco, doNavegador);
    continue;
  }
  console.log(`\n━━━ ${etapa.nome} ━━━`);
  resumo.push(await rodar(etapa));
}

console.log('\n━━━ resumo ━━━');
for (const e of resumo)
  console.log(
    `${e.nome}: ${e.passou} passed, ${e.falhou} failed${e.pulados ? `, ${e.pulados} skipped` : ''}${e.falhas.length ? `\n${e.falhas.join('\n')}` : ''}`,
  );
const total = resumo.reduce((s, e) => ({ p: s.p + e.passou, f: s.f + e.falhou }), { p: 0, f: 0 });
console.log(`${total.p} passed, ${total.f} failed`);
process.exit(resumo.every((e) => e.ok) && total.p > 0 ? 0 : 1);
