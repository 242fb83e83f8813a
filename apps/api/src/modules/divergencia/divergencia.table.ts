import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Tratativas das divergências do mês, por pessoa e dia: histórico só de inserção (um gatilho
 * recusa UPDATE e DELETE). A vigente é a última linha do dia; "desfazer" insere uma linha
 * `desfeita` que aponta a que ela desfaz, e o dia volta a estar aberto.
 */
export const divergenciaTratativa = pgTable(
  'divergencia_tratativa',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    /** solicitarTratamento | justificar | ignorar | desfeita */
    acao: text('acao').notNull(),
    motivo: text('motivo'),
    /** Na linha `desfeita`: a tratativa desfeita. */
    desfazId: integer('desfaz_id'),
    porId: integer('por_id').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('divergencia_tratativa_dia_ix').on(t.empresaId, t.usuarioId, t.data),
    check(
      'divergencia_tratativa_acao_ck',
      sql`${t.acao} in ('solicitarTratamento', 'justificar', 'ignorar', 'desfeita')`,
    ),
    foreignKey({
      name: 'divergencia_tratativa_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'divergencia_tratativa_por_fk',
      columns: [t.empresaId, t.porId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
