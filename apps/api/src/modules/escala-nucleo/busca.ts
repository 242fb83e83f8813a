import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { semAcento } from '../base/index.ts';

const DE = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PARA = 'aaaaaeeeeiiiiooooouuuucn';

/** Busca sem acento e sem caixa (igual no PGlite e no PostgreSQL, sem a extensão unaccent). */
export const contem = (coluna: PgColumn | SQL, termo: string): SQL =>
  sql`translate(lower(${coluna}), ${DE}, ${PARA}) like ${`%${semAcento(termo)}%`}`;
