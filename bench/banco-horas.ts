// Benchmark do fechamento de ciclo do banco de horas no PostgreSQL (TEST_DATABASE_URL ou
// postgres://postgres@127.0.0.1:5432/test, num schema descartável): 10.000 colaboradores de uma
// empresa (alocações nas escalas da demo e outubro de marcações, INSERTs de várias linhas) num
// banco mensal com saldo anterior variado (marcações geradas no PostgreSQL, INSERT … SELECT). Num processo novo (heap limpo, como o de um servidor):
// o fechamento do ciclo de outubro de ponta a ponta pela fila (confirmação → job pg-boss em lotes
// → concluído), meta < 30 s, ao lado do piso (o SELECT cru das mesmas linhas que o job lê:
// vigências e marcações do período), com o pico de memória residente.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { addDias } from '@jornada/domain';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import {
  FILA_FECHAMENTO_BANCO_HORAS,
  LOTE_FECHAMENTO_BANCO_HORAS,
  registrarFechamentoBancoHoras,
} from '../apps/api/src/jobs/fechamento-banco-horas.job.ts';
import { createFila } from '../apps/api/src/jobs/fila.ts';
import { DIAS_ANTERIORES } from '../apps/api/src/modules/apuracao/index.ts';
import { createBancoHorasService } from '../apps/api/src/modules/banco-horas/index.ts';
import { EMPRESA_DEMO, seedDemo } from '../apps/api/src/seed/seed.ts';
import type { AuthContext } from '../apps/api/src/shared/auth-context.ts';
import { createApuracaoDeTeste } from '../apps/api/test/apuracao-de-teste.ts';
import { inserirEmLotes, medir, semearColaboradores } from './lib/empresa-grande.ts';

const BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** O processo filho só mede, no schema que o pai preparou (heap limpo, como o de um servidor). */
const MEDIR = process.env.BENCH_BANCO_HORAS_SCHEMA;
const SCHEMA = MEDIR ?? `bench_banco_horas_${randomBytes(4).toString('hex')}`;
/** A fila (pg-boss) do benchmark, num schema próprio, também descartado no fim. */
const SCHEMA_FILA = `${SCHEMA}_fila`;
const COLABORADORES = 10_000;
const [INICIO, FIM] = ['2026-10-01', '2026-10-31'];
/** "Hoje" do benchmark: 16/11/2026 (outubro inteiro fechado). */
const AGORA = new Date('2026-11-16T13:30:00Z');
const EMP = EMPRESA_DEMO;
const n = (x: number) => Math.round(x).toLocaleString('pt-BR');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
if (!MEDIR) await admin.query(`create schema ${SCHEMA}`);
const database = await createDatabase({ url: BASE, searchPath: SCHEMA, poolMax: 10 });
const sql = database.query;

/** INSERT de várias linhas neste schema (até 1.000 por comando). */
const inserir = (tabela: string, colunas: [string, string][], linhas: unknown[][], retorno = '') =>
  inserirEmLotes(sql, tabela, colunas, linhas, retorno);

/**
 * Preparo (não medido): demo, 10.000 colaboradores, alocações, o mês de marcações e o banco
 * mensal (verbas 50 %, 100 % e desconto; vigência de todos desde 01/10; saldo anterior variado,
 * pago no fim de outubro) com o ciclo de outubro aberto.
 */
const preparar = async () => {
  await migrate(database);
  await seedDemo(database.db, () => AGORA);
  const { filialId, ids } = await semearColaboradores(sql, EMP, COLABORADORES);
  // Outubro inteiro e a semana anterior (o espelho a lê para interjornada e DSR): as marcações
  // geradas no próprio PostgreSQL (INSERT … SELECT, um comando), como as da demo: dias da escala
  // de cada um, quatro batidas com alguns minutos de variação e hora extra em um de cada cinco dias.
  const [rep] = await sql<{ nsr: string }>(
    'select ultimo_nsr as nsr from rep where empresa_id = $1 and filial_id = $2',
    [EMP, filialId],
  );
  const [{ total: totalMarcacoes } = { total: 0 }] = await sql<{ total: number }>(
    `with dias as (
       select u.id as usuario_id, u.cpf, d::date as dia, e.codigo
         from usuario u
         join alocacao a on a.empresa_id = u.empresa_id and a.usuario_id = u.id
         join escala e on e.empresa_id = a.empresa_id and e.id = a.escala_id
         cross join generate_series($4::date, $5::date, interval '1 day') d
        where u.empresa_id = $1 and u.email like 'bench%'
          and extract(isodow from d) < case when e.codigo = 'LOJA-6X1' then 7 else 6 end
     ), batidas as (
       select usuario_id, cpf, dia, codigo,
              case when codigo = 'NOT-5X2' then array[1320, 1500, 1560, 1740]
                   else array[480, 720, 780, 1020] end as base,
              (random() < 0.2) as extra
         from dias
     ), linhas as (
       select usuario_id, cpf, dia,
              base[k] + (floor(random() * 13) - 6)::int
                + case when k = 4 and extra then 30 + floor(random() * 90)::int else 0 end as m
         from batidas cross join generate_series(1, 4) k
     ), numeradas as (
       select l.*, $3::bigint + row_number() over (order by usuario_id, dia, m) as nsr,
              (l.dia + make_interval(mins => l.m)) at time zone 'America/Sao_Paulo' as instante
         from linhas l
     ), inseridas as (
       insert into marcacao (empresa_id, filial_id, nsr, usuario_id, cpf, data_hora, gravado_em,
                             fuso, data, minuto, origem, coletor, hash)
       select $1, $2, nsr, usuario_id, cpf, instante, instante, '-0300',
              to_char(instante at time zone 'America/Sao_Paulo', 'YYYY-MM-DD'),
              (extract(hour from instante at time zone 'America/Sao_Paulo') * 60
                + extract(minute from instante at time zone 'America/Sao_Paulo'))::smallint,
              'navegador', 3, encode(sha256(nsr::text::bytea), 'hex')
         from numeradas
       returning 1
     )
     select count(*)::int as total from inseridas`,
    [EMP, filialId, Number(rep!.nsr), addDias(INICIO, -DIAS_ANTERIORES), FIM],
  );
  const [cfg] = await sql<{ id: number }>(
    `insert into banco_horas_configuracao (empresa_id, nome, fator_domingo_feriado, percentual_pagamento,
       percentual_pagamento_domingo_feriado, saldo_negativo_no_fechamento)
     values ($1, 'Acordo mensal (bench)', 1, 50, 100, 'descontar') returning id`,
    [EMP],
  );
  await sql(
    `insert into banco_horas_configuracao_ciclo (empresa_id, configuracao_id, regime, inicio_ciclo)
     values ($1, $2, 'mensal', $3)`,
    [EMP, cfg!.id, INICIO],
  );
  await sql(
    `insert into banco_horas_ciclo_verba (empresa_id, configuracao_id, tipo, percentual, verba)
     values ($1, $2, 'pagamento', 50, '0150'), ($1, $2, 'pagamento', 100, '0200'),
            ($1, $2, 'desconto', 0, '0300')`,
    [EMP, cfg!.id],
  );
  const [banco] = await sql<{ id: number }>(
    `insert into banco_horas (empresa_id, nome, configuracao_id)
     values ($1, 'Banco mensal (bench)', $2) returning id`,
    [EMP, cfg!.id],
  );
  await inserir(
    'banco_horas_colaborador',
    [
      ['empresa_id', 'int'],
      ['banco_hora_id', 'int'],
      ['usuario_id', 'int'],
      ['vigencia_inicio', 'text'],
      ['saldo_anterior_minutos', 'int'],
    ],
    ids.map((id, k) => [EMP, banco!.id, id, INICIO, k % 3 === 0 ? 240 : k % 3 === 1 ? -90 : 0]),
  );
  await sql(
    `insert into banco_horas_ciclo (empresa_id, banco_hora_id, inicio, fim) values ($1, $2, $3, $4)`,
    [EMP, banco!.id, INICIO, FIM],
  );
  await sql('analyze');
  return { marcacoes: totalMarcacoes, bancoHoraId: banco!.id };
};

/** Pai: prepara o schema e roda a medição num processo novo; filho: só mede. */
const principal = async () => {
  if (MEDIR) return medirTudo();
  const versao = (await sql<{ server_version: string }>('show server_version'))[0]!.server_version;
  console.log(
    `PostgreSQL ${versao} (schema descartável ${SCHEMA}); ${cpus().length} núcleos, carga ${loadavg()[0]!.toFixed(1)}`,
  );
  const t0 = performance.now();
  const preparo = await preparar();
  const [{ total } = { total: 0 }] = await sql<{ total: number }>(
    'select count(*)::int as total from banco_horas_colaborador where empresa_id = $1 and banco_hora_id = $2',
    [EMP, preparo.bancoHoraId],
  );
  console.log(
    `preparo: ${n(total)} colaboradores no banco mensal, ${n(preparo.marcacoes)} marcações em ${s(performance.now() - t0)} (não medido)`,
  );
  const filho = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, BENCH_BANCO_HORAS_SCHEMA: SCHEMA },
    stdio: 'inherit',
  });
  if (filho.status !== 0) throw new Error(`medição falhou (saída ${filho.status})`);
};

const medirTudo = async () => {
  console.log(`medição num processo novo; carga ${loadavg()[0]!.toFixed(1)}`);
  const [ciclo] = await sql<{ id: number; banco_hora_id: number }>(
    'select id, banco_hora_id from banco_horas_ciclo where empresa_id = $1 and inicio = $2',
    [EMP, INICIO],
  );
  // Piso: ler do banco as mesmas linhas que o job lê (vigências do ciclo e as marcações do
  // período com a semana anterior, que o espelho usa para interjornada e DSR).
  const piso = await medir(async () => {
    const vigencias = await sql(
      `select * from banco_horas_colaborador where empresa_id = $1 and banco_hora_id = $2
          and vigencia_inicio <= $3 and (vigencia_fim is null or vigencia_fim >= $4) order by id`,
      [EMP, ciclo!.banco_hora_id, FIM, INICIO],
    );
    const marcacoes = await sql(
      'select usuario_id, data, minuto, data_hora from marcacao where empresa_id = $1 and data between $2 and $3',
      [EMP, addDias(INICIO, -DIAS_ANTERIORES - 1), addDias(FIM, 1)],
    );
    return vigencias.length + marcacoes.length;
  });
  console.log(
    `piso: SELECT cru das ${n(piso.valor)} linhas do razão (vigências e marcações do período): ${s(piso.ms)} (pico ${n(piso.picoMb)} MB)`,
  );

  const clock = () => AGORA;
  const bancoHoras = createBancoHorasService({
    db: database.db,
    clock,
    apuracao: createApuracaoDeTeste(database.db, clock),
  });
  const fila = await createFila(
    database,
    { schema: SCHEMA_FILA, pollingIntervalSeconds: 0.5 },
    { error: (obj, msg) => console.error(msg, obj) },
  );
  try {
    await registrarFechamentoBancoHoras(fila, bancoHoras.fechamento);
    const [rh] = await sql<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'",
      [EMP],
    );
    const auth: AuthContext = { empresaId: EMP, usuarioId: rh!.id, rotas: new Set() };
    // Ponta a ponta: a confirmação do RH enfileira; o worker liquida em lotes; a tela consulta o
    // progresso (aqui, a cada 200 ms) até concluído.
    const fechamento = await medir(async () => {
      await bancoHoras.fechamento.confirmar(auth, ciclo!.id);
      for (;;) {
        const [f] = await sql<{ status: string; feitos: number; total: number; erro: string }>(
          `select status, feitos, total, erro from banco_horas_fechamento
            where empresa_id = $1 and ciclo_id = $2 order by rodada desc limit 1`,
          [EMP, ciclo!.id],
        );
        if (f!.status === 'erro') throw new Error(`liquidação falhou: ${f!.erro}`);
        if (f!.status === 'concluido') return f!;
        await new Promise((r) => setTimeout(r, 200));
      }
    });
    const [itens] = await sql<{ itens: number; pessoas: number; repetidos: number }>(
      `select count(*)::int as itens, count(distinct i.usuario_id)::int as pessoas,
              (count(*) - count(distinct (i.usuario_id, i.natureza, i.percentual)))::int as repetidos
         from banco_horas_fechamento f join banco_horas_fechamento_item i
           on i.empresa_id = f.empresa_id and i.fechamento_id = f.id
        where f.empresa_id = $1 and f.ciclo_id = $2`,
      [EMP, ciclo!.id],
    );
    const ok = fechamento.ms < 30_000 ? 'OK' : 'NÃO ATINGIDA';
    console.log(
      `fechamento do ciclo de outubro pela fila (${FILA_FECHAMENTO_BANCO_HORAS}, lotes de ${LOTE_FECHAMENTO_BANCO_HORAS}): ${s(fechamento.ms)} — meta < 30 s ${ok}`,
    );
    console.log(
      `  ${n(fechamento.valor.feitos)} de ${n(fechamento.valor.total)} colaboradores; ${n(itens!.itens)} itens de pagamento/desconto para ${n(itens!.pessoas)} pessoas (${itens!.repetidos} repetidos); CPU do Node ${s(fechamento.cpuMs)}; ${(fechamento.ms / piso.ms).toFixed(1)}× o piso; pico de memória ${n(fechamento.picoMb)} MB`,
    );
  } finally {
    await fila.parar();
  }
  console.log(`carga ao fim ${loadavg()[0]!.toFixed(1)}`);
};

try {
  await principal();
} finally {
  await database.close();
  // BENCH_MANTER_SCHEMA=1 deixa o schema para medir de novo: BENCH_BANCO_HORAS_SCHEMA=<nome>.
  if (!MEDIR && !process.env.BENCH_MANTER_SCHEMA) {
    await admin.query(`drop schema if exists ${SCHEMA_FILA} cascade`);
    await admin.query(`drop schema ${SCHEMA} cascade`);
  } else if (!MEDIR) console.log(`schema mantido: ${SCHEMA}`);
  await admin.end();
}
