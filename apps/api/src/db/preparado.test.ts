import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import type { DbHandle } from './client.ts';
import { executarPreparado } from './preparado.ts';

/**
 * Comando preparado com nome: o mesmo resultado do `db.execute`, com parâmetros diferentes a cada
 * chamada; no PostgreSQL a conexão guarda o comando pelo nome (`pg_prepared_statements`).
 */

let database: DbHandle;

beforeAll(async () => {
  database = await createTestDb();
}, 600_000);
afterAll(async () => {
  await database?.close();
});

const linhas = (r: unknown) => (r as { rows: { v: number; t: string }[] }).rows;

describe('executarPreparado', () => {
  it('devolve as linhas como o db.execute, com os parâmetros de cada chamada', async () => {
    const consulta = (n: number, t: string) => sql`select ${n}::int + 1 as v, ${t}::text as t`;
    await database.db.transaction(async (tx) => {
      expect(linhas(await executarPreparado(tx, 'teste-preparado', consulta(1, 'a')))).toEqual([
        { v: 2, t: 'a' },
      ]);
      expect(linhas(await executarPreparado(tx, 'teste-preparado', consulta(41, 'b')))).toEqual([
        { v: 42, t: 'b' },
      ]);
      const preparados = (
        (await tx.execute(sql`select name from pg_prepared_statements`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows.map((r) => r.name);
      // No PGlite não há rede nem conexões: o nome é ignorado e o comando roda como no execute.
      if (database.kind === 'postgres') expect(preparados).toContain('teste-preparado');
      else expect(preparados).not.toContain('teste-preparado');
    });
  });
});
