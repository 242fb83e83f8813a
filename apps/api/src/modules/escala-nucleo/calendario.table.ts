import { boolean, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { empresa, filial } from '../organizacao/index.ts';

/**
 * Feriado municipal da empresa (os nacionais e estaduais vêm de @jornada/feriados pela UF da
 * filial): `data` 'MM-DD' vale todo ano, 'AAAA-MM-DD' só naquele ano. Sem filial = todas.
 * Arquivado (`ativo` falso) sai do cálculo e continua na lista de arquivados (módulo feriado).
 */
export const feriadoMunicipal = pgTable(
  'feriado_municipal',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    filialId: integer('filial_id'),
    data: text('data').notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
  ],
);
