import type { ModoAlocacaoDataFim } from '@jornada/domain';
import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/**
 * Gestão (regra de gestão das escalas): modo da data fim das alterações de escala (spec §4),
 * exigência de aprovação, máximo de dias seguidos das ações 1 e 2 e se o colaborador vê os
 * horários. As escalas pertencem a uma gestão; quem está alocado nelas segue esta regra.
 */
export const gestao = pgTable(
  'gestao',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    alocacaoDataFim: text('alocacao_data_fim').$type<ModoAlocacaoDataFim>().notNull(),
    exigirAprovacao: boolean('exigir_aprovacao').notNull().default(false),
    alterarDiaTrabalhoDiasConsecutivos: smallint('alterar_dia_trabalho_dias_consecutivos')
      .notNull()
      .default(1),
    mostrarHorarioEscala: boolean('mostrar_horario_escala').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);
