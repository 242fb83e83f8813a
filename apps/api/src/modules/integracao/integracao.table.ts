import {
  boolean,
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
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Token de API da empresa: só o SHA-256 do segredo fica guardado (o segredo aparece uma vez, na
 * criação). Age como o usuário que o criou, limitado aos escopos escolhidos.
 */
export const apiToken = pgTable(
  'api_token',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    /** Começo do segredo (ex.: `jnd_ab12cd`), para reconhecer o token na lista. */
    prefixo: text('prefixo').notNull(),
    hash: text('hash').notNull(),
    escopos: jsonb('escopos').$type<string[]>().notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    criadoPor: integer('criado_por').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    revogadoPor: integer('revogado_por'),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
    usos: integer('usos').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('api_token_hash_ux').on(t.empresaId, t.hash),
    index('api_token_hash_ix').on(t.hash),
    foreignKey({
      name: 'api_token_criador_fk',
      columns: [t.empresaId, t.criadoPor],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Destino de webhooks da empresa: URL, eventos assinados e o segredo da assinatura HMAC. */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    eventos: jsonb('eventos').$type<string[]>().notNull(),
    segredo: text('segredo').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoPor: integer('criado_por').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Uma entrega de um evento a um destino: a fila durável das tentativas (com a próxima). */
export const webhookEntrega = pgTable(
  'webhook_entrega',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id').notNull(),
    eventoId: text('evento_id').notNull(),
    tipo: text('tipo').notNull(),
    corpo: text('corpo').notNull(),
    /** pendente (aguarda tentativa), entregue, desistiu (tentativas esgotadas). */
    situacao: text('situacao').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('webhook_entrega_endpoint_ix').on(t.empresaId, t.endpointId, t.id),
    index('webhook_entrega_pendente_ix').on(t.situacao, t.proximaTentativaEm),
    foreignKey({
      name: 'webhook_entrega_endpoint_fk',
      columns: [t.empresaId, t.endpointId],
      foreignColumns: [webhookEndpoint.empresaId, webhookEndpoint.id],
    }).onDelete('cascade'),
  ],
);

/** Cada tentativa de uma entrega: código HTTP, duração, erro e quando será a próxima. */
export const webhookTentativa = pgTable(
  'webhook_tentativa',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    entregaId: integer('entrega_id').notNull(),
    numero: integer('numero').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
    statusHttp: integer('status_http'),
    duracaoMs: integer('duracao_ms').notNull(),
    erro: text('erro'),
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('webhook_tentativa_entrega_ix').on(t.empresaId, t.entregaId, t.numero),
    foreignKey({
      name: 'webhook_tentativa_entrega_fk',
      columns: [t.empresaId, t.entregaId],
      foreignColumns: [webhookEntrega.empresaId, webhookEntrega.id],
    }).onDelete('cascade'),
  ],
);
