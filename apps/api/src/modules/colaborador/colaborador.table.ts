import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Documentos do colaborador que o cadastro de usuários não guarda: o PIS/PASEP/NIT (opcional; o
 * AFD da Portaria 671 identifica o empregado pelo CPF). Uma linha por colaborador que tem PIS.
 */
export const colaboradorDocumento = pgTable(
  'colaborador_documento',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    pis: text('pis').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId] }),
    // Importação de AFD 1510/595 (importacao-afd) procura o empregado pelo PIS.
    index('colaborador_documento_pis_ix').on(t.empresaId, t.pis),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
