import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Competência fechada de um colaborador (YYYY-MM): enquanto a linha existe, nada que mude os dias
 * daquele mês (tratamento, ausência justificada, aprovação de pedidos) é aceito. O fechamento da
 * folha (módulo `fechamento`) insere as linhas ao fechar e as apaga ao reabrir; o número do
 * fechamento fica só como referência (sem chave estrangeira: este módulo fica abaixo dele).
 */
export const competenciaFechada = pgTable(
  'competencia_fechada',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    competencia: text('competencia').notNull(),
    fechamentoId: integer('fechamento_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId, t.competencia] }),
    index('competencia_fechada_fechamento_ix').on(t.empresaId, t.fechamentoId),
    foreignKey({
      name: 'competencia_fechada_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
