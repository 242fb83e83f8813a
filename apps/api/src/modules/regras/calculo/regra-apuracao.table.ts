import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../../organizacao/index.ts';
import { regraPonto } from '../ponto/index.ts';

/** Forma de apuração (spec §3): mensal ou por convocação (intermitente). */
export const formaApuracao = pgTable(
  'forma_apuracao',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    /** mensal | convocacao */
    periodo: text('periodo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Regra de apuração (spec §3: `id_regra`); o conteúdo fica nas versões. */
export const regraApuracao = pgTable(
  'regra_apuracao',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Versão de uma regra de apuração (só inserção); `id` é o `id` da spec, `regra_id` o `id_regra`. */
export const regraApuracaoVersao = pgTable(
  'regra_apuracao_versao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    regraId: integer('regra_id').notNull(),
    versao: integer('versao').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    formaApuracaoId: integer('forma_apuracao_id').notNull(),
    regraPontoId: integer('regra_ponto_id'),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('regra_apuracao_versao_uq').on(t.empresaId, t.regraId, t.versao),
    index('regra_apuracao_versao_forma_ix').on(t.empresaId, t.formaApuracaoId),
    foreignKey({
      name: 'regra_apuracao_versao_regra_fk',
      columns: [t.empresaId, t.regraId],
      foreignColumns: [regraApuracao.empresaId, regraApuracao.id],
    }),
    foreignKey({
      name: 'regra_apuracao_versao_forma_fk',
      columns: [t.empresaId, t.formaApuracaoId],
      foreignColumns: [formaApuracao.empresaId, formaApuracao.id],
    }),
    foreignKey({
      name: 'regra_apuracao_versao_regra_ponto_fk',
      columns: [t.empresaId, t.regraPontoId],
      foreignColumns: [regraPonto.empresaId, regraPonto.id],
    }),
  ],
);
