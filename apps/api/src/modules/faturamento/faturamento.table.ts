import type { FaixaCalculada, FaixaPreco } from '@jornada/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/*
 * Faturamento da operadora: todas as linhas são da operadora (empresa_id = 1, quem fatura); a
 * empresa cobrada é `cliente_empresa_id`, uma referência ao cadastro de inquilinos (empresa.id),
 * nunca a uma linha de negócio de outra empresa.
 */

/** Plano de cobrança (Essencial, Profissional…): o nome e se ainda pode ser atribuído. */
export const planoFaturamento = pgTable(
  'plano_faturamento',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('plano_faturamento_nome_uq').on(t.empresaId, sql`lower(${t.nome})`),
  ],
);

/**
 * Tabela de preço de um plano a partir de uma competência: mensalidade mínima e faixas
 * progressivas. Só inserção (gatilho): mudar o preço é gravar outra vigência.
 */
export const planoFaturamentoVersao = pgTable(
  'plano_faturamento_versao',
  {
    empresaId: integer('empresa_id').notNull(),
    planoId: integer('plano_id').notNull(),
    versao: integer('versao').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    mensalidadeMinimaCentavos: integer('mensalidade_minima_centavos').notNull(),
    faixas: jsonb('faixas').$type<FaixaPreco[]>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    criadoPor: integer('criado_por'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.planoId, t.versao] }),
    uniqueIndex('plano_faturamento_versao_vigencia_uq').on(
      t.empresaId,
      t.planoId,
      t.vigenciaInicio,
    ),
    foreignKey({
      columns: [t.empresaId, t.planoId],
      foreignColumns: [planoFaturamento.empresaId, planoFaturamento.id],
    }),
    check('plano_faturamento_versao_minima_ck', sql`${t.mensalidadeMinimaCentavos} >= 0`),
  ],
);

/** Plano de uma empresa cliente a partir de uma competência (só inserção: a última vale). */
export const planoFaturamentoEmpresa = pgTable(
  'plano_faturamento_empresa',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    clienteEmpresaId: integer('cliente_empresa_id')
      .notNull()
      .references(() => empresa.id),
    planoId: integer('plano_id').notNull(),
    vigenciaInicio: text('vigencia_inicio').notNull(),
    atribuidoEm: timestamp('atribuido_em', { withTimezone: true }).notNull(),
    atribuidoPor: integer('atribuido_por'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('plano_faturamento_empresa_cliente_ix').on(t.empresaId, t.clienteEmpresaId),
    foreignKey({
      columns: [t.empresaId, t.planoId],
      foreignColumns: [planoFaturamento.empresaId, planoFaturamento.id],
    }),
  ],
);

/**
 * Extrato fechado de uma empresa numa competência: os números congelados no fechamento (plano,
 * versão do preço, ativos, faixas, valor). Só inserção (gatilho).
 */
export const fatura = pgTable(
  'fatura',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    clienteEmpresaId: integer('cliente_empresa_id')
      .notNull()
      .references(() => empresa.id),
    competencia: text('competencia').notNull(),
    empresaNome: text('empresa_nome').notNull(),
    cnpj: text('cnpj').notNull(),
    planoId: integer('plano_id').notNull(),
    planoNome: text('plano_nome').notNull(),
    planoVersao: integer('plano_versao').notNull(),
    ativos: integer('ativos').notNull(),
    faixas: jsonb('faixas').$type<FaixaCalculada[]>().notNull(),
    faixaAplicada: integer('faixa_aplicada').notNull(),
    subtotalFaixasCentavos: integer('subtotal_faixas_centavos').notNull(),
    mensalidadeMinimaCentavos: integer('mensalidade_minima_centavos').notNull(),
    minimoAplicado: boolean('minimo_aplicado').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    fechadoEm: timestamp('fechado_em', { withTimezone: true }).notNull(),
    fechadoPor: integer('fechado_por'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('fatura_cliente_competencia_uq').on(t.empresaId, t.clienteEmpresaId, t.competencia),
    index('fatura_competencia_ix').on(t.empresaId, t.competencia),
    foreignKey({
      columns: [t.empresaId, t.planoId],
      foreignColumns: [planoFaturamento.empresaId, planoFaturamento.id],
    }),
  ],
);

/** Quem foi cobrado numa fatura fechada, como estava no fechamento (só inserção). */
export const faturaColaborador = pgTable(
  'fatura_colaborador',
  {
    empresaId: integer('empresa_id').notNull(),
    faturaId: integer('fatura_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    nome: text('nome').notNull(),
    matricula: text('matricula'),
    admissao: text('admissao'),
    demissao: text('demissao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.faturaId, t.usuarioId] }),
    foreignKey({
      columns: [t.empresaId, t.faturaId],
      foreignColumns: [fatura.empresaId, fatura.id],
    }),
  ],
);
