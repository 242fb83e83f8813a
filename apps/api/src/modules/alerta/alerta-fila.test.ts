import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * Alertas pela fila de jobs de verdade (pg-boss no banco do teste): marcações simultâneas viram
 * jobs de avaliação gravados em lote, e o worker busca e conclui vários por consulta. Cada
 * marcação continua com o seu job e o seu alerta.
 */

let t: AppDeTeste;
const PESSOAS = ['02', '03', '04', '05', '06'].map((n) => `colaborador${n}@demo.jornada.dev`);

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
}, 600_000);
afterAll(() => t?.close());

const marcar = async (email: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: bearer(await t.token(email)),
    payload: {},
  });
  expect(r.statusCode).toBe(200);
};

const interjornadas = async () =>
  t.db.query<{ usuario_id: number }>(
    `select usuario_id from alerta where empresa_id = 2 and tipo = 'interjornada'`,
  );

/** O schema do pg-boss deste banco (o banco do teste só tem uma fila). */
const schemaDaFila = async () => {
  const [{ fila } = { fila: '' }] = await t.db.query<{ fila: string }>(
    `select schemaname as fila from pg_tables where tablename = 'job' and schemaname like '%fila'`,
  );
  return fila;
};

// Prazo, não medida: a fila busca a cada 0,5 s, mais lenta com a máquina dividida (npm test).
describe('avaliação de alertas pela fila', { timeout: 90_000 }, () => {
  it('marcações simultâneas: um job por marcação, gravados e concluídos em lote; um alerta cada', async () => {
    const fila = await schemaDaFila();
    const jobs = async () =>
      t.db.query<{ state: string; n: number }>(
        `select state, count(*)::int as n from ${fila}.job where name = 'alerta.avaliar'
          group by state`,
      );
    // Domingo 15/11 às 23:00 e segunda 16/11 às 08:00 (Brasília): 9 h de descanso para cada um.
    t.relogio.agora = new Date('2026-11-16T02:00:00Z');
    for (const p of PESSOAS) await marcar(p);
    t.relogio.agora = new Date('2026-11-16T11:00:00Z');
    await Promise.all(PESSOAS.map(marcar));
    await t.app.alertasJobs.aguardar();

    await expect
      .poll(async () => (await interjornadas()).length, { timeout: 60_000 })
      .toBe(PESSOAS.length);
    // Dez marcações, dez jobs, todos concluídos (nenhum falhou nem ficou para nova tentativa).
    await expect
      .poll(jobs, { timeout: 60_000 })
      .toEqual([{ state: 'completed', n: PESSOAS.length * 2 }]);
    const ids = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = 2 and email = any($1::text[])`,
      [PESSOAS],
    );
    expect(new Set((await interjornadas()).map((a) => a.usuario_id))).toEqual(
      new Set(ids.map((u) => u.id)),
    );
  });

  it('a varredura é um job agendado a cada minuto, num processo por vez (fila stately)', async () => {
    const fila = await schemaDaFila();
    expect(
      await t.db.query(`select policy from ${fila}.queue where name = 'alerta.varrer'`),
    ).toEqual([{ policy: 'stately' }]);
    expect(
      await t.db.query(`select cron from ${fila}.schedule where name = 'alerta.varrer'`),
    ).toEqual([{ cron: '* * * * *' }]);
    // Um job da varredura, como o cron o põe na fila: o worker varre. Quinta 19/11 às 10:30 em
    // Brasília, ninguém marcou: as entradas previstas viram alertas de marcação ausente.
    t.relogio.agora = new Date('2026-11-19T13:30:00Z');
    await t.db.query(`insert into ${fila}.job (name, data) values ('alerta.varrer', '{}')`);
    const ausentes = async () =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from alerta
            where empresa_id = 2 and tipo = 'marcacaoAusente' and data = '2026-11-19'`,
        )
      )[0]!.n;
    await expect.poll(ausentes, { timeout: 60_000 }).toBeGreaterThan(0);
  });
});
