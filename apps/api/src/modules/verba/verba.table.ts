import type { ChaveQuantidade, DefinicaoLeiaute } from '@jornada/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Verba da empresa: o código da folha que recebe uma ou mais quantidades da apuração, na unidade
 * que a folha espera, com vigência. Mudar grava nova versão (e o histórico); encerrar desativa.
 */
export const verba = pgTable(
  'verba',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    unidade: text('unidade').notNull(),
    quantidades: jsonb('quantidades').$type<ChaveQuantidade[]>().notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    vigenciaFim: text('vigencia_fim'),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('verba_codigo_ix').on(t.empresaId, t.codigo),
    check('verba_unidade_ck', sql`${t.unidade} in ('horas', 'dias')`),
    check(
      'verba_vigencia_ck',
      sql`${t.vigenciaFim} is null or ${t.vigenciaFim} >= ${t.vigenciaInicio}`,
    ),
  ],
);

/** Leiaute de exportação personalizado da empresa (o mesmo motor dos leiautes prontos). */
export const leiauteExportacao = pgTable(
  'leiaute_exportacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    extensao: text('extensao').notNull().default('txt'),
    definicao: jsonb('definicao').$type<DefinicaoLeiaute>().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    check('leiaute_exportacao_extensao_ck', sql`${t.extensao} in ('txt', 'csv')`),
  ],
);

/**
 * Versões de verbas e leiautes: uma linha por gravação, com o registro inteiro como ficou (só
 * inserção, gatilho). É o que `GET /verba/{id}/historico` devolve.
 */
export const verbaHistorico = pgTable(
  'verba_historico',
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
    index('verba_historico_entidade_ix').on(t.empresaId, t.entidade, t.entidadeId),
    check('verba_historico_entidade_ck', sql`${t.entidade} in ('verba', 'leiaute')`),
  ],
);
