import { sql } from 'drizzle-orm';
import {
  check,
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
import { feriasColetiva } from './ferias-coletiva.table.ts';

/**
 * Lançamento pedido pelo colaborador (spec §7): férias (uma programação de um período aquisitivo,
 * com até 3 períodos em `lancamento_ferias_periodo`), recesso de estagiário ou day off. Situação
 * Pendente → Aprovado / Reprovado / Cancelado (docs/decisoes/lancamentos.md); cada mudança grava
 * `auditoria` na mesma transação.
 */
export const lancamento = pgTable(
  'lancamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    /** Ferias, Recesso, DayOff ou AvisoAusencia. */
    tipo: text('tipo').notNull(),
    /** Pendente, Aprovado, Reprovado ou Cancelado. */
    status: text('status').notNull().default('Pendente'),
    /** Primeiro e último dia (ISO), inclusivos; nas férias, do primeiro ao último período. */
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim').notNull(),
    /** Dias corridos de gozo (soma dos períodos, nas férias). */
    dias: integer('dias').notNull(),
    /** Motivo do day off (Aniversario, FolgaConcedida) ou do aviso de ausência (código do abono). */
    motivo: text('motivo'),
    observacao: text('observacao'),
    /** Férias: início do período aquisitivo a que pertencem. */
    periodoAquisitivo: text('periodo_aquisitivo'),
    /** Férias: dias convertidos em abono pecuniário (CLT art. 143). */
    abonoPecuniario: integer('abono_pecuniario').notNull().default(0),
    solicitanteId: integer('solicitante_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    decididoPor: integer('decidido_por'),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    motivoDecisao: text('motivo_decisao'),
    /** Férias coletivas (CLT art. 139) que geraram este lançamento, se for o caso. */
    feriasColetivaId: integer('ferias_coletiva_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'lancamento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'lancamento_solicitante_fk',
      columns: [t.empresaId, t.solicitanteId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'lancamento_decidido_por_fk',
      columns: [t.empresaId, t.decididoPor],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'lancamento_ferias_coletiva_fk',
      columns: [t.empresaId, t.feriasColetivaId],
      foreignColumns: [feriasColetiva.empresaId, feriasColetiva.id],
    }),
    // As férias de um período aquisitivo são lidas pela pessoa (este índice). Várias programações
    // ativas por período (docs/decisoes/ferias-saldo-parcial.md): o saldo é conferido depois da
    // trava do colaborador, que serializa pedidos simultâneos.
    index('lancamento_usuario_ix').on(t.empresaId, t.usuarioId, t.tipo, t.dataInicio),
    check('lancamento_tipo_ck', sql`${t.tipo} in ('Ferias', 'Recesso', 'DayOff', 'AvisoAusencia')`),
    check(
      'lancamento_status_ck',
      sql`${t.status} in ('Pendente', 'Aprovado', 'Reprovado', 'Cancelado')`,
    ),
    check('lancamento_periodo_ck', sql`${t.dataFim} >= ${t.dataInicio} and ${t.dias} > 0`),
  ],
);

/** Um período de gozo de uma programação de férias (CLT art. 134 §1º: até 3). */
export const lancamentoFeriasPeriodo = pgTable(
  'lancamento_ferias_periodo',
  {
    empresaId: integer('empresa_id').notNull(),
    lancamentoId: integer('lancamento_id').notNull(),
    ordem: smallint('ordem').notNull(),
    inicio: text('inicio').notNull(),
    fim: text('fim').notNull(),
    dias: integer('dias').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.lancamentoId, t.ordem] }),
    foreignKey({
      name: 'lancamento_ferias_periodo_lancamento_fk',
      columns: [t.empresaId, t.lancamentoId],
      foreignColumns: [lancamento.empresaId, lancamento.id],
    }),
    index('lancamento_ferias_periodo_inicio_ix').on(t.empresaId, t.inicio),
  ],
);

/**
 * Ajuste do RH num período aquisitivo: as faltas injustificadas que valem para o direito (CLT
 * art. 130), com o motivo. Só inserção: o ajuste mais recente do período vale.
 */
export const lancamentoFeriasAjuste = pgTable(
  'lancamento_ferias_ajuste',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    periodoAquisitivo: text('periodo_aquisitivo').notNull(),
    faltasInjustificadas: integer('faltas_injustificadas').notNull(),
    /** Dias somados (ou tirados, negativo) ao direito do período. */
    diasAjuste: integer('dias_ajuste').notNull().default(0),
    /** Dias já gozados e vendidos (abono) no sistema anterior. */
    diasGozadosAnteriores: integer('dias_gozados_anteriores').notNull().default(0),
    diasVendidosAnteriores: integer('dias_vendidos_anteriores').notNull().default(0),
    motivo: text('motivo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'lancamento_ferias_ajuste_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'lancamento_ferias_ajuste_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('lancamento_ferias_ajuste_periodo_ix').on(t.empresaId, t.usuarioId, t.periodoAquisitivo),
    check('lancamento_ferias_ajuste_faltas_ck', sql`${t.faltasInjustificadas} >= 0`),
    check(
      'lancamento_ferias_ajuste_anteriores_ck',
      sql`${t.diasGozadosAnteriores} >= 0 and ${t.diasVendidosAnteriores} >= 0`,
    ),
  ],
);
