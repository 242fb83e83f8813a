import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sindicato } from '../organizacao/index.ts';

/**
 * Convenção coletiva (CCT) de um sindicato: o conteúdo fica nas versões (só inserção); a versão
 * mais nova é a que vale. Um sindicato tem várias convenções, cada uma com a sua vigência.
 */
export const convencaoColetiva = pgTable(
  'convencao_coletiva',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    sindicatoId: integer('sindicato_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('convencao_coletiva_sindicato_ix').on(t.empresaId, t.sindicatoId),
    foreignKey({
      name: 'convencao_coletiva_sindicato_fk',
      columns: [t.empresaId, t.sindicatoId],
      foreignColumns: [sindicato.empresaId, sindicato.id],
    }),
  ],
);

/** Versão de uma convenção: quem, quando, a vigência e os parâmetros (jsonb validado no contrato). */
export const convencaoColetivaVersao = pgTable(
  'convencao_coletiva_versao',
  {
    empresaId: integer('empresa_id').notNull(),
    convencaoId: integer('convencao_id').notNull(),
    versao: integer('versao').notNull(),
    nome: text('nome').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    vigenciaFim: text('vigencia_fim'),
    dataBaseMes: integer('data_base_mes'),
    observacoes: text('observacoes'),
    modelo: text('modelo'),
    parametros: jsonb('parametros').$type<Record<string, unknown>>().notNull(),
    autorId: integer('autor_id'),
    em: timestamp('em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.convencaoId, t.versao] }),
    foreignKey({
      name: 'convencao_coletiva_versao_convencao_fk',
      columns: [t.empresaId, t.convencaoId],
      foreignColumns: [convencaoColetiva.empresaId, convencaoColetiva.id],
    }),
  ],
);
