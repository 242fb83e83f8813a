import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Horário contratual (AEJ registro 04): a jornada do contrato de trabalho, semanal. É a fonte da
 * jornada prevista enquanto o módulo de escalas não existe na API, e o código vai na primeira
 * entrada de cada dia no AEJ (registro 05).
 */
export const horarioContratual = pgTable(
  'horario_contratual',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** codHorContratual (até 30 caracteres). */
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    /** durJornada: minutos, já com a hora noturna reduzida (CLT art. 73 §1º). */
    duracaoMinutos: integer('duracao_minutos').notNull(),
    /** Pares entrada/saída `HH:MM`; uma saída menor que a entrada é do dia seguinte. */
    horarios: jsonb('horarios').$type<[string, string][]>().notNull(),
    /** Dias da semana em que a jornada começa (0 = domingo). */
    diasSemana: smallint('dias_semana').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('horario_contratual_codigo_uq').on(t.empresaId, t.codigo),
  ],
);

/** Horário contratual de cada colaborador a partir de uma data (vigência). */
export const usuarioHorarioContratual = pgTable(
  'usuario_horario_contratual',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    horarioContratualId: integer('horario_contratual_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId, t.vigenciaInicio] }),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.horarioContratualId],
      foreignColumns: [horarioContratual.empresaId, horarioContratual.id],
    }),
  ],
);
