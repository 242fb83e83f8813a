import type { StatusAcao, TipoAcao } from '@jornada/domain';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';
import { escala } from './escala.table.ts';

/**
 * Ação (alteração de escala, spec §3/§4) de um colaborador num dia. As colunas de cada tipo são
 * as do corpo da requisição; as demais ficam nulas. Nada é excluído: remover é mudar o status.
 */
export const acao = pgTable(
  'acao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    data: text('data').notNull(),
    tipoAcao: text('tipo_acao').$type<TipoAcao>().notNull(),
    status: text('status').$type<StatusAcao>().notNull(),
    alterarDiaDataFim: text('alterar_dia_data_fim'),
    novoHorarioEntrada: smallint('novo_horario_entrada'),
    novaFolgaSemanal: text('nova_folga_semanal'),
    folgaCompensarBancoHorasDiaTodo: boolean('folga_compensar_banco_horas_dia_todo'),
    folgaCompensarBancoHorasValor: smallint('folga_compensar_banco_horas_valor'),
    novaEscalaId: integer('nova_escala_id'),
    novaEscalaDataFim: text('nova_escala_data_fim'),
    solicitanteId: integer('solicitante_id').notNull(),
    /** Quem pediu a remoção (ParaRemover), para que outra pessoa a confirme. */
    remocaoSolicitanteId: integer('remocao_solicitante_id'),
    decididoPorId: integer('decidido_por_id'),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('acao_usuario_data_ix').on(t.empresaId, t.usuarioId, t.data),
    index('acao_status_ix').on(t.empresaId, t.status),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.solicitanteId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.novaEscalaId],
      foreignColumns: [escala.empresaId, escala.id],
    }),
  ],
);
