import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Trilha de auditoria: quem mudou o quê, quando, antes e depois. Só inserção. */
export const auditoria = pgTable(
  'auditoria',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id'),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao').notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('auditoria_entidade_ix').on(t.empresaId, t.entidade, t.entidadeId),
  ],
);
