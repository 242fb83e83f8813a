import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { empresa } from '../../organizacao/index.ts';

/** Entidades que podem ser arquivadas (regra de cálculo, de ponto e de apuração). */
export const ENTIDADES_ARQUIVAVEIS = ['regra_calculo', 'regra_ponto', 'regra_apuracao'] as const;
export type EntidadeArquivavel = (typeof ENTIDADES_ARQUIVAVEIS)[number];

/**
 * Arquivamento de regras (só inserção): cada linha é um evento (arquivou `ativo = false`,
 * reativou `ativo = true`) com autor e hora; o estado atual é o do evento mais recente (sem
 * eventos = ativa). Versões e padrões nunca são apagados nem alterados, e meses já calculados
 * não mudam: arquivar só tira a regra das listas e das escolhas novas.
 */
export const regraArquivamento = pgTable(
  'regra_arquivamento',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    entidade: text('entidade').notNull(),
    entidadeId: integer('entidade_id').notNull(),
    ativo: boolean('ativo').notNull(),
    motivo: text('motivo'),
    autorId: integer('autor_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('regra_arquivamento_entidade_ix').on(t.empresaId, t.entidade, t.entidadeId, t.id),
    check(
      'regra_arquivamento_entidade_ck',
      sql`${t.entidade} in ('regra_calculo', 'regra_ponto', 'regra_apuracao')`,
    ),
  ],
);
