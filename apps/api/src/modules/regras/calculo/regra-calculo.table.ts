import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { empresa } from '../../organizacao/index.ts';

/**
 * Regra de cálculo de um dos doze tipos (spec §7, `/api/v1/{tipo}`). O conteúdo fica nas versões:
 * cada alteração grava uma nova, que vale a partir de `vigencia_inicio` — recalcular um mês
 * passado usa a versão em vigor então. `(empresa_id, id, tipo)` é único para que a regra de
 * ponto aponte para uma regra do tipo certo por chave estrangeira.
 */
export const regraCalculo = pgTable(
  'regra_calculo',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    tipo: text('tipo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    // Restrição (não índice): precisa existir antes da FK de regra_ponto_versao_regra.
    unique('regra_calculo_tipo_uq').on(t.empresaId, t.id, t.tipo),
    index('regra_calculo_empresa_tipo_ix').on(t.empresaId, t.tipo),
  ],
);

/** Versão de uma regra de cálculo (só inserção): quem, quando, a partir de quando e o quê. */
export const regraCalculoVersao = pgTable(
  'regra_calculo_versao',
  {
    empresaId: integer('empresa_id').notNull(),
    regraId: integer('regra_id').notNull(),
    versao: integer('versao').notNull(),
    /** Data ISO (AAAA-MM-DD) a partir da qual esta versão vale. */
    vigenciaInicio: text('vigencia_inicio').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    /** Parâmetros do tipo (validados pelo contrato; campos ausentes = padrão legal). */
    parametros: jsonb('parametros').$type<Record<string, unknown>>().notNull(),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.regraId, t.versao] }),
    foreignKey({
      name: 'regra_calculo_versao_regra_fk',
      columns: [t.empresaId, t.regraId],
      foreignColumns: [regraCalculo.empresaId, regraCalculo.id],
    }),
  ],
);
