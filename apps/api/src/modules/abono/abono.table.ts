import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Ausência justificada (abono) de um colaborador: um dia, um intervalo de dias ou parte de um dia
 * (`minuto_inicio`/`minuto_fim`, só em dia único), com o motivo da lista fixa (CLT art. 473,
 * atestado médico, outro). Só inserção (gatilho): desfaz-se com um cancelamento.
 */
export const ausenciaJustificada = pgTable(
  'ausencia_justificada',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    /** Datas ISO (AAAA-MM-DD), inclusivas. */
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim').notNull(),
    /** Parte do dia, em minutos do dia; nulos = o dia inteiro. */
    minutoInicio: smallint('minuto_inicio'),
    minutoFim: smallint('minuto_fim'),
    /** Código de MOTIVOS_AUSENCIA (@jornada/domain). */
    motivo: text('motivo').notNull(),
    observacao: text('observacao'),
    cid: text('cid'),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'ausencia_justificada_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'ausencia_justificada_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('ausencia_justificada_usuario_ix').on(t.empresaId, t.usuarioId, t.dataInicio),
    check('ausencia_justificada_periodo_ck', sql`${t.dataFim} >= ${t.dataInicio}`),
    check(
      'ausencia_justificada_parcial_ck',
      sql`(${t.minutoInicio} is null and ${t.minutoFim} is null) or (${t.dataFim} = ${t.dataInicio} and ${t.minutoInicio} >= 0 and ${t.minutoFim} <= 1440 and ${t.minutoFim} > ${t.minutoInicio})`,
    ),
  ],
);

/** Cancelamento de uma ausência justificada (um por ausência; só inserção). */
export const ausenciaJustificadaCancelamento = pgTable(
  'ausencia_justificada_cancelamento',
  {
    empresaId: integer('empresa_id').notNull(),
    ausenciaId: integer('ausencia_id').notNull(),
    motivo: text('motivo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.ausenciaId] }),
    foreignKey({
      name: 'ausencia_justificada_cancelamento_ausencia_fk',
      columns: [t.empresaId, t.ausenciaId],
      foreignColumns: [ausenciaJustificada.empresaId, ausenciaJustificada.id],
    }),
    foreignKey({
      name: 'ausencia_justificada_cancelamento_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
