import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** Configuração de um tipo de alerta na empresa; sem linha, vale o padrão do tipo. */
export const alertaConfiguracao = pgTable(
  'alerta_configuracao',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    tipo: text('tipo').notNull(),
    ativo: boolean('ativo').notNull(),
    limiar: integer('limiar'),
    destinatarios: text('destinatarios').array().notNull(),
    canais: text('canais').array().notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
    atualizadoPor: integer('atualizado_por').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.tipo] })],
);

/** Preferências de cada pessoa: silêncio (minutos do dia) e resumo diário. */
export const alertaPreferencia = pgTable(
  'alerta_preferencia',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    silencioInicio: smallint('silencio_inicio'),
    silencioFim: smallint('silencio_fim'),
    resumo: text('resumo').notNull(),
    horarioResumo: smallint('horario_resumo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId] }),
    foreignKey({
      name: 'alerta_preferencia_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Um alerta constatado (só inserção). A chave única por tipo, pessoa, dia e referência impede
 * que o mesmo evento (reprocessado pela fila) gere o alerta duas vezes.
 */
export const alerta = pgTable(
  'alerta',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tipo: text('tipo').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    referencia: text('referencia').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    regra: text('regra').notNull(),
    lei: text('lei').notNull(),
    medido: integer('medido').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('alerta_unico_ux').on(t.empresaId, t.tipo, t.usuarioId, t.data, t.referencia),
    index('alerta_criado_ix').on(t.empresaId, t.criadoEm),
    foreignKey({
      name: 'alerta_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Quem recebe o alerta e a situação da entrega por push e e-mail: `liberar_em` adia a entrega
 * (silêncio ou resumo diário); status `nao_pedido`, `pendente`, `enviado`, `sem_inscricao`,
 * `falhou`.
 */
export const alertaDestinatario = pgTable(
  'alerta_destinatario',
  {
    empresaId: integer('empresa_id').notNull(),
    alertaId: integer('alerta_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    canais: text('canais').array().notNull(),
    statusPush: text('status_push').notNull(),
    statusEmail: text('status_email').notNull(),
    liberarEm: timestamp('liberar_em', { withTimezone: true }).notNull(),
    entregueEm: timestamp('entregue_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.alertaId, t.usuarioId] }),
    index('alerta_destinatario_usuario_ix').on(t.empresaId, t.usuarioId),
    index('alerta_destinatario_pendente_ix').on(t.liberarEm, t.statusPush, t.statusEmail),
    foreignKey({
      name: 'alerta_destinatario_alerta_fk',
      columns: [t.empresaId, t.alertaId],
      foreignColumns: [alerta.empresaId, alerta.id],
    }),
    foreignKey({
      name: 'alerta_destinatario_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Quem viu o alerta e quando (só inserção; a primeira leitura vale). */
export const alertaLeitura = pgTable(
  'alerta_leitura',
  {
    empresaId: integer('empresa_id').notNull(),
    alertaId: integer('alerta_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    vistoEm: timestamp('visto_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.alertaId, t.usuarioId] }),
    foreignKey({
      name: 'alerta_leitura_alerta_fk',
      columns: [t.empresaId, t.alertaId],
      foreignColumns: [alerta.empresaId, alerta.id],
    }),
    foreignKey({
      name: 'alerta_leitura_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
