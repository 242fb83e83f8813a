import { and, count, eq, type SQL } from 'drizzle-orm';
import { type PgColumn, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { usuario } from '../usuario/index.ts';

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

/** Filtro opcional: só entra na condição quando o valor foi informado (0, '' e null = não). */
export const seInformado = <T>(
  valor: T | null | undefined,
  filtro: (v: NonNullable<T>) => SQL,
): SQL | undefined => (valor ? filtro(valor as NonNullable<T>) : undefined);

/** Junção da linha com o colaborador dela (`usuario_id`), sempre na mesma empresa. */
export const doColaborador = (t: { empresaId: PgColumn; usuarioId: PgColumn }): SQL =>
  and(eq(usuario.empresaId, t.empresaId), eq(usuario.id, t.usuarioId))!;

/**
 * Página + total da mesma condição para listas de registros de um colaborador (ações,
 * alocações): as linhas que `pagina` traz e a contagem com a mesma junção com `usuario` (a
 * condição pode filtrar pelo alcance, que olha a tabela usuario).
 */
export const paginaComTotal = async <L>(
  db: Db | Tx,
  tabela: PgTable & { empresaId: PgColumn; usuarioId: PgColumn },
  onde: SQL | undefined,
  pagina: Promise<L[]>,
): Promise<{ linhas: L[]; total: number }> => {
  const [linhas, [conta]] = await juntas(db, [
    () => pagina,
    () =>
      db.select({ n: count() }).from(tabela).innerJoin(usuario, doColaborador(tabela)).where(onde),
  ] as const);
  return { linhas, total: conta?.n ?? 0 };
};
