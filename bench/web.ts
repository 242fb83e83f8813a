// Benchmark do app web e da subida (`npm run bench -- web`): quanto JavaScript comprimido o
// Chromium de verdade (playwright-core + /usr/bin/chromium) pede para exibir /login, servido pelo
// próprio servidor (`npm start`), e quanto tempo o `npm start` leva até responder /health.
// Cada número sai ao lado de um piso medido na mesma execução (a máquina é dividida e os tempos
// absolutos oscilam; as razões ficam estáveis):
// - JS de /login: piso = o menor app React (um parágrafo) compilado pelo mesmo Vite e comprimido
//   do mesmo jeito (o mínimo de qualquer tela React); meta ≤ 150 KB comprimidos.
// - Subida: piso = `node -e 0` (a partida de um processo Node); meta < 4 s com o build em dia.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const RAIZ = join(import.meta.dirname, '..');
const META_JS_KB = 150;
const META_SUBIDA_S = 4;
const SUBIDAS_QUENTES = 3;
const kb = (b: number) => (b / 1000).toFixed(1);
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const portaLivre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * Piso do JS: o menor app React (createRoot + um parágrafo), compilado pelo mesmo Vite com o
 * mesmo React e comprimido como os assets (brotli 11, gzip 9). Fica sob node_modules/.cache
 * para resolver os pacotes da raiz.
 */
const pisoReact = () => {
  const pasta = join(RAIZ, 'node_modules', '.cache', `bench-piso-web-${process.pid}`);
  mkdirSync(pasta, { recursive: true });
  try {
    writeFileSync(
      join(pasta, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
    );
    writeFileSync(
      join(pasta, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(createElement('p', null, 'Jornada'));\n",
    );
    const vite = join(RAIZ, 'apps', 'web', 'node_modules', 'vite', 'bin', 'vite.js');
    const r = spawnSync(process.execPath, [vite, 'build', pasta, '--logLevel', 'error'], {
      cwd: pasta,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`build do piso falhou: ${r.stderr}`);
    const js = readdirSync(join(pasta, 'dist', 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(pasta, 'dist', 'assets', f)));
    const soma = (f: (b: Buffer) => number) => js.reduce((s, b) => s + f(b), 0);
    return {
      gzip: soma((b) => gzipSync(b, { level: 9 }).length),
      br: soma(
        (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      ),
    };
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
};

/** Piso da subida: a partida de um processo Node que não faz nada. */
const pisoNode = () => {
  const tempos: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    tempos.push(performance.now() - t0);
  }
  return mediana(tempos);
};

type Subida = { filho: ChildProcess; url: string; ms: number; saida: string[] };

/** O start.mjs avisa quando compila: numa máquina onde outros editam as fontes, acontece. */
const compilou = (s: Subida) => s.saida.join('').includes('Compilando o app web');

/** `npm start` num grupo de processos próprio (npm → start.mjs → servidor), até /health. */
const subir = async (dataDir: string): Promise<Subida> => {
  const porta = await portaLivre();
  const saida: string[] = [];
  const t0 = performance.now();
  const filho = spawn('npm', ['start', '--silent'], {
    cwd: RAIZ,
    detached: true,
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  filho.stdout?.on('data', (b) => saida.push(String(b)));
  filho.stderr?.on('data', (b) => saida.push(String(b)));
  const url = `http://127.0.0.1:${porta}`;
  for (let i = 0; i < 6000; i++) {
    if (filho.exitCode !== null) throw new Error(`npm start saiu: ${saida.join('')}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { filho, url, ms: performance.now() - t0, saida };
    await esperar(20);
  }
  if (filho.pid) process.kill(-filho.pid, 'SIGKILL');
  throw new Error(`npm start não respondeu: ${saida.join('')}`);
};

const parar = async ({ filho }: Subida) => {
  if (filho.exitCode !== null || filho.signalCode !== null || !filho.pid) return;
  const fim = new Promise((r) => filho.once('exit', r));
  process.kill(-filho.pid, 'SIGTERM');
  await fim;
};

type Pedido = { url: string; tipo: string; codificacao: string; bytes: number };

/** Abre /login no Chromium e soma o corpo (como veio pela rede) de cada resposta. */
const carregarLogin = async (url: string, aceitar?: string) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const contexto = await browser.newContext({
      locale: 'pt-BR',
      extraHTTPHeaders: aceitar ? { 'accept-encoding': aceitar } : {},
    });
    const page = await contexto.newPage();
    const pedidos: Promise<Pedido>[] = [];
    page.on('requestfinished', (req) => {
      pedidos.push(
        (async () => {
          const resp = await req.response();
          const tamanhos = await req.sizes();
          return {
            url: req.url(),
            tipo: resp?.headers()['content-type'] ?? '',
            codificacao: resp?.headers()['content-encoding'] ?? 'identity',
            bytes: tamanhos.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const todos = await Promise.all(pedidos);
    await contexto.close();
    const js = todos.filter((p) => p.tipo.includes('javascript'));
    return {
      js: js.reduce((s, p) => s + p.bytes, 0),
      arquivos: js.length,
      total: todos.reduce((s, p) => s + p.bytes, 0),
      codificacoes: [...new Set(js.map((p) => p.codificacao))].join(', '),
    };
  } finally {
    await browser.close();
  }
};

console.log(
  `${cpus().length} núcleos, carga média da máquina ${loadavg()[0]!.toFixed(1)}; Chromium em ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'jornada-bench-web-'));
let atual: Subida | undefined;
try {
  // Primeira subida: compila o web se as fontes mudaram e migra/semeia um PGlite novo.
  atual = await subir(dataDir);
  console.log(
    `npm start, primeira vez (PGlite novo, migração + seed${compilou(atual) ? ' + build do web' : '; web já compilado'}): ${(atual.ms / 1000).toFixed(1)} s`,
  );
  const piso = pisoReact();
  const navegador = await carregarLogin(atual.url);
  const gzip = await carregarLogin(atual.url, 'gzip');
  const identidade = await carregarLogin(atual.url, 'identity');
  await parar(atual);
  atual = undefined;
  console.log(
    `JS para exibir /login: ${kb(navegador.js)} KB (${navegador.codificacoes}) em ${navegador.arquivos} arquivos; ${kb(gzip.js)} KB só com gzip; ${kb(identidade.js)} KB sem compressão; página inteira ${kb(navegador.total)} KB — meta ≤ ${META_JS_KB} KB`,
  );
  console.log(
    `  piso (o menor app React, mesmo Vite e mesma compressão): ${kb(piso.br)} KB br, ${kb(piso.gzip)} KB gzip; razão ${(navegador.js / piso.br).toFixed(2)}× (br), ${(gzip.js / piso.gzip).toFixed(2)}× (gzip)`,
  );

  const piso0 = pisoNode();
  const quentes: number[] = [];
  let recompilou = 0;
  // Subidas quentes: as que recompilaram (alguém mudou as fontes no meio) não entram na mediana.
  for (let i = 0; i < SUBIDAS_QUENTES + 3 && quentes.length < SUBIDAS_QUENTES; i++) {
    atual = await subir(dataDir);
    if (compilou(atual)) recompilou += 1;
    else quentes.push(atual.ms);
    await parar(atual);
    atual = undefined;
  }
  const m = mediana(quentes);
  const aviso = recompilou
    ? `; ${recompilou} subida(s) recompilaram (fontes mudaram) e ficaram fora`
    : '';
  console.log(
    quentes.length === 0
      ? `npm start quente: todas as subidas recompilaram (as fontes mudaram durante a medição)`
      : `npm start quente (node_modules, build e banco prontos), ${quentes.length} subidas até /health: mediana ${(m / 1000).toFixed(2)} s (${quentes.map((q) => (q / 1000).toFixed(2)).join(', ')})${aviso} — meta < ${META_SUBIDA_S} s`,
  );
  console.log(
    `  piso (node -e 0, mediana de 5): ${piso0.toFixed(0)} ms; razão ${(m / piso0).toFixed(1)}×`,
  );
} finally {
  if (atual) await parar(atual);
  rmSync(dataDir, { recursive: true, force: true });
}
