import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** DATA_DIR do servidor (e-mails em DATA_DIR/outbox, sem SMTP). */
    dataDir: string;
  }
}

const raiz = join(import.meta.dirname, '..', '..', '..');

const portaLivre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Migrar e semear um PGlite novo numa máquina de 2 núcleos ocupada pode levar mais de 1 min. */
const LIMITE_SUBIDA_MS = 600_000;

const esperarSaude = async (url: string, servidor: ChildProcess) => {
  const limite = Date.now() + LIMITE_SUBIDA_MS;
  while (Date.now() < limite) {
    if (servidor.exitCode !== null)
      throw new Error(`o servidor saiu com código ${servidor.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // ainda subindo
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`o servidor não respondeu /health em ${LIMITE_SUBIDA_MS / 1000} s`);
};

/**
 * Compila o app web num diretório temporário desta execução (duas execuções em paralelo não
 * disputam apps/web/dist) e sobe o servidor real (PGlite novo, semeado) numa porta livre.
 */
export default async function setup(project: TestProject) {
  const webDist = mkdtempSync(join(tmpdir(), 'jornada-e2e-web-'));
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@jornada/web', '--', '--outDir', webDist, '--emptyOutDir'],
    { cwd: raiz, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('falha ao compilar o app web');
  const dataDir = mkdtempSync(join(tmpdir(), 'jornada-e2e-'));
  const porta = await portaLivre();
  const servidor = spawn(
    process.execPath,
    ['--import', 'tsx', join(raiz, 'apps/api/src/server.ts')],
    {
      cwd: raiz,
      env: {
        ...process.env,
        PORT: String(porta),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${porta}`;
  try {
    await esperarSaude(baseUrl, servidor);
  } catch (erro) {
    servidor.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
    throw erro;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
}
