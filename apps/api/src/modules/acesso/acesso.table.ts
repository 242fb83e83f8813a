import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Perfil de acesso: concede rotas do catálogo de recursos (acesso/recursos.ts) de um dos três
 * menus (spec §3: MenuMinhasRotinas, MenuGestores, MenuAdmin).
 */
export const perfil = pgTable(
  'perfil',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    /** Rotas concedidas (chaves do catálogo). */
    rotas: text('rotas').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const usuarioPerfil = pgTable(
  'usuario_perfil',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    perfilId: integer('perfil_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId, t.perfilId] }),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.perfilId],
      foreignColumns: [perfil.empresaId, perfil.id],
    }),
  ],
);
