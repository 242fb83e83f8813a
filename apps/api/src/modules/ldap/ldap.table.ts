import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/** Diretório Active Directory/LDAP de cada empresa (clientes on-premise); senha de bind cifrada. */
export const diretorioLdap = pgTable(
  'diretorio_ldap',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    url: text('url').notNull(),
    startTls: boolean('start_tls').notNull(),
    bindDn: text('bind_dn').notNull(),
    bindSenhaCifrada: text('bind_senha_cifrada'),
    baseBusca: text('base_busca').notNull(),
    filtro: text('filtro').notNull(),
    atributoEmail: text('atributo_email').notNull(),
    ativo: boolean('ativo').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId] })],
);
