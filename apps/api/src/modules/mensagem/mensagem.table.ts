import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Destinos escolhidos no envio (antes de resolvidos em pessoas). */
export type DestinosMensagem = { pessoas: number[]; departamentos: number[]; grupos: number[] };

/**
 * Uma mensagem enviada pelo RH ou por um gestor. Os destinos escolhidos ficam como foram
 * escolhidos; as pessoas que eles eram no envio ficam em `mensagem_destinatario`.
 */
export const mensagem = pgTable(
  'mensagem',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    remetenteId: integer('remetente_id').notNull(),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    exigirConfirmacao: boolean('exigir_confirmacao').notNull(),
    canalPush: boolean('canal_push').notNull(),
    canalEmail: boolean('canal_email').notNull(),
    canalSms: boolean('canal_sms').notNull(),
    destinos: jsonb('destinos').$type<DestinosMensagem>().notNull(),
    anexoNome: text('anexo_nome'),
    anexoTipo: text('anexo_tipo'),
    anexoConteudo: bytea('anexo_conteudo'),
    enviadaEm: timestamp('enviada_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('mensagem_remetente_ix').on(t.empresaId, t.remetenteId, t.enviadaEm),
    index('mensagem_enviada_ix').on(t.empresaId, t.enviadaEm),
    foreignKey({
      name: 'mensagem_remetente_fk',
      columns: [t.empresaId, t.remetenteId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Uma pessoa que recebeu a mensagem: situação da entrega em cada canal (nulo = canal não pedido),
 * leitura e confirmação de leitura.
 */
export const mensagemDestinatario = pgTable(
  'mensagem_destinatario',
  {
    empresaId: integer('empresa_id').notNull(),
    mensagemId: integer('mensagem_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    statusApp: text('status_app').notNull(),
    statusPush: text('status_push'),
    statusEmail: text('status_email'),
    statusSms: text('status_sms'),
    /** Motivo técnico da última falha de entrega (só no log e na auditoria da tela do RH). */
    erroEntrega: text('erro_entrega'),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    confirmadaEm: timestamp('confirmada_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.mensagemId, t.usuarioId] }),
    index('mensagem_destinatario_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      name: 'mensagem_destinatario_mensagem_fk',
      columns: [t.empresaId, t.mensagemId],
      foreignColumns: [mensagem.empresaId, mensagem.id],
    }),
    foreignKey({
      name: 'mensagem_destinatario_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
