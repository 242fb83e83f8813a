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
import { usuario } from '../usuario/index.ts';

/**
 * Autorização prévia de horas extras: o gestor da equipe (ou o RH) autoriza até `limite_minutos`
 * por dia entre `data_inicio` e `data_fim`. Revogar grava quem, quando e por quê (auditado);
 * a linha nunca é apagada.
 */
export const autorizacaoHoraExtra = pgTable(
  'autorizacao_hora_extra',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim').notNull(),
    limiteMinutos: integer('limite_minutos').notNull(),
    motivo: text('motivo'),
    /** Pedido do colaborador que virou esta autorização (null: dada direto pelo gestor). */
    solicitacaoId: integer('solicitacao_id'),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
    revogadaPor: integer('revogada_por'),
    motivoRevogacao: text('motivo_revogacao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'autorizacao_hora_extra_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('autorizacao_hora_extra_usuario_ix').on(t.empresaId, t.usuarioId, t.dataInicio),
    check('autorizacao_hora_extra_periodo_ck', sql`${t.dataFim} >= ${t.dataInicio}`),
    check('autorizacao_hora_extra_limite_ck', sql`${t.limiteMinutos} between 1 and 1440`),
  ],
);

/** Pedido do colaborador, antes de ficar além da jornada: pendente → aprovada ou rejeitada. */
export const solicitacaoHoraExtra = pgTable(
  'solicitacao_hora_extra',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    data: text('data').notNull(),
    minutos: integer('minutos').notNull(),
    motivo: text('motivo').notNull(),
    status: text('status').notNull().default('pendente'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    decididoPor: integer('decidido_por'),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    motivoDecisao: text('motivo_decisao'),
    autorizacaoId: integer('autorizacao_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'solicitacao_hora_extra_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('solicitacao_hora_extra_usuario_ix').on(t.empresaId, t.usuarioId, t.data),
    check(
      'solicitacao_hora_extra_status_ck',
      sql`${t.status} in ('pendente', 'aprovada', 'rejeitada')`,
    ),
  ],
);

/**
 * Decisão do gestor sobre as horas extras não autorizadas retidas de um dia: pagar ou levar ao
 * banco (nunca apagar: CLT art. 4º). Uma por pessoa e dia; muda só por nova decisão auditada.
 */
export const decisaoHoraExtra = pgTable(
  'decisao_hora_extra',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    data: text('data').notNull(),
    destino: text('destino').notNull(),
    motivo: text('motivo'),
    autorId: integer('autor_id').notNull(),
    decididoEm: timestamp('decidido_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId, t.data] }),
    foreignKey({
      name: 'decisao_hora_extra_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    check('decisao_hora_extra_destino_ck', sql`${t.destino} in ('pagar', 'banco')`),
  ],
);
