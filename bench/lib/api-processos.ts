// Processos da API para os benchmarks: o servidor de verdade (apps/api/src/server.ts) num schema
// descartável do PostgreSQL, com login e marcação por HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { OPCOES_V8_SERVIDOR } from '../../scripts/opcoes-node.mjs';

const RAIZ = join(import.meta.dirname, '..', '..');

export type Processo = { url: string; filho: ChildProcess };

/** Processos da API ainda vivos: `pararTodos` (e a saída do benchmark, mesmo em erro) os encerra. */
const vivos = new Set<ChildProcess>();
process.once('exit', () => {
  for (const filho of vivos) filho.kill('SIGKILL');
});

/** Segredo dos tokens nos processos da API do benchmark (também para emitir tokens de teste). */
export const JWT_SECRET = 'segredo-do-benchmark-com-mais-de-32-caracteres';

/**
 * O servidor como o `npm start` o sobe: `apps/api/src/server.ts` empacotado pelo esbuild
 * (scripts/construir-api.mjs) e rodado com `node` puro. Com `--import tsx` o benchmark media
 * também o carregador do tsx e o `__name` que ele põe em volta de cada função criada (alguns por
 * cento da CPU da API no perfil da marcação), custos que o servidor de verdade não tem. Empacotado uma vez por
 * execução, ao lado do arquivo do `npm start` (mesma pasta: os caminhos relativos, como o das
 * migrações, são os mesmos) sem tocar nele.
 */
let empacotado: Promise<string> | undefined;
const servidorEmpacotado = () =>
  (empacotado ??= (async () => {
    const { empacotar } = (await import('../../scripts/construir-api.mjs')) as {
      empacotar: (entrada: string, saida: string) => Promise<unknown>;
    };
    const saida = join(RAIZ, 'apps', 'api', 'dist', 'server-bench.mjs');
    await empacotar(join(RAIZ, 'apps', 'api', 'src', 'server.ts'), saida);
    return saida;
  })());

/**
 * Sobe o servidor empacotado na porta 0: o sistema escolhe uma porta livre e o processo a
 * informa na linha "Jornada no ar: http://localhost:<porta>" (nada de sortear portas, que
 * colidiam com a faixa efêmera e derrubavam uma execução em quatro com EADDRINUSE).
 */
export const subir = async (
  env: Record<string, string>,
  /** Prazo para a API responder /health (migração e seed num schema novo). */
  esperaS = 300,
  /** Opções extras do node para o processo (ex.: `--expose-gc`). */
  nodeOpcoes: string[] = [],
): Promise<Processo> => {
  const saida: string[] = [];
  // BENCH_CPU_PROF=<pasta>: cada processo da API grava um perfil de CPU (.cpuprofile) ao sair.
  const perfil = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const filho = spawn(
    process.execPath,
    [...OPCOES_V8_SERVIDOR, ...perfil, ...nodeOpcoes, await servidorEmpacotado()],
    {
      cwd: RAIZ,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nao-existe',
        JWT_SECRET,
        CERTIFICADOS_SENHA: 'senha-dos-certificados-do-benchmark',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  vivos.add(filho);
  filho.once('exit', () => vivos.delete(filho));
  filho.stdout?.on('data', (b) => saida.push(String(b)));
  filho.stderr?.on('data', (b) => saida.push(String(b)));
  for (let i = 0; i < esperaS * 10; i++) {
    if (filho.exitCode !== null) throw new Error(`API saiu: ${saida.join('')}`);
    const porta = /Jornada no ar: http:\/\/localhost:(\d+)/.exec(saida.join(''))?.[1];
    if (porta) {
      const url = `http://127.0.0.1:${porta}`;
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return { url, filho };
    }
    await esperar(100);
  }
  filho.kill('SIGTERM'); // não deixa o processo órfão
  throw new Error(`API não subiu: ${saida.join('')}`);
};

export const parar = async (p: Processo) => {
  if (p.filho.exitCode !== null || p.filho.signalCode !== null) return;
  const fim = new Promise((r) => p.filho.once('exit', r));
  p.filho.kill('SIGTERM');
  await fim;
};

/** Encerra todos os processos da API que este benchmark subiu (no fim e em caso de erro). */
export const pararTodos = async () => {
  await Promise.all(
    [...vivos].map(async (filho) => {
      if (filho.exitCode !== null || filho.signalCode !== null) return;
      const fim = new Promise((r) => filho.once('exit', r));
      filho.kill('SIGTERM');
      // Quem não sai em 10 s (ex.: preso numa requisição) sai à força.
      const forca = setTimeout(() => filho.kill('SIGKILL'), 10_000);
      await fim;
      clearTimeout(forca);
    }),
  );
};

/** Pico de memória residente (VmHWM) e atual (VmRSS) de um processo, em MB (Linux). */
export const memoria = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const campo = (nome: string) =>
    Number(new RegExp(`${nome}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: campo('VmRSS'), pico: campo('VmHWM') };
};

/** Tempo de CPU (usuário + sistema) já gasto por um processo, em ms (Linux, /proc/<pid>/stat). */
export const cpuMs = (pid: number) => {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(campos[11]) + Number(campos[12])) * 1000) / 100; // utime + stime, em ticks de 10 ms
};

export const entrar = async (url: string, email: string) => {
  const senha = createHash('sha256').update('Jornada@2026').digest('hex').toUpperCase();
  const dados = Buffer.from(
    JSON.stringify({ EmpresaId: 2, Email: email, Senha: senha, grantType: 'password' }),
  ).toString('base64');
  const r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: dados }),
  });
  const corpo = (await r.json()) as { Token?: { AccessToken: string } };
  if (!corpo.Token) throw new Error(`login falhou: ${email}`);
  return corpo.Token.AccessToken;
};

export const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.floor((ordenados.length * p) / 100))] ?? 0;

// Cliente de carga leve: HTTP/1.1 com conexões reaproveitadas (node:http). O `fetch` gasta bem
// mais CPU por requisição, e o cliente divide os mesmos núcleos com a API e o banco.
const agente = new http.Agent({ keepAlive: true, maxSockets: 256 });

export const requisitar = (
  url: string,
  metodo: 'GET' | 'POST',
  cabecalhos: Record<string, string>,
  corpo?: string,
) =>
  new Promise<{ status: number; corpo: Buffer }>((resolver, rejeitar) => {
    const headers =
      corpo === undefined
        ? cabecalhos
        : { ...cabecalhos, 'content-length': Buffer.byteLength(corpo) };
    const req = http.request(url, { method: metodo, headers, agent: agente }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () => resolver({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes) }));
      res.on('error', rejeitar);
    });
    req.on('error', rejeitar);
    req.end(corpo);
  });

/** Fecha as conexões do cliente de carga (senão o processo do benchmark não termina). */
export const fecharCliente = () => agente.destroy();
