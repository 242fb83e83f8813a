import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/**
 * Turno: horários em minutos do dia (0..1439); um horário menor que o anterior é do dia seguinte
 * (22:00–05:00). Sem intervalo: saida_intervalo e volta_intervalo nulos (CLT art. 71 §1º).
 */
export const turno = pgTable(
  'turno',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    entrada: smallint('entrada').notNull(),
    saidaIntervalo: smallint('saida_intervalo'),
    voltaIntervalo: smallint('volta_intervalo'),
    segundoIntervalo: jsonb('segundo_intervalo').$type<{ saida: number; volta: number }>(),
    saida: smallint('saida').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);
