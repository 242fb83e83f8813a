import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/**
 * Certificado de assinatura da empresa (ou do desenvolvedor, empresa operadora): assina o
 * comprovante (PAdES) e o AFD/AEJ (CAdES destacado, .p7s) — Portaria 671 arts. 86–88. A chave
 * privada fica em PKCS#8 cifrado (AES-256) com a senha de CERTIFICADOS_SENHA; nunca em claro.
 */
export const certificadoAssinatura = pgTable(
  'certificado_assinatura',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** demo (autoassinado, gerado na semente) | importado (ICP-Brasil enviado pelo operador) */
    origem: text('origem').notNull(),
    titular: text('titular').notNull(),
    emissor: text('emissor').notNull(),
    numeroSerie: text('numero_serie').notNull(),
    validoDe: timestamp('valido_de', { withTimezone: true }).notNull(),
    validoAte: timestamp('valido_ate', { withTimezone: true }).notNull(),
    /** Certificado e cadeia em PEM (o do titular primeiro). */
    certificadosPem: text('certificados_pem').notNull(),
    /** Chave privada PKCS#8 cifrada (PEM "ENCRYPTED PRIVATE KEY"). */
    chavePem: text('chave_pem').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoPorId: integer('criado_por_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('certificado_assinatura_ativo_uq').on(t.empresaId).where(sql`${t.ativo}`),
  ],
);
