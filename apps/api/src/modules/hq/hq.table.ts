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
 * Token HQ: o suporte da operadora (empresa 1) abre a conta de um usuário cliente. Curto, de uso
 * único e auditado; a linha fica na empresa do cliente (empresa_id), com quem emitiu e por quê
 * (sem chave estrangeira para a operadora: nenhuma linha aponta para outra empresa).
 */
export const hqToken = pgTable(
  'hq_token',
  {
    empresaId: integer('empresa_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    emitidoPorEmpresaId: integer('emitido_por_empresa_id').notNull(),
    emitidoPorUsuarioId: integer('emitido_por_usuario_id').notNull(),
    motivo: text('motivo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    ipUso: text('ip_uso'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.tokenHash] }),
    index('hq_token_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
