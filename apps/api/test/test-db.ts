import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DbHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Banco novo e migrado para um arquivo de teste: PGlite em memória por padrão; com
 * TEST_DATABASE_URL, um schema descartável no PostgreSQL real (removido no close).
 */
export const createTestDb = async (): Promise<DbHandle> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const modelo = readFileSync(inject('pgliteTemplate'));
    return createDatabase({ dataDir: 'memory://', loadDataDir: new Blob([modelo]) });
  }
  const schema = `teste_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await createDatabase({ url, searchPath: schema, poolMax: 5 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      // Fila de jobs (pg-boss) do app de teste, quando houver (jobs/fila.ts, schemaDaFila).
      await c.query(`drop schema if exists ${schema}_fila cascade`);
      await c.end();
    },
  };
};
