import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';

type Tarefas<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Consultas independentes: em paralelo no pool; uma depois da outra dentro de uma transação
 * (um só cliente: o node-postgres não aceita duas consultas ao mesmo tempo na mesma conexão).
 */
export const juntas = async <T extends readonly unknown[]>(
  db: Db | Tx,
  tarefas: Tarefas<T>,
): Promise<T> => {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(tarefas.map((f) => f()))) as unknown as T;
  }
  const resultados: unknown[] = [];
  for (const tarefa of tarefas) resultados.push(await tarefa());
  return resultados as unknown as T;
};

/** Só os campos informados (PUT parcial): undefined = não muda. */
export const definidos = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
