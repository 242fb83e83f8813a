import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import type { DbHandle } from '../db/client.ts';
import { createFila, type Fila, schemaDaFila } from './fila.ts';

/**
 * A fila de jobs (pg-boss de verdade, no banco do teste) com envio e trabalho em lote: vários jobs
 * num INSERT só, e o worker que busca vários por consulta conclui os que deram certo e devolve
 * para nova tentativa só o que falhou.
 */

let database: DbHandle;
let fila: Fila;
const erros: object[] = [];

beforeAll(async () => {
  database = await createTestDb();
  fila = await createFila(
    database,
    { pollingIntervalSeconds: 0.5, agendamentos: false },
    { error: (obj) => void erros.push(obj) },
  );
}, 600_000);
afterAll(async () => {
  await fila?.parar();
  await database?.close();
});

/** Jobs da fila `nome` já concluídos, no schema da fila do banco do teste. */
const concluidos = async (nome: string) => {
  const schema = await schemaDaFila(database);
  const [r] = await database.query<{ n: number }>(
    `select count(*)::int as n from ${schema}.job where name = $1 and state = 'completed'`,
    [nome],
  );
  return r?.n;
};

// Prazo, não medida: a fila busca a cada 0,5 s, mais lenta com a máquina dividida (npm test).
describe('fila em lote', { timeout: 90_000 }, () => {
  it('grava dez jobs num INSERT e os trabalha em lote; só o que falhou volta para nova tentativa', async () => {
    const schema = await schemaDaFila(database);
    const nome = 'teste.lote';
    await fila.criar(nome, { retryLimit: 3, retryDelay: 60, expireInSeconds: 60 });
    await fila.enviarVarios(
      nome,
      Array.from({ length: 10 }, (_, i) => ({ i })),
    );
    const gravados = await database.query<{ criados: number; instantes: number }>(
      `select count(*)::int as criados, count(distinct created_on)::int as instantes
         from ${schema}.job where name = $1`,
      [nome],
    );
    // Um comando só: todos os jobs com o mesmo instante de criação (o da transação).
    expect(gravados[0]).toEqual({ criados: 10, instantes: 1 });

    const vistos: number[] = [];
    await fila.trabalhar(
      nome,
      async (dados) => {
        const { i } = dados as { i: number };
        vistos.push(i);
        if (i === 7) throw new Error('falha do job 7');
      },
      { lote: 50 },
    );
    const estados = async () =>
      database.query<{ i: number; state: string }>(
        `select (data->>'i')::int as i, state from ${schema}.job
          where name = $1 order by 1`,
        [nome],
      );
    const pendentes = async () =>
      (await estados()).filter((j) => j.state === 'created' || j.state === 'active').length;
    await expect.poll(pendentes, { timeout: 60_000 }).toBe(0);
    const fim = await estados();
    expect(fim.filter((j) => j.state === 'completed').map((j) => j.i)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 8, 9,
    ]);
    expect(fim.find((j) => j.i === 7)).toMatchObject({ state: 'retry' });
    expect([...vistos].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(erros).toHaveLength(1);
  });

  it('depois de um lote cheio busca o seguinte sem esperar o intervalo de consulta', async () => {
    // Intervalo de 10 minutos: só a busca imediata depois de lote cheio trabalha os 120 jobs
    // dentro do prazo abaixo (sem ela, o segundo lote esperaria o intervalo inteiro).
    const lenta = await createFila(
      database,
      { pollingIntervalSeconds: 600, agendamentos: false },
      { error: (obj) => void erros.push(obj) },
    );
    try {
      const nome = 'teste.lote-cheio';
      await lenta.criar(nome, { retryLimit: 0, retryDelay: 0, expireInSeconds: 60 });
      await lenta.enviarVarios(
        nome,
        Array.from({ length: 120 }, (_, i) => ({ i })),
      );
      const vistos = new Set<number>();
      await lenta.trabalhar(
        nome,
        async (dados) => {
          vistos.add((dados as { i: number }).i);
        },
        { lote: 50 },
      );
      await expect.poll(() => concluidos(nome), { timeout: 60_000 }).toBe(120);
      expect(vistos.size).toBe(120);
    } finally {
      await lenta.parar();
    }
  });

  it('com concorrência, trabalha esse número de jobs do lote ao mesmo tempo', async () => {
    const nome = 'teste.concorrencia';
    await fila.criar(nome, { retryLimit: 0, retryDelay: 0, expireInSeconds: 60 });
    await fila.enviarVarios(
      nome,
      Array.from({ length: 20 }, (_, i) => ({ i })),
    );
    let emAndamento = 0;
    let maximo = 0;
    await fila.trabalhar(
      nome,
      async () => {
        emAndamento += 1;
        maximo = Math.max(maximo, emAndamento);
        await new Promise((r) => setTimeout(r, 20));
        emAndamento -= 1;
      },
      { lote: 50, concorrencia: 4 },
    );
    await expect.poll(() => concluidos(nome), { timeout: 60_000 }).toBe(20);
    expect(maximo).toBe(4);
  });

  it('enviar nenhum job não grava nada', async () => {
    await expect(fila.enviarVarios('teste.lote', [])).resolves.toBeUndefined();
  });
});
