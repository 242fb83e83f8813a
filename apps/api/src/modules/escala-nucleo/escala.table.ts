import type { PadraoEscala } from '@jornada/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { condicaoTrabalho } from './condicao-trabalho.table.ts';
import { gestao } from './gestao.table.ts';

/**
 * Escala: o padrão (semanal, semanal-rotativa ou cíclica) com os turnos por id, no mesmo
 * formato do contrato (`PadraoEscala`); o domínio recebe os turnos resolvidos.
 */
export const escala = pgTable(
  'escala',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo').$type<PadraoEscala['tipo']>().notNull(),
    padrao: jsonb('padrao').$type<PadraoEscala>().notNull(),
    gestaoId: integer('gestao_id'),
    condicaoTrabalhoId: integer('condicao_trabalho_id'),
    minutosSemanaisContrato: smallint('minutos_semanais_contrato'),
    /** Salva apesar dos apontamentos da validação CLT (acordo ou convenção coletiva). */
    excecaoAcordoColetivo: boolean('excecao_acordo_coletivo').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('escala_empresa_codigo_uq').on(t.empresaId, sql`lower(${t.codigo})`),
    foreignKey({
      columns: [t.empresaId, t.gestaoId],
      foreignColumns: [gestao.empresaId, gestao.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.condicaoTrabalhoId],
      foreignColumns: [condicaoTrabalho.empresaId, condicaoTrabalho.id],
    }),
  ],
);
