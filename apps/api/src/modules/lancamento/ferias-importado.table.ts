import { sql } from 'drizzle-orm';
import {
  check,
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
 * Período aquisitivo importado do sistema anterior (empresa 1032, spec §2): o direito, os dias
 * gozados e os vendidos até a implantação. Só inserção: a importação mais recente do período vale
 * (docs/decisoes/ferias-coletivas.md, "Importação de períodos aquisitivos").
 */
export const lancamentoFeriasImportado = pgTable(
  'lancamento_ferias_importado',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    periodoAquisitivo: text('periodo_aquisitivo').notNull(),
    periodoFim: text('periodo_fim').notNull(),
    diasDireito: integer('dias_direito').notNull(),
    diasGozados: integer('dias_gozados').notNull(),
    diasVendidos: integer('dias_vendidos').notNull(),
    observacao: text('observacao'),
    /** Nome do arquivo e linha de onde veio (rastreio da migração). */
    arquivo: text('arquivo').notNull(),
    linha: integer('linha').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'lancamento_ferias_importado_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'lancamento_ferias_importado_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('lancamento_ferias_importado_periodo_ix').on(
      t.empresaId,
      t.usuarioId,
      t.periodoAquisitivo,
    ),
    check(
      'lancamento_ferias_importado_dias_ck',
      sql`${t.diasDireito} between 0 and 30 and ${t.diasGozados} >= 0 and ${t.diasVendidos} >= 0 and ${t.diasGozados} + ${t.diasVendidos} <= ${t.diasDireito}`,
    ),
  ],
);
