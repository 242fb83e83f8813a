import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../../usuario/index.ts';
import { regraPonto } from '../ponto/regra-ponto.table.ts';

/**
 * Alocação de uma regra de ponto a um colaborador de `data_inicio` a `data_fim` (nula = sem
 * fim). As ativas de um colaborador não se sobrepõem (o serviço garante, com a linha do usuário
 * travada). Toda mudança grava uma versão em `alocacao_regra_versao` e uma linha de auditoria.
 */
export const alocacaoRegra = pgTable(
  'alocacao_regra',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    regraPontoId: integer('regra_ponto_id').notNull(),
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim'),
    /** ativa | inativa (inativa não vale na apuração). */
    status: text('status').notNull().default('ativa'),
    versao: integer('versao').notNull().default(1),
    alteradoPor: integer('alterado_por'),
    alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('alocacao_regra_usuario_ix').on(t.empresaId, t.usuarioId, t.dataInicio),
    index('alocacao_regra_regra_ix').on(t.empresaId, t.regraPontoId),
    check(
      'alocacao_regra_periodo_ck',
      sql`${t.dataFim} is null or ${t.dataFim} >= ${t.dataInicio}`,
    ),
    foreignKey({
      name: 'alocacao_regra_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'alocacao_regra_regra_ponto_fk',
      columns: [t.empresaId, t.regraPontoId],
      foreignColumns: [regraPonto.empresaId, regraPonto.id],
    }),
  ],
);

/** Cada estado de uma alocação (só inserção): o histórico de GET /alocacao/historico/{id}. */
export const alocacaoRegraVersao = pgTable(
  'alocacao_regra_versao',
  {
    empresaId: integer('empresa_id').notNull(),
    alocacaoId: integer('alocacao_id').notNull(),
    versao: integer('versao').notNull(),
    /** criacao | alteracao | status | encerramento (fim pela alocação seguinte). */
    acao: text('acao').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    regraPontoId: integer('regra_ponto_id').notNull(),
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim'),
    status: text('status').notNull(),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.alocacaoId, t.versao] }),
    foreignKey({
      name: 'alocacao_regra_versao_alocacao_fk',
      columns: [t.empresaId, t.alocacaoId],
      foreignColumns: [alocacaoRegra.empresaId, alocacaoRegra.id],
    }),
  ],
);
