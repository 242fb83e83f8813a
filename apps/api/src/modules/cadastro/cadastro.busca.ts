import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { semAcento } from '../base/index.ts';

// Busca sem acento e sem caixa, igual no PGlite e no PostgreSQL (sem a extensão unaccent): a
// mesma tradução do módulo base, do lado do banco; o termo passa pelo `semAcento` dele.
const DE = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PARA = 'aaaaaeeeeiiiiooooouuuucn';

/** A coluna contém o termo, sem diferenciar acentos nem maiúsculas. */
export const contemSemAcento = (coluna: PgColumn | SQL, termo: string): SQL =>
  sql`translate(lower(coalesce(${coluna}, '')), ${DE}, ${PARA}) like ${`%${semAcento(termo)}%`}`;
