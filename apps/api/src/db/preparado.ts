import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** O que o Drizzle usa por baixo de `db.execute` (sessão e dialeto), com o nome do comando. */
type Interno = {
  dialect: { sqlToQuery: (consulta: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      consulta: { sql: string; params: unknown[] },
      campos: undefined,
      nome: string,
      emListas: boolean,
    ) => { execute: () => Promise<unknown> };
  };
};

/**
 * `db.execute` de um comando quente com nome: no PostgreSQL vira um comando preparado por conexão
 * (`pg` guarda o plano pelo nome), então o banco não analisa nem planeja o texto a cada chamada.
 * Medido: o planejamento do lote do REP (~1,7 ms), da conferência da cerca virtual (~0,6 ms) e do
 * lote de marcações era a maior parte da CPU do banco por marcação. O texto de um nome tem de ser
 * sempre o mesmo (só os parâmetros mudam); o `pg` recusa o mesmo nome com outro texto. No PGlite
 * o nome é ignorado (um processo só, sem rede): vale o mesmo `execute`.
 */
export const executarPreparado = (db: Db | Tx, nome: string, consulta: SQL): Promise<unknown> => {
  const interno = db as unknown as Interno;
  return interno.session
    .prepareQuery(interno.dialect.sqlToQuery(consulta), undefined, nome, false)
    .execute();
};
