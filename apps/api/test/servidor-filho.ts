import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { SENHA_DEMO } from '../src/seed/demo-dados.ts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import { corpoLogin } from './app-de-teste.ts';

const RAIZ = join(import.meta.dirname, '..', '..', '..');
export const JWT_TESTE = 'segredo-dos-processos-de-teste-com-32-caracteres-ou-mais';

const LIMITE_SUBIDA_MS = 150_000;

const acabou = (p: ChildProcess) => p.exitCode !== null || p.signalCode !== null;

export type ServidorFilho = { url: string; processo: ChildProcess; saida: string[] };

/**
 * Sobe o servidor de verdade (apps/api/src/server.ts) num processo separado, com o banco dado
 * por `env` (DATABASE_URL ou DATA_DIR), e espera o /health responder.
 */
export const subirServidor = async (env: Record<string, string>): Promise<ServidorFilho> => {
  const porta = 20_000 + Math.floor(Math.random() * 20_000);
  const saida: string[] = [];
  const processo = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      JWT_SECRET: JWT_TESTE,
      CERTIFICADOS_SENHA: 'senha-dos-certificados-de-teste',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nao-existe',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processo.stdout?.on('data', (b) => saida.push(String(b)));
  processo.stderr?.on('data', (b) => saida.push(String(b)));
  const url = `http://127.0.0.1:${porta}`;
  // Um banco novo migra e semeia antes do /health: numa máquina carregada isso passa de 30 s.
  const limite = Date.now() + LIMITE_SUBIDA_MS;
  while (Date.now() < limite) {
    if (acabou(processo))
      throw new Error(`servidor saiu (${processo.exitCode}): ${saida.join('')}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, processo, saida };
    await esperar(100);
  }
  processo.kill('SIGKILL');
  throw new Error(`servidor não respondeu em ${LIMITE_SUBIDA_MS / 1000} s: ${saida.join('')}`);
};

/** Mata sem aviso (SIGKILL) e espera o processo acabar. */
export const matar = async (s: ServidorFilho) => {
  if (acabou(s.processo)) return;
  const fim = new Promise((r) => s.processo.once('exit', r));
  s.processo.kill('SIGKILL');
  await fim;
};

export const entrar = async (url: string, email: string): Promise<string> => {
  const r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(corpoLogin(email, EMPRESA_DEMO, SENHA_DEMO)),
  });
  const corpo = (await r.json()) as { Token?: { AccessToken: string } };
  if (!corpo.Token) throw new Error(`login falhou para ${email}`);
  return corpo.Token.AccessToken;
};

export const marcar = async (url: string, token: string) => {
  const r = await fetch(`${url}/api/main/MarcarPonto3`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (r.status !== 200) throw new Error(`marcação recusada: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { Data: { marcacao: { id: number; nsr: number; hash: string } } })
    .Data.marcacao;
};
