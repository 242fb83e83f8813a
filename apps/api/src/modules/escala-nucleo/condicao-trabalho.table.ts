import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/** Condição de trabalho: comércio (domingos, Lei 10.101/2000 art. 6º) e contrato semanal. */
export const condicaoTrabalho = pgTable(
  'condicao_trabalho',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    comercio: boolean('comercio').notNull().default(false),
    minutosSemanaisContrato: smallint('minutos_semanais_contrato').notNull().default(2640),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);
