// Benchmark do REP-P no PostgreSQL (TEST_DATABASE_URL ou postgres://postgres@127.0.0.1:5432/test,
// num schema descartável, apagado também em caso de erro). Cada meta da issue #20 sai com o piso
// medido nesta mesma execução e a razão (a máquina é compartilhada e os números absolutos variam
// 3× entre execuções; as razões, não):
//   - marcações/s por HTTP, 1 filial, 2 processos ≥ 0,8 × GET /health dos mesmos processos e
//     ≥ 1 × INSERT+COMMIT bruto com 8 clientes (pgbench);
//   - 10 filiais da mesma empresa ≥ 1,5 × uma filial;
//   - p99 < 25 ms em carga aberta à metade da taxa de saturação (a de 1 filial);
// e o AFD de 1.000.000 de marcações (< 5 s, memória que não cresce entre exportações). Além dos
// cenários das metas (18 pessoas marcando sem parar: quase toda marcação é duplicada e não
// dispara alerta), um cenário com uma pessoa diferente por pedido, em que cada marcação avalia
// alerta e confere a sessão, e o tempo que a fila de alertas leva para esvaziar depois dele.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { benchAfd } from './lib/afd-grande.ts';
import { entrar, fecharCliente, pararTodos, subir } from './lib/api-processos.ts';
import { type Alvo, cargaAberta, cargaFechada, type Resultado } from './lib/carga.ts';
import { descreverCpu, medirCpu } from './lib/cpu.ts';
import { pessoasDistintas } from './lib/pessoas-distintas.ts';
import { analisarComoEmProducao, varreduraDepoisDe } from './lib/regime.ts';
import { descreverWal, medirWal } from './lib/wal.ts';

const BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_${randomBytes(4).toString('hex')}`;
const OPCOES = `-c search_path=${SCHEMA}`;
const URL = `${BASE}${BASE.includes('?') ? '&' : '?'}options=${encodeURIComponent(OPCOES)}`;
const CLIENTES = 64;
const MARCACOES = 20_000;
const FILIAIS = 10;
const n = (x: number) => Math.round(x).toLocaleString('pt-BR');
const ms = (x: number) => `${x.toFixed(1)} ms`;

const admin = new pg.Pool({ connectionString: BASE, max: 2 });
const banco = new pg.Pool({ connectionString: URL, max: 16 });

// Uma limpeza só, esperada por quem chegar (fim normal, erro ou Ctrl-C no meio de uma consulta).
let limpeza: Promise<void> | undefined;
const limpar = () => (limpeza ??= fazerLimpeza());
const fazerLimpeza = async () => {
  await pararTodos();
  fecharCliente();
  await banco.end().catch(() => {});
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`drop schema if exists ${SCHEMA}_fila cascade`); // fila de jobs do servidor
  await admin.end();
};
// Ctrl-C no meio: processos e schema não ficam para trás.
process.once('SIGINT', () => void limpar().finally(() => process.exit(130)));

/**
 * Piso do banco: INSERT+COMMIT de uma linha com `clientes` conexões pelo pgbench (o cliente em C,
 * sem o custo do Node); sem pgbench instalado, o mesmo laço pelo driver pg.
 */
const pisoInsert = async (clientes: number, segundos: number) => {
  await banco.query(
    'create table if not exists piso (id bigint generated always as identity primary key, n int, t text)',
  );
  const roteiro = `/tmp/${SCHEMA}-piso.sql`;
  await import('node:fs/promises').then((fs) =>
    fs.writeFile(roteiro, "insert into piso (n, t) values (1, 'x');\n"),
  );
  const r = spawnSync(
    'pgbench',
    ['-n', '-c', String(clientes), '-j', '2', '-T', String(segundos), '-f', roteiro, URL],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(r.stdout ?? '')?.[1];
  if (tps) return { porSegundo: Number(tps), fonte: 'pgbench' };
  let feitos = 0;
  const fim = performance.now() + segundos * 1000;
  await Promise.all(
    Array.from({ length: clientes }, async () => {
      const c = await banco.connect();
      while (performance.now() < fim) {
        await c.query('insert into piso (n, t) values ($1, $2)', [feitos, 'x']);
        feitos += 1;
      }
      c.release();
    }),
  );
  return { porSegundo: feitos / segundos, fonte: 'driver pg (pgbench ausente)' };
};

const emailDe = (i: number) => `colaborador${String(i).padStart(2, '0')}@demo.jornada.dev`;

/** 9 filiais novas com REP: 2 colaboradores em cada (colaborador22…39); a filial da demo fica com os demais. */
const criarFiliais = async () => {
  const emails10: string[] = [emailDe(2), emailDe(3)];
  for (let f = 1; f < FILIAIS; f++) {
    const {
      rows: [filial],
    } = await banco.query<{ id: number }>(
      "insert into filial (empresa_id, nome, cnpj) values (2, $1, '11222333000262') returning id",
      [`Filial ${f + 1} do benchmark`],
    );
    await banco.query(
      "insert into rep (empresa_id, filial_id, numero_inpi) values (2, $1, '51202300123456789')",
      [filial!.id],
    );
    const emails = [emailDe(20 + 2 * f), emailDe(21 + 2 * f)];
    await banco.query(
      'update usuario set filial_id = $1 where empresa_id = 2 and email = any($2::text[])',
      [filial!.id, emails],
    );
    emails10.push(...emails);
  }
  return emails10;
};

/**
 * Avaliações de alerta ainda na fila (criadas, em nova tentativa ou em andamento): se a fila não
 * acompanha as marcações, os alertas "em tempo real" chegam atrasados.
 */
const alertasNaFila = async () => {
  const { rows } = await admin.query<{ schema: string }>(
    "select schemaname as schema from pg_tables where tablename = 'job' and schemaname = $1",
    [`${SCHEMA}_fila`],
  );
  if (!rows[0]) return null;
  const r = await admin.query<{ n: number }>(
    `select count(*)::int as n from ${rows[0].schema}.job
      where name = 'alerta.avaliar' and state in ('created', 'retry', 'active')`,
  );
  return r.rows[0]!.n;
};

/** Transações confirmadas no banco até agora (cada consulta fora de transação conta uma). */
const transacoes = async () =>
  Number(
    (
      await admin.query<{ n: string }>(
        'select xact_commit as n from pg_stat_database where datname = current_database()',
      )
    ).rows[0]!.n,
  );

const linhaMeta = (figura: string, valor: string, piso: string, razao: number, meta: number) =>
  console.log(
    `  ${figura}: ${valor} | piso ${piso} | razão ${razao.toFixed(2)} (meta ≥ ${String(meta).replace('.', ',')}) ${razao >= meta ? 'ok' : 'ABAIXO'}`,
  );

try {
  await admin.query(`create schema ${SCHEMA}`);
  const versao = (await banco.query<{ v: string }>("select current_setting('server_version') as v"))
    .rows[0]!.v;
  console.log(
    `PostgreSQL ${versao} (schema descartável ${SCHEMA}); synchronous_commit ligado; ${cpus().length} núcleos, carga média da máquina ${loadavg()[0]!.toFixed(1)}`,
  );

  // Dois processos da API no mesmo banco (o primeiro migra e semeia a demo).
  // O primeiro processo também exporta o AFD: com o gancho que mede a memória após coleta forçada.
  const a = await subir({ DATABASE_URL: URL }, 300, [
    '--expose-gc',
    '--import',
    './bench/lib/memoria-gc.mjs',
  ]);
  const b = await subir({ DATABASE_URL: URL, SEED: 'false' });
  const urls = [a.url, b.url];
  const emails10 = await criarFiliais();
  const emails1 = Array.from({ length: 18 }, (_, i) => emailDe(4 + i)); // colaborador04…21
  const login = (emails: string[]) => Promise.all(emails.map((e, i) => entrar(urls[i % 2]!, e)));
  const umaFilial: Alvo = { urls, tokens: await login(emails1), caminho: '/api/main/MarcarPonto3' };
  const dezFiliais: Alvo = { ...umaFilial, tokens: await login(emails10) };
  const health: Alvo = { urls, tokens: [], caminho: '/health' };
  // Uma pessoa diferente por pedido: toda marcação é nova (alerta avaliado, sessão conferida).
  const distintas: Alvo = { ...umaFilial, tokens: await pessoasDistintas(banco, MARCACOES) };
  const semeadas = (await admin.query<{ t: Date }>('select now() as t')).rows[0]!.t;

  // Aquecimento (JIT, conexões e a filial de cada pessoa lembrada pela fila).
  await cargaFechada(health, CLIENTES, 2000);
  await cargaFechada(umaFilial, CLIENTES, 2000);
  await cargaFechada(dezFiliais, CLIENTES, 2000);
  await analisarComoEmProducao(admin, SCHEMA);
  await varreduraDepoisDe(admin, `${SCHEMA}_fila`, semeadas);

  // Cada carga fechada mede também a CPU por pedido de cada parte (API, banco, gerador).
  const pids = [a.filho.pid!, b.filho.pid!];
  // E o WAL por pedido: uma carga logo depois do início de um checkpoint escreve páginas inteiras.
  const fechada = async (alvo: Alvo) => {
    const { resultado, walPorPedido } = await medirWal(
      admin,
      () => medirCpu(pids, () => cargaFechada(alvo, CLIENTES, MARCACOES), MARCACOES),
      MARCACOES,
    );
    return { ...resultado, wal: walPorPedido };
  };
  const { resultado: pisoHealth, cpu: cpuHealth } = await fechada(health);
  const pisoBanco = await pisoInsert(8, 10);
  const xact0 = await transacoes();
  const { resultado: r1, cpu: cpu1, wal: wal1 } = await fechada(umaFilial);
  const filaApos1 = await alertasNaFila();
  await new Promise((r) => setTimeout(r, 11_000)); // conexões ociosas publicam as estatísticas em até 10 s
  const xactPorMarcacao = ((await transacoes()) - xact0) / MARCACOES;
  const { resultado: r10, cpu: cpu10, wal: wal10 } = await fechada(dezFiliais);
  const filaApos10 = await alertasNaFila();
  const taxaAberta = Math.max(1, Math.round(r1.porSegundo / 2));
  const { resultado: aberta, walPorPedido: walAberta } = await medirWal(
    admin,
    () => cargaAberta(umaFilial, taxaAberta, 10),
    taxaAberta * 10,
  );
  const { resultado: rd, cpu: cpuD, wal: walD } = await fechada(distintas);
  const filaAposD = await alertasNaFila();
  // Quanto tempo a fila de alertas leva para esvaziar depois da carga (até 3 min).
  const t0Fila = performance.now();
  while (((await alertasNaFila()) ?? 0) > 0 && performance.now() - t0Fila < 180_000)
    await new Promise((r) => setTimeout(r, 500));
  const esvaziouEm = (performance.now() - t0Fila) / 1000;
  const restantes = await alertasNaFila();

  const det = (x: Resultado) =>
    `${n(x.porSegundo)}/s (p50 ${ms(x.p50)}, p99 ${ms(x.p99)}, recusadas ${x.recusadas})`;
  console.log(`pisos desta execução (${CLIENTES} clientes HTTP, 2 processos da API):`);
  console.log(`  GET /health: ${det(pisoHealth)}; ${descreverCpu(cpuHealth)}`);
  console.log(
    `  INSERT+COMMIT de 1 linha, 8 clientes (${pisoBanco.fonte}): ${n(pisoBanco.porSegundo)}/s`,
  );
  console.log(`MarcarPonto3, ${n(MARCACOES)} marcações por cenário:`);
  console.log(
    `  1 filial: ${det(r1)}; ${descreverCpu(cpu1)}; ${descreverWal(wal1)}; ${xactPorMarcacao.toFixed(2)} transações no banco por marcação (consultas avulsas contam uma cada; inclui os jobs de alerta)`,
  );
  console.log(
    `  ${FILIAIS} filiais da mesma empresa: ${det(r10)}; ${descreverCpu(cpu10)}; ${descreverWal(wal10)}`,
  );
  console.log(
    `  avaliações de alerta ainda na fila ao fim da carga: ${filaApos1 ?? '?'} (1 filial), ${filaApos10 ?? '?'} (${FILIAIS} filiais), de ${n(MARCACOES)} marcações cada`,
  );
  console.log(
    `  carga aberta a ${n(taxaAberta)}/s (metade da saturação de 1 filial), 10 s: ${det(aberta)}; ${descreverWal(walAberta)}`,
  );
  console.log(
    `    p99 de cada segundo da carga aberta (pelo instante agendado): ${(aberta.p99PorSegundo ?? []).map((x) => x.toFixed(0)).join(', ')} ms`,
  );
  console.log(
    `  1 filial, ${n(MARCACOES)} pessoas diferentes (cada marcação nova: avaliação de alerta e sessão conferida): ${det(rd)}; ${descreverCpu(cpuD)}; ${descreverWal(walD)}`,
  );
  console.log(
    `    avaliações de alerta na fila ao fim da carga: ${filaAposD ?? '?'}; ${restantes === 0 ? `fila vazia ${esvaziouEm.toFixed(1)} s depois` : `ainda ${restantes} depois de ${esvaziouEm.toFixed(0)} s`}`,
  );
  console.log('metas da issue #20 (valor | piso da mesma execução | razão):');
  const taxa1 = `${n(r1.porSegundo)}/s`;
  const taxa10 = `${n(r10.porSegundo)}/s`;
  const h = `${n(pisoHealth.porSegundo)}/s`;
  const ins = `${n(pisoBanco.porSegundo)}/s`;
  linhaMeta('1 filial vs /health', taxa1, h, r1.porSegundo / pisoHealth.porSegundo, 0.8);
  linhaMeta('1 filial vs INSERT+COMMIT', taxa1, ins, r1.porSegundo / pisoBanco.porSegundo, 1);
  linhaMeta(
    '1 filial, pessoas diferentes vs /health',
    `${n(rd.porSegundo)}/s`,
    h,
    rd.porSegundo / pisoHealth.porSegundo,
    0.8,
  );
  linhaMeta('10 filiais vs 1 filial', taxa10, taxa1, r10.porSegundo / r1.porSegundo, 1.5);
  linhaMeta('10 filiais vs /health', taxa10, h, r10.porSegundo / pisoHealth.porSegundo, 0.8);
  linhaMeta('10 filiais vs INSERT+COMMIT', taxa10, ins, r10.porSegundo / pisoBanco.porSegundo, 1);
  console.log(
    `  p99 em carga aberta a ${n(taxaAberta)}/s: ${ms(aberta.p99)} (meta < 25 ms) ${aberta.p99 < 25 ? 'ok' : 'ACIMA'}`,
  );

  // NSR de cada REP: 1..último, sem lacuna nem repetição (marcações e eventos do REP).
  const furos = await banco.query<{ filial_id: number; n: number; max: number }>(
    `select filial_id, count(*)::int as n, max(nsr)::int as max from (
       select filial_id, nsr from marcacao where empresa_id = 2
       union all select filial_id, nsr from rep_evento where empresa_id = 2) x
     group by filial_id having count(distinct nsr) <> max(nsr) or count(*) <> max(nsr)`,
  );
  console.log(
    `  NSR sem lacuna nem repetição nos ${FILIAIS} REP: ${furos.rows.length === 0 ? 'sim' : `NÃO (${JSON.stringify(furos.rows)})`}`,
  );

  // BENCH_SEM_AFD=1 pula esta parte (medir só a marcação).
  if (process.env.BENCH_SEM_AFD !== '1') await benchAfd(banco, a);
} finally {
  await limpar();
}
