import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
// O Drizzle recebe o esquema só nos tipos (`Db`), não em tempo de execução: com ele, cada
// transação (PgDatabase novo) montava um construtor de consultas relacionais (`db.query.*`, que o
// projeto não usa) para cada uma das ~150 tabelas. No perfil da marcação com uma pessoa diferente
// por pedido, isso era ~10 % da CPU da API.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** SQL cru, para o migrador, o health check e benchmarks. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { url: string; searchPath?: string; poolMax?: number }
  | { dataDir?: string; loadDataDir?: Blob };

/** PostgreSQL real (DATABASE_URL) com pool, ou PGlite embutido (padrão, dados em ./data). */
export const createDatabase = async (opts: DatabaseOptions): Promise<DbHandle> => {
  if ('url' in opts) return createPostgres(opts);
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
};

const createPostgres = async (opts: {
  url: string;
  searchPath?: string;
  poolMax?: number;
}): Promise<DbHandle> => {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    options: opts.searchPath ? `-c search_path=${opts.searchPath}` : undefined,
  });
  // Um erro num cliente ocioso (ex.: servidor reiniciado) não derruba o processo.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
  };
};
