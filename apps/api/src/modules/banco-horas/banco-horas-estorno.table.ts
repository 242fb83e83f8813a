import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bancoHorasPagamento } from './banco-horas-movimento.table.ts';

/**
 * Estorno de um pagamento do banco (extraordinário, fechamento antecipado, rescisão, estágio):
 * a linha que o desfaz, só inserção — o pagamento nunca se apaga. Um por pagamento (chave). O
 * pagamento estornado sai do motor e da folha; `fechamentoCompetenciaId`: a reabertura da
 * competência que estornou um pagamento por estágio (null: desfeito pelo RH com motivo).
 */
export const bancoHorasPagamentoEstorno = pgTable(
  'banco_horas_pagamento_estorno',
  {
    empresaId: integer('empresa_id').notNull(),
    pagamentoId: integer('pagamento_id').notNull(),
    motivo: text('motivo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    fechamentoCompetenciaId: integer('fechamento_competencia_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.pagamentoId] }),
    foreignKey({
      name: 'banco_horas_pagamento_estorno_pagamento_fk',
      columns: [t.empresaId, t.pagamentoId],
      foreignColumns: [bancoHorasPagamento.empresaId, bancoHorasPagamento.id],
    }),
  ],
);
