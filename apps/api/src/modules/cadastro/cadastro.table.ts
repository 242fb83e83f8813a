import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sindicato } from '../organizacao/index.ts';

/**
 * Convenção coletiva do sindicato (CLT art. 611): o mês da data-base (quando o reajuste da
 * categoria vigora) e as observações do RH. Tabela ao lado de `sindicato` para que o cadastro
 * genérico (nome, código, ativo) continue igual para departamento, cargo, grupo e centro de custo.
 */
export const sindicatoConvencao = pgTable(
  'sindicato_convencao',
  {
    empresaId: integer('empresa_id').notNull(),
    sindicatoId: integer('sindicato_id').notNull(),
    dataBaseMes: integer('data_base_mes'),
    observacoes: text('observacoes'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.sindicatoId] }),
    foreignKey({
      name: 'sindicato_convencao_sindicato_fk',
      columns: [t.empresaId, t.sindicatoId],
      foreignColumns: [sindicato.empresaId, sindicato.id],
    }),
    check('sindicato_convencao_mes_ck', sql`${t.dataBaseMes} between 1 and 12`),
  ],
);

/**
 * Versões dos cadastros da estrutura (departamento, grupo, centro de custo, sindicato, cargo):
 * uma linha por gravação, com o registro como ficou (só inserção, gatilho).
 */
export const cadastroHistorico = pgTable(
  'cadastro_historico',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    entidade: text('entidade').notNull(),
    entidadeId: integer('entidade_id').notNull(),
    versao: integer('versao').notNull(),
    acao: text('acao').notNull(),
    dados: jsonb('dados').notNull(),
    autorId: integer('autor_id'),
    em: timestamp('em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('cadastro_historico_versao_uq').on(t.empresaId, t.entidade, t.entidadeId, t.versao),
    index('cadastro_historico_entidade_ix').on(t.empresaId, t.entidade, t.entidadeId),
  ],
);
