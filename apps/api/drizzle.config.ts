import { defineConfig } from 'drizzle-kit';

// Só gera SQL (drizzle-kit generate); quem aplica é src/db/migrate.ts, igual no PGlite e no PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
});
