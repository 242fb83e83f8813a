import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './client.ts';

// apps/api/drizzle, vista das fontes (src/db) ou do servidor empacotado (dist/).
const PASTA =
  [
    join(import.meta.dirname, '..', '..', 'drizzle'),
    join(import.meta.dirname, '..', 'drizzle'),
  ].find((p) => existsSync(join(p, 'meta', '_journal.json'))) ??
  join(import.meta.dirname, '..', '..', 'drizzle');

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * Aplica as migrações geradas pelo drizzle-kit (apps/api/drizzle), em ordem, cada uma numa
 * transação, registrando-as em `jornada_migracao` no schema corrente. O mesmo caminho serve ao
 * PGlite e ao PostgreSQL; os qualificadores "public". são removidos para que os testes possam
 * migrar um schema descartável. Um advisory lock impede dois processos de migrarem ao mesmo tempo.
 */
export const migrate = async (handle: DbHandle): Promise<string[]> => {
  const journal = JSON.parse(readFileSync(join(PASTA, 'meta', '_journal.json'), 'utf8')) as Journal;
  const aplicadas: string[] = [];
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20260671)`);
    await tx.execute(
      sql`create table if not exists jornada_migracao (tag text primary key, aplicado_em timestamptz not null default now())`,
    );
    const feitas = await tx.execute<{ tag: string }>(sql`select tag from jornada_migracao`);
    const jaFeitas = new Set(rows<{ tag: string }>(feitas).map((r) => r.tag));
    for (const { tag } of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (jaFeitas.has(tag)) continue;
      const texto = readFileSync(join(PASTA, `${tag}.sql`), 'utf8').replaceAll('"public".', '');
      for (const comando of texto.split('--> statement-breakpoint')) {
        if (comando.trim()) await tx.execute(sql.raw(comando));
      }
      await tx.execute(sql`insert into jornada_migracao (tag) values (${tag})`);
      aplicadas.push(tag);
    }
  });
  return aplicadas;
};

// node-postgres devolve { rows }, PGlite também; o tipo do Drizzle difere entre os dois.
const rows = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
