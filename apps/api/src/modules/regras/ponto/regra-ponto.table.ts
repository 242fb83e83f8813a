import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { empresa } from '../../organizacao/index.ts';
import { regraCalculo } from '../calculo/index.ts';

/**
 * Regra de ponto (time-clock rule): escolhe uma regra de cada tipo de cálculo (ou nenhuma = padrão
 * legal) e resolve para uma configuração do motor. O conteúdo fica nas versões, com vigência.
 */
export const regraPonto = pgTable(
  'regra_ponto',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Versão de uma regra de ponto (só inserção), válida a partir de `vigencia_inicio`. */
export const regraPontoVersao = pgTable(
  'regra_ponto_versao',
  {
    empresaId: integer('empresa_id').notNull(),
    regraPontoId: integer('regra_ponto_id').notNull(),
    versao: integer('versao').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.regraPontoId, t.versao] }),
    foreignKey({
      name: 'regra_ponto_versao_regra_ponto_fk',
      columns: [t.empresaId, t.regraPontoId],
      foreignColumns: [regraPonto.empresaId, regraPonto.id],
    }),
  ],
);

/**
 * A regra escolhida de um tipo numa versão da regra de ponto. A chave estrangeira por
 * `(empresa_id, regra_id, tipo)` garante a mesma empresa e o tipo certo; tipo ausente = padrão.
 */
export const regraPontoVersaoRegra = pgTable(
  'regra_ponto_versao_regra',
  {
    empresaId: integer('empresa_id').notNull(),
    regraPontoId: integer('regra_ponto_id').notNull(),
    versao: integer('versao').notNull(),
    tipo: text('tipo').notNull(),
    regraId: integer('regra_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.regraPontoId, t.versao, t.tipo] }),
    index('regra_ponto_versao_regra_regra_ix').on(t.empresaId, t.regraId),
    foreignKey({
      name: 'regra_ponto_versao_regra_versao_fk',
      columns: [t.empresaId, t.regraPontoId, t.versao],
      foreignColumns: [
        regraPontoVersao.empresaId,
        regraPontoVersao.regraPontoId,
        regraPontoVersao.versao,
      ],
    }),
    foreignKey({
      name: 'regra_ponto_versao_regra_regra_fk',
      columns: [t.empresaId, t.regraId, t.tipo],
      foreignColumns: [regraCalculo.empresaId, regraCalculo.id, regraCalculo.tipo],
    }),
  ],
);

/**
 * Regra de ponto padrão da empresa a partir de uma data (só inserção): vale para quem não tem
 * alocação. Trocar a padrão hoje não muda os meses passados.
 */
export const regraPontoPadrao = pgTable(
  'regra_ponto_padrao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    regraPontoId: integer('regra_ponto_id').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('regra_ponto_padrao_vigencia_ix').on(t.empresaId, t.vigenciaInicio),
    foreignKey({
      name: 'regra_ponto_padrao_regra_ponto_fk',
      columns: [t.empresaId, t.regraPontoId],
      foreignColumns: [regraPonto.empresaId, regraPonto.id],
    }),
  ],
);
