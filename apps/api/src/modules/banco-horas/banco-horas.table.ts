import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

const _criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

/** Configuração (o acordo): adicionais do pagamento, domingo/feriado, saldo negativo, vencimento. */
export const bancoHorasConfiguracao = pgTable(
  'banco_horas_configuracao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    fatorDomingoFeriado: doublePrecision('fator_domingo_feriado').notNull(),
    percentualPagamento: doublePrecision('percentual_pagamento').notNull(),
    percentualPagamentoDomingoFeriado: doublePrecision(
      'percentual_pagamento_domingo_feriado',
    ).notNull(),
    saldoNegativoNoFechamento: text('saldo_negativo_no_fechamento').notNull(),
    vencimentoMeses: smallint('vencimento_meses'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Regime e início do ciclo de uma configuração (uma por configuração). */
export const bancoHorasConfiguracaoCiclo = pgTable(
  'banco_horas_configuracao_ciclo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    configuracaoId: integer('configuracao_id').notNull(),
    regime: text('regime').notNull(),
    inicioCiclo: text('inicio_ciclo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_configuracao_ciclo_uq').on(t.empresaId, t.configuracaoId),
    foreignKey({
      name: 'banco_horas_configuracao_ciclo_configuracao_fk',
      columns: [t.empresaId, t.configuracaoId],
      foreignColumns: [bancoHorasConfiguracao.empresaId, bancoHorasConfiguracao.id],
    }),
  ],
);

/** Verba de cada percentual pago no fechamento (e a do desconto do saldo negativo). */
export const bancoHorasCicloVerba = pgTable(
  'banco_horas_ciclo_verba',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    configuracaoId: integer('configuracao_id').notNull(),
    tipo: text('tipo').notNull(),
    percentual: doublePrecision('percentual').notNull(),
    verba: text('verba').notNull(),
    descricao: text('descricao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_ciclo_verba_uq').on(t.empresaId, t.configuracaoId, t.tipo, t.percentual),
    foreignKey({
      name: 'banco_horas_ciclo_verba_configuracao_fk',
      columns: [t.empresaId, t.configuracaoId],
      foreignColumns: [bancoHorasConfiguracao.empresaId, bancoHorasConfiguracao.id],
    }),
  ],
);

/** Faixa de conversão do crédito do dia (ordem, limite acumulado, fator). */
export const bancoHorasFaixa = pgTable(
  'banco_horas_faixa',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    configuracaoId: integer('configuracao_id').notNull(),
    ordem: smallint('ordem').notNull(),
    ateMinutos: integer('ate_minutos'),
    fator: doublePrecision('fator').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_faixa_ordem_uq').on(t.empresaId, t.configuracaoId, t.ordem),
    foreignKey({
      name: 'banco_horas_faixa_configuracao_fk',
      columns: [t.empresaId, t.configuracaoId],
      foreignColumns: [bancoHorasConfiguracao.empresaId, bancoHorasConfiguracao.id],
    }),
  ],
);

/** Verba com que a faixa é paga (uma por faixa). */
export const bancoHorasFaixaVerba = pgTable(
  'banco_horas_faixa_verba',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    faixaId: integer('faixa_id').notNull(),
    verba: text('verba').notNull(),
    descricao: text('descricao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_faixa_verba_uq').on(t.empresaId, t.faixaId),
    foreignKey({
      name: 'banco_horas_faixa_verba_faixa_fk',
      columns: [t.empresaId, t.faixaId],
      foreignColumns: [bancoHorasFaixa.empresaId, bancoHorasFaixa.id],
    }),
  ],
);

/** O banco (o que se atribui a colaboradores), com a sua configuração. */
export const bancoHoras = pgTable(
  'banco_horas',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    configuracaoId: integer('configuracao_id').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'banco_horas_configuracao_fk',
      columns: [t.empresaId, t.configuracaoId],
      foreignColumns: [bancoHorasConfiguracao.empresaId, bancoHorasConfiguracao.id],
    }),
  ],
);

/** Estágios do banco: limites de saldo conferidos no fechamento mensal. */
export const bancoHorasEstagio = pgTable(
  'banco_horas_estagio',
  {
    empresaId: integer('empresa_id').notNull(),
    bancoHoraId: integer('banco_hora_id').notNull(),
    ordem: smallint('ordem').notNull(),
    limiteMinutos: integer('limite_minutos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.bancoHoraId, t.ordem] }),
    foreignKey({
      name: 'banco_horas_estagio_banco_fk',
      columns: [t.empresaId, t.bancoHoraId],
      foreignColumns: [bancoHoras.empresaId, bancoHoras.id],
    }),
  ],
);

/** Verba dos pagamentos por estágio (uma por empresa). */
export const bancoHorasEstagioVerba = pgTable('banco_horas_estagio_verba', {
  empresaId: integer('empresa_id').primaryKey(),
  verba: text('verba').notNull(),
  descricao: text('descricao'),
});

/** Ciclo concreto de um banco (aberto ou fechado; ativo ou inativo). */
export const bancoHorasCiclo = pgTable(
  'banco_horas_ciclo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    bancoHoraId: integer('banco_hora_id').notNull(),
    inicio: text('inicio').notNull(),
    fim: text('fim').notNull(),
    status: text('status').notNull().default('aberto'),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_ciclo_inicio_uq').on(t.empresaId, t.bancoHoraId, t.inicio),
    foreignKey({
      name: 'banco_horas_ciclo_banco_fk',
      columns: [t.empresaId, t.bancoHoraId],
      foreignColumns: [bancoHoras.empresaId, bancoHoras.id],
    }),
    check('banco_horas_ciclo_periodo_ck', sql`${t.fim} >= ${t.inicio}`),
    check('banco_horas_ciclo_status_ck', sql`${t.status} in ('aberto', 'fechado')`),
  ],
);

/** Colaborador num banco, com vigência e o saldo trazido de antes (saldo anterior). */
export const bancoHorasColaborador = pgTable(
  'banco_horas_colaborador',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    bancoHoraId: integer('banco_hora_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    vigenciaFim: text('vigencia_fim'),
    saldoAnteriorMinutos: integer('saldo_anterior_minutos').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('banco_horas_colaborador_usuario_ix').on(t.empresaId, t.usuarioId),
    index('banco_horas_colaborador_banco_ix').on(t.empresaId, t.bancoHoraId),
    foreignKey({
      name: 'banco_horas_colaborador_banco_fk',
      columns: [t.empresaId, t.bancoHoraId],
      foreignColumns: [bancoHoras.empresaId, bancoHoras.id],
    }),
    foreignKey({
      name: 'banco_horas_colaborador_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    check(
      'banco_horas_colaborador_vigencia_ck',
      sql`${t.vigenciaFim} is null or ${t.vigenciaFim} >= ${t.vigenciaInicio}`,
    ),
  ],
);

// Lançamentos e fechamentos: banco-horas-movimento.table.ts.
