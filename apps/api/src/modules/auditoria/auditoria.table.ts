import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Trilha de auditoria: quem mudou o quê, quando, antes e depois. Só inserção.
 * `hqOperadorId`: a mudança foi feita pelo suporte da operadora numa sessão HQ, em nome de
 * `usuarioId` (o cliente). É o id do usuário do operador na empresa operadora (1), por isso sem
 * chave estrangeira composta para a empresa da linha. `job`: a mudança foi feita por um job da
 * fila, não por uma pessoa. Quem grava diz sempre o ator (auditoria.service.ts).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id'),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao').notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    hqOperadorId: integer('hq_operador_id'),
    /** Job da fila que fez a mudança (sem usuário): `reprocessamento`, ... */
    job: text('job'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('auditoria_entidade_ix').on(t.empresaId, t.entidade, t.entidadeId),
  ],
);
