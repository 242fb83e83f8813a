import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/** Provedor de identidade OpenID Connect de cada empresa; o client secret fica cifrado. */
export const provedorSso = pgTable(
  'provedor_sso',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretCifrado: text('client_secret_cifrado'),
    escopos: text('escopos').notNull(),
    ativo: boolean('ativo').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId] })],
);
