import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validarAfd } from '@jornada/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, type DbHandle } from '../src/db/client.ts';
import { linhasAfd } from '../src/modules/arquivos-fiscais/afd.exportar.ts';
import { arquivosFiscaisRepository } from '../src/modules/arquivos-fiscais/arquivos-fiscais.repository.ts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import { type AppDeTeste, createAppDeTeste } from './app-de-teste.ts';
import { entrar, marcar, matar, type ServidorFilho, subirServidor } from './servidor-filho.ts';

/**
 * Confiabilidade do REP-P (Portaria 671 Anexo IX: NSR sem lacunas, ARP íntegro): muitos
 * processos marcando ao mesmo tempo e um servidor morto no meio da carga. No PostgreSQL, dois
 * processos de verdade; no PGlite (um processo por banco), duas instâncias da API no mesmo banco
 * e um processo morto com SIGKILL sobre o diretório de dados.
 */
const URL_PG = process.env.TEST_DATABASE_URL;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const COLABORADORES = Array.from(
  { length: 12 },
  (_, i) => `colaborador${String(i + 2).padStart(2, '0')}@demo.jornada.dev`,
);

/** NSR da filial (marcações + eventos) são 1..N e o AFD inteiro passa no validador. */
const verificarArp = async (db: DbHandle) => {
  const nsrs = await db.query<{ nsr: number }>(
    `select nsr::int as nsr from marcacao where empresa_id = $1
     union all select nsr::int as nsr from rep_evento where empresa_id = $1 order by 1`,
    [EMPRESA_DEMO],
  );
  expect(nsrs.map((r) => r.nsr)).toEqual(nsrs.map((_, i) => i + 1));
  const rep = await arquivosFiscaisRepository({ db: db.db, empresaId: EMPRESA_DEMO }).findRep(
    undefined,
  );
  const partes: Buffer[] = [];
  for await (const b of linhasAfd(db.db, {
    empresaId: EMPRESA_DEMO,
    filialId: rep!.filialId,
    numeroInpi: rep!.numeroInpi,
    cnpj: rep!.cnpj,
    razaoSocial: rep!.razaoSocial,
    dataInicial: '2020-01-01',
    dataFinal: '2030-12-31',
    geradoEm: '2026-11-16T10:30:00-0300',
    faixa: { inicial: 1, final: nsrs.length },
  }))
    partes.push(b);
  const v = validarAfd(Buffer.concat(partes), sha256);
  expect(v.erros).toEqual([]);
  // Em cada minuto de cada pessoa, uma marcação original e as demais duplicadas, mesmo quando os
  // dois processos gravam o mesmo minuto ao mesmo tempo.
  const originais = await db.query<{ n: number }>(
    `select count(*) filter (where not duplicada)::int as n from marcacao where empresa_id = $1
      group by usuario_id, data, minuto`,
    [EMPRESA_DEMO],
  );
  expect(originais.filter((o) => o.n !== 1)).toEqual([]);
  return nsrs.length;
};

const idsGravados = async (db: DbHandle, ids: number[]) =>
  (
    await db.query<{ id: number }>(
      'select id::int as id from marcacao where empresa_id = $1 and id = any($2::bigint[])',
      [EMPRESA_DEMO, ids],
    )
  ).map((r) => r.id);

/** Dispara `total` marcações em paralelo, alternando entre os servidores. */
const rajada = async (servidores: string[], tokens: string[], total: number) =>
  Promise.all(
    Array.from({ length: total }, (_, i) =>
      marcar(servidores[i % servidores.length]!, tokens[i % tokens.length]!),
    ),
  );

const limpar: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const f of limpar.reverse()) await f();
});

const noPostgres = () =>
  describe('dois processos da API no mesmo PostgreSQL', () => {
    const schema = `conf_${randomBytes(5).toString('hex')}`;
    const url = `${URL_PG}${URL_PG?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    let a: ServidorFilho;
    let b: ServidorFilho;
    let db: DbHandle;

    it('NSR 1..N sem lacuna nem repetição e cadeia válida com 600 marcações paralelas', {
      timeout: 400_000,
    }, async () => {
      const admin = new pg.Client({ connectionString: URL_PG });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      limpar.push(async () => {
        const c = new pg.Client({ connectionString: URL_PG });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        // A fila de jobs (pg-boss) que o servidor sobe no schema `<schema>_fila`.
        await c.query(`drop schema if exists ${schema}_fila cascade`);
        await c.end();
      });
      a = await subirServidor({ DATABASE_URL: url });
      limpar.push(() => matar(a));
      b = await subirServidor({ DATABASE_URL: url, SEED: 'false' });
      limpar.push(() => matar(b));
      db = await createDatabase({ url: URL_PG!, searchPath: schema, poolMax: 2 });
      limpar.push(() => db.close());
      const tokens = await Promise.all(COLABORADORES.map((e) => entrar(a.url, e)));
      const feitas = await rajada([a.url, b.url], tokens, 600);
      expect(new Set(feitas.map((m) => m.nsr)).size).toBe(600);
      await verificarArp(db);
    });

    it('servidor morto (SIGKILL) no meio da carga: nenhuma marcação confirmada se perde', {
      timeout: 400_000,
    }, async () => {
      const tokens = await Promise.all(COLABORADORES.map((e) => entrar(b.url, e)));
      const confirmadas: number[] = [];
      let parar = false;
      const carga = Array.from({ length: 24 }, async (_, i) => {
        while (!parar) {
          try {
            confirmadas.push((await marcar(a.url, tokens[i % tokens.length]!)).id);
          } catch {
            return; // conexão cortada pela morte do processo
          }
        }
      });
      while (confirmadas.length < 300) await new Promise((r) => setTimeout(r, 20));
      await matar(a);
      parar = true;
      await Promise.all(carga);
      expect((await idsGravados(db, confirmadas)).length).toBe(confirmadas.length);
      // O outro processo continua: a sequência segue do ponto em que parou, sem lacuna.
      await rajada([b.url], tokens, 50);
      await verificarArp(db);
    });
  });

const noPglite = () =>
  describe('embutido (PGlite): duas instâncias da API e um processo morto', () => {
    let t: AppDeTeste;

    it('duas instâncias da API sobre o mesmo banco: 400 marcações paralelas, NSR 1..N, cadeia válida', {
      timeout: 400_000,
    }, async () => {
      t = await createAppDeTeste();
      limpar.push(() => t.close());
      const segunda = await buildApp({
        database: t.db,
        jwtSecret: new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'),
        clock: () => t.relogio.agora,
      });
      limpar.push(() => segunda.close());
      const tokens = await Promise.all(COLABORADORES.slice(0, 6).map((e) => t.token(e)));
      const apps = [t.app, segunda];
      const respostas = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/main/MarcarPonto3',
            headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
            payload: {},
          }),
        ),
      );
      expect(respostas.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(respostas.map((r) => r.json().Data.marcacao.nsr)).size).toBe(400);
      await verificarArp(t.db);
    });

    it('processo morto (SIGKILL) no meio da carga: o diretório de dados reabre com toda marcação confirmada', {
      timeout: 400_000,
    }, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'jornada-crash-'));
      limpar.push(async () => rmSync(dir, { recursive: true, force: true }));
      const s = await subirServidor({ DATA_DIR: dir });
      limpar.push(() => matar(s));
      const tokens = await Promise.all(COLABORADORES.slice(0, 4).map((e) => entrar(s.url, e)));
      const confirmadas: number[] = [];
      let parar = false;
      const carga = Array.from({ length: 8 }, async (_, i) => {
        while (!parar) {
          try {
            confirmadas.push((await marcar(s.url, tokens[i % tokens.length]!)).id);
          } catch {
            return;
          }
        }
      });
      while (confirmadas.length < 150) await new Promise((r) => setTimeout(r, 20));
      await matar(s);
      parar = true;
      await Promise.all(carga);
      const db = await createDatabase({ dataDir: join(dir, 'pglite') });
      limpar.push(() => db.close());
      expect((await idsGravados(db, confirmadas)).length).toBe(confirmadas.length);
      await verificarArp(db);
    });
  });

// Cada etapa da suíte (PGlite, PostgreSQL) prova a mesma propriedade no seu banco.
if (URL_PG) noPostgres();
else noPglite();
