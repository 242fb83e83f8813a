// Benchmark do calendário da equipe no Chromium de verdade (/usr/bin/chromium via playwright-core):
// compila o app web num diretório temporário, prepara um PGlite temporário com a demo e uma equipe
// de 500 colaboradores do gestor (alocados em 5x2, 6x1 e 12x36), sobe a API servindo o app e abre
// o calendário num mês de 31 dias. Mede com a Performance API da página:
// - primeira pintura: do fim da resposta de /calendario/equipe (dados na página) até a grade
//   pintada (dois requestAnimationFrame depois das linhas no DOM);
// - troca de mês com as 500 linhas × 31 dias já carregadas: do clique em 'Mês anterior' até a
//   grade do mês pintada. Meta: < 300 ms.
// Só imprime os números; nenhum teste depende deles.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { EMPRESA_DEMO, seedDemo } from '../apps/api/src/seed/seed.ts';
import { parar, subir } from './lib/api-processos.ts';

const RAIZ = join(import.meta.dirname, '..');
const COLABORADORES = 500;
const RODADAS = 7;
const META_MS = 300;
const SENHA_CERTIFICADOS = 'senha-dos-certificados-do-benchmark';
const ms = (x: number) => `${x.toFixed(1)} ms`;

const primeiroDiaDe = (d: Date) =>
  `01/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

/**
 * Primeiro mês de 31 dias depois do atual (`avancos` = quantos 'Próximo mês'), com o
 * primeiro dia dele e o do mês seguinte em DD/MM/AAAA (como nos cabeçalhos da grade).
 */
const mesDe31Dias = () => {
  const hoje = new Date();
  for (let k = 1; k <= 12; k++) {
    const d = new Date(hoje.getFullYear(), hoje.getMonth() + k, 1);
    if (new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate() === 31) {
      const seguinte = new Date(d.getFullYear(), d.getMonth() + 1, 1);
      return { avancos: k, primeiroDia: primeiroDiaDe(d), seguinte: primeiroDiaDe(seguinte) };
    }
  }
  throw new Error('nenhum mês de 31 dias nos próximos 12');
};

/** Demo + equipe do gestor completada até 500 colaboradores alocados (não medido). */
const prepararBanco = async (dataDir: string) => {
  const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(database);
  await seedDemo(database.db, undefined, { senhaCertificados: SENHA_CERTIFICADOS });
  const sql = database.query;
  const [gestor] = await sql<{ filial: number; dep: number }>(
    `select filial_id as filial, departamento_id as dep from usuario
      where empresa_id = $1 and email = 'gestor@demo.jornada.dev'`,
    [EMPRESA_DEMO],
  );
  const [{ n } = { n: 0 }] = await sql<{ n: number }>(
    `select count(*)::int as n from usuario
      where empresa_id = $1 and departamento_id = $2`,
    [EMPRESA_DEMO, gestor!.dep],
  );
  await sql(
    `insert into usuario (empresa_id, nome, email, cpf, filial_id, departamento_id, admissao)
     select $1, 'Colaborador ' || lpad(g::text, 3, '0'), 'bench' || g || '@demo.jornada.dev',
            '8' || lpad(g::text, 10, '0'), $2, $3, '2024-03-01'
       from generate_series(1, $4::int) g`,
    [EMPRESA_DEMO, gestor!.filial, gestor!.dep, COLABORADORES - n],
  );
  await sql(
    `insert into alocacao (empresa_id, usuario_id, escala_id, inicio)
     select $1, u.id, (array_agg(e.id order by e.codigo))[1 + (u.id % 3)], '2024-03-01'
       from usuario u
       cross join escala e
      where u.empresa_id = $1 and u.email like 'bench%' and e.empresa_id = $1
        and e.codigo in ('COM-5X2', 'LOJA-6X1', '12X36')
      group by u.id`,
    [EMPRESA_DEMO],
  );
  await database.close();
  return COLABORADORES - n;
};

type JanelaDoBench = Window & { esperarGrade: (primeiroDia: string) => Promise<void> };

/**
 * Roda na página antes do app: marca 'equipe-recebida' quando o corpo de uma resposta de
 * /calendario/equipe termina de chegar (antes do app ler e renderizar os dados) e instala
 * `esperarGrade`: a grade do mês com linhas de dados no DOM e duas pinturas depois.
 */
// Texto puro (não uma função do Node): o tsx acrescenta auxiliares de nome às funções internas,
// que não existem na página.
const INSTRUMENTAR = `
  window.esperarGrade = (primeiroDia) => new Promise((resolve) => {
    const pronta = () =>
      document.querySelector('.ce-cabecalho-dia[aria-label$="' + primeiroDia + '"]') !== null &&
      document.querySelector('.ce-corpo tr.ce-linha:not(.ce-carregando) button') !== null;
    const pintar = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (pronta()) return pintar();
    const observador = new MutationObserver(() => {
      if (!pronta()) return;
      observador.disconnect();
      pintar();
    });
    observador.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const resposta = await original(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('/calendario/equipe')) {
      await resposta.clone().arrayBuffer();
      performance.mark('equipe-recebida');
    }
    return resposta;
  };
`;

const esperarGrade = (page: Page, primeiroDia: string) =>
  page.evaluate((d) => (window as unknown as JanelaDoBench).esperarGrade(d), primeiroDia);

/**
 * Rola a grade até o fim até as 500 linhas estarem carregadas (páginas de 100). Consulta a página
 * a cada 200 ms em vez de esperar uma resposta: a próxima página pode chegar antes de a espera
 * começar.
 */
const loadTudo = async (page: Page, total: number) => {
  await page.waitForFunction(
    (n) => {
      const rolagem = document.querySelector<HTMLElement>('.ce-rolagem');
      if (!rolagem) return false;
      rolagem.scrollTop = rolagem.scrollHeight;
      return document.querySelector(`tr[aria-rowindex="${n + 1}"]:not(.ce-carregando)`) !== null;
    },
    total,
    { timeout: 120_000, polling: 200 },
  );
};

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const webDist = mkdtempSync(join(tmpdir(), 'jornada-bench-web-'));
const dataDir = mkdtempSync(join(tmpdir(), 'jornada-bench-calendario-'));
try {
  console.log(`máquina: ${cpus().length} CPUs, carga ${loadavg()[0]!.toFixed(1)}`);
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@jornada/web', '--', '--outDir', webDist, '--emptyOutDir'],
    { cwd: RAIZ, stdio: 'ignore' },
  );
  if (build.status !== 0) throw new Error('falha ao compilar o app web');
  const criados = await prepararBanco(dataDir);
  console.log(`equipe do gestor: ${COLABORADORES} colaboradores (${criados} gerados)`);

  const api = await subir({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: webDist,
    CERTIFICADOS_SENHA: SENHA_CERTIFICADOS,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const contexto = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1440, height: 1000 },
    });
    await contexto.addInitScript({ content: INSTRUMENTAR });
    const page = await contexto.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${api.url}/login`);
    await page.getByLabel('Empresa').fill('2');
    await page.getByLabel('E-mail').fill('gestor@demo.jornada.dev');
    await page.getByLabel(/^Senha/).fill('Jornada@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${api.url}/#/dashboard/gestor/calendario-equipe`);
    await page.getByRole('table', { name: 'Calendário da equipe' }).waitFor();

    // Primeira pintura do mês de 31 dias: dados recebidos → grade pintada.
    const alvo = mesDe31Dias();
    for (let k = 1; k < alvo.avancos; k++) {
      const resposta = page.waitForResponse((r) => r.url().includes('/calendario/equipe'));
      await page.getByRole('button', { name: 'Próximo mês' }).click();
      await resposta;
    }
    const primeira = await page.evaluate(async (primeiroDia) => {
      document.querySelector<HTMLButtonElement>('button[aria-label="Próximo mês"]')!.click();
      await (window as unknown as JanelaDoBench).esperarGrade(primeiroDia);
      performance.mark('grade-pintada');
      const recebidas = performance.getEntriesByName('equipe-recebida');
      const recebida = recebidas[recebidas.length - 1]!;
      return performance.measure('primeira', { start: recebida.startTime, end: 'grade-pintada' })
        .duration;
    }, alvo.primeiroDia);

    // Carrega as 500 linhas do mês e as do mês seguinte (para ir e voltar sem rede).
    await loadTudo(page, COLABORADORES);
    const linhas = await page.evaluate(() =>
      document.querySelector('.ce-tabela')?.getAttribute('aria-rowcount'),
    );
    const trocas: number[] = [];
    for (let r = 0; r < RODADAS; r++) {
      await page.getByRole('button', { name: 'Próximo mês' }).click();
      await esperarGrade(page, alvo.seguinte);
      if (r === 0) await loadTudo(page, COLABORADORES);
      trocas.push(
        await page.evaluate(async (primeiroDia) => {
          performance.mark('troca-inicio');
          document.querySelector<HTMLButtonElement>('button[aria-label="Mês anterior"]')!.click();
          await (window as unknown as JanelaDoBench).esperarGrade(primeiroDia);
          performance.mark('troca-fim');
          return performance.measure('troca', 'troca-inicio', 'troca-fim').duration;
        }, alvo.primeiroDia),
      );
    }
    console.log(
      `calendário da equipe, ${COLABORADORES} colaboradores × 31 dias (aria-rowcount ${linhas}):`,
    );
    console.log(`  primeira pintura após os dados (100 linhas da 1ª página): ${ms(primeira)}`);
    console.log(
      `  troca de mês com as 500 linhas carregadas: mediana ${ms(mediana(trocas))}, ` +
        `mín ${ms(Math.min(...trocas))}, máx ${ms(Math.max(...trocas))} (${RODADAS} rodadas)`,
    );
    console.log(
      `  meta < ${META_MS} ms: ${mediana(trocas) < META_MS && primeira < META_MS ? 'atingida' : 'NÃO atingida'}`,
    );
    await contexto.close();
  } finally {
    await browser.close();
    await parar(api);
  }
} finally {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
