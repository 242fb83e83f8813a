import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';
import { bancoHorasCiclo } from './banco-horas.table.ts';

const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

/** Crédito ou débito manual (abono, compensação) com o motivo; só inserção. */
export const bancoHorasLancamento = pgTable(
  'banco_horas_lancamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    data: text('data').notNull(),
    tipo: text('tipo').notNull(),
    minutos: integer('minutos').notNull(),
    motivo: text('motivo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: criadoEm(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('banco_horas_lancamento_usuario_ix').on(t.empresaId, t.usuarioId, t.data),
    foreignKey({
      name: 'banco_horas_lancamento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    check('banco_horas_lancamento_tipo_ck', sql`${t.tipo} in ('credito', 'debito')`),
    check('banco_horas_lancamento_minutos_ck', sql`${t.minutos} > 0`),
  ],
);

/**
 * Fechamento confirmado de um ciclo. `rodada` cresce a cada reabertura e novo fechamento; a
 * unicidade (ciclo, rodada) impede que duas confirmações simultâneas paguem duas vezes.
 */
export const bancoHorasFechamento = pgTable(
  'banco_horas_fechamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    cicloId: integer('ciclo_id').notNull(),
    rodada: integer('rodada').notNull(),
    autorId: integer('autor_id'),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }).notNull(),
    reabertoEm: timestamp('reaberto_em', { withTimezone: true }),
    reabertoPor: integer('reaberto_por'),
    motivoReabertura: text('motivo_reabertura'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_fechamento_rodada_uq').on(t.empresaId, t.cicloId, t.rodada),
    foreignKey({
      name: 'banco_horas_fechamento_ciclo_fk',
      columns: [t.empresaId, t.cicloId],
      foreignColumns: [bancoHorasCiclo.empresaId, bancoHorasCiclo.id],
    }),
  ],
);

/** Linha de pagamento, desconto ou estorno de um fechamento: uma por pessoa, natureza e %. */
export const bancoHorasFechamentoItem = pgTable(
  'banco_horas_fechamento_item',
  {
    empresaId: integer('empresa_id').notNull(),
    fechamentoId: integer('fechamento_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    natureza: text('natureza').notNull(),
    percentual: doublePrecision('percentual').notNull(),
    verba: text('verba'),
    minutos: doublePrecision('minutos').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.empresaId, t.fechamentoId, t.usuarioId, t.natureza, t.percentual],
    }),
    foreignKey({
      name: 'banco_horas_fechamento_item_fechamento_fk',
      columns: [t.empresaId, t.fechamentoId],
      foreignColumns: [bancoHorasFechamento.empresaId, bancoHorasFechamento.id],
    }),
    foreignKey({
      name: 'banco_horas_fechamento_item_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
