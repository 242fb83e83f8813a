import {
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
 * Razão do banco de folgas (dias inteiros, só inserção): crédito com validade, débito (a folga
 * num dia) e estorno que desfaz um lançamento sem apagá-lo.
 */
export const bancoFolgaLancamento = pgTable(
  'banco_folga_lancamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    /** credito | debito | estorno */
    tipo: text('tipo').notNull(),
    /** feriado_trabalhado | convencao | manual | folga | estorno */
    origem: text('origem').notNull(),
    data: text('data').notNull(),
    validade: text('validade'),
    dias: integer('dias').notNull(),
    motivo: text('motivo'),
    estornoDe: integer('estorno_de'),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('banco_folga_lancamento_usuario_ix').on(t.empresaId, t.usuarioId, t.data),
    foreignKey({
      name: 'banco_folga_lancamento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'banco_folga_lancamento_estorno_fk',
      columns: [t.empresaId, t.estornoDe],
      foreignColumns: [t.empresaId, t.id],
    }),
  ],
);
