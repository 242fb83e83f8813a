import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `coluna = any($1::int[])`: a lista de ids vai num só parâmetro (array do PostgreSQL). Para
 * lotes grandes (centenas de colaboradores) é o que o `inArray` do Drizzle não faz: ele gera um
 * parâmetro por id, e montar a consulta custa mais que executá-la. Lista vazia: nenhuma linha.
 */
export const algumId = (coluna: Column | SQL, ids: readonly number[]): SQL =>
  sql`${coluna} = any(${sql.param([...ids])}::int[])`;
