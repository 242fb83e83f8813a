import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';
import { escala } from './escala.table.ts';

/**
 * Alocação de um colaborador numa escala, de `inicio` a `fim` (nulo = indeterminado). Arquivar
 * (ativo = false) tira a alocação da jornada; o histórico fica na auditoria.
 */
export const alocacao = pgTable(
  'alocacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    escalaId: integer('escala_id').notNull(),
    inicio: text('inicio').notNull(),
    fim: text('fim'),
    /** Âncora própria do ciclo (turma B do 12x36); nula = a da escala. */
    inicioCiclo: text('inicio_ciclo'),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('alocacao_usuario_ix').on(t.empresaId, t.usuarioId, t.inicio),
    index('alocacao_escala_ix').on(t.empresaId, t.escalaId),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.escalaId],
      foreignColumns: [escala.empresaId, escala.id],
    }),
  ],
);
