import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';
import { bancoHorasCiclo, bancoHorasColaborador } from './banco-horas.table.ts';

const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

/**
 * Crédito ou débito manual (abono, compensação) com o motivo; só inserção. Desfazer é inserir o
 * lançamento inverso com `estornoDeId` (um só por original): o par sai do cálculo e fica no razão.
 */
export const bancoHorasLancamento = pgTable(
  'banco_horas_lancamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    data: text('data').notNull(),
    tipo: text('tipo').notNull(),
    minutos: integer('minutos').notNull(),
    motivo: text('motivo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: criadoEm(),
    estornoDeId: integer('estorno_de_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('banco_horas_lancamento_usuario_ix').on(t.empresaId, t.usuarioId, t.data),
    uniqueIndex('banco_horas_lancamento_estorno_uq').on(t.empresaId, t.estornoDeId),
    foreignKey({
      name: 'banco_horas_lancamento_estorno_fk',
      columns: [t.empresaId, t.estornoDeId],
      foreignColumns: [t.empresaId, t.id],
    }),
    foreignKey({
      name: 'banco_horas_lancamento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    check('banco_horas_lancamento_tipo_ck', sql`${t.tipo} in ('credito', 'debito')`),
    check('banco_horas_lancamento_minutos_ck', sql`${t.minutos} > 0`),
  ],
);

/**
 * Fechamento confirmado de um ciclo. `rodada` cresce a cada reabertura e novo fechamento; a
 * unicidade (ciclo, rodada) impede que duas confirmações simultâneas paguem duas vezes.
 */
export const bancoHorasFechamento = pgTable(
  'banco_horas_fechamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    cicloId: integer('ciclo_id').notNull(),
    rodada: integer('rodada').notNull(),
    autorId: integer('autor_id'),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }).notNull(),
    reabertoEm: timestamp('reaberto_em', { withTimezone: true }),
    reabertoPor: integer('reaberto_por'),
    motivoReabertura: text('motivo_reabertura'),
    /** Liquidação na fila (liquidacao.ts): `processando` até o último lote; `erro` com a mensagem. */
    status: text('status').notNull().default('concluido'),
    total: integer('total').notNull().default(0),
    feitos: integer('feitos').notNull().default(0),
    /** Cursor da retomada: a última vigência (id) cujo lote foi gravado. */
    ultimaVigenciaId: integer('ultima_vigencia_id').notNull().default(0),
    erro: text('erro'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    unique('banco_horas_fechamento_rodada_uq').on(t.empresaId, t.cicloId, t.rodada),
    check(
      'banco_horas_fechamento_status_ck',
      sql`${t.status} in ('processando', 'concluido', 'erro')`,
    ),
    foreignKey({
      name: 'banco_horas_fechamento_ciclo_fk',
      columns: [t.empresaId, t.cicloId],
      foreignColumns: [bancoHorasCiclo.empresaId, bancoHorasCiclo.id],
    }),
  ],
);

/** Linha de pagamento, desconto ou estorno de um fechamento: uma por pessoa, natureza e %. */
export const bancoHorasFechamentoItem = pgTable(
  'banco_horas_fechamento_item',
  {
    empresaId: integer('empresa_id').notNull(),
    fechamentoId: integer('fechamento_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    natureza: text('natureza').notNull(),
    percentual: doublePrecision('percentual').notNull(),
    verba: text('verba'),
    minutos: doublePrecision('minutos').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.empresaId, t.fechamentoId, t.usuarioId, t.natureza, t.percentual],
    }),
    foreignKey({
      name: 'banco_horas_fechamento_item_fechamento_fk',
      columns: [t.empresaId, t.fechamentoId],
      foreignColumns: [bancoHorasFechamento.empresaId, bancoHorasFechamento.id],
    }),
    foreignKey({
      name: 'banco_horas_fechamento_item_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Pagamento fora do fechamento do ciclo: `extraordinario` (parte do saldo num mês, `minutos`),
 * `estagio` (excedente do estágio pago no fechamento da competência, `minutos`),
 * `fechamento-antecipado` e `rescisao` (o banco da vigência fecha na `data`; a rescisão com o
 * `tipoRescisao`). Um fechamento antecipado e uma rescisão por vigência, como o motor aceita.
 */
export const bancoHorasPagamento = pgTable(
  'banco_horas_pagamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    vigenciaId: integer('vigencia_id').notNull(),
    origem: text('origem').notNull(),
    data: text('data').notNull(),
    minutos: integer('minutos'),
    tipoRescisao: text('tipo_rescisao'),
    motivo: text('motivo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: criadoEm(),
    /** `estagio`: o fechamento da competência (módulo `fechamento`) que o gravou, e o estágio. */
    fechamentoCompetenciaId: integer('fechamento_competencia_id'),
    estagioOrdem: integer('estagio_ordem'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('banco_horas_pagamento_usuario_ix').on(t.empresaId, t.usuarioId, t.data),
    // Um encerramento (antecipado, rescisão) por vigência, não estornado: conferido com a
    // vigência travada (o estorno, em `banco_horas_pagamento_estorno`, permite refazer).
    index('banco_horas_pagamento_fechamento_ix').on(t.empresaId, t.fechamentoCompetenciaId),
    foreignKey({
      name: 'banco_horas_pagamento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'banco_horas_pagamento_vigencia_fk',
      columns: [t.empresaId, t.vigenciaId],
      foreignColumns: [bancoHorasColaborador.empresaId, bancoHorasColaborador.id],
    }),
    check(
      'banco_horas_pagamento_origem_ck',
      sql`${t.origem} in ('extraordinario', 'fechamento-antecipado', 'rescisao', 'estagio')`,
    ),
    check(
      'banco_horas_pagamento_minutos_ck',
      sql`(${t.origem} in ('extraordinario', 'estagio')) = (${t.minutos} is not null and ${t.minutos} > 0)`,
    ),
  ],
);

/** O que um pagamento leva para a folha: minutos trabalhados por natureza e %, com a verba. */
export const bancoHorasPagamentoItem = pgTable(
  'banco_horas_pagamento_item',
  {
    empresaId: integer('empresa_id').notNull(),
    pagamentoId: integer('pagamento_id').notNull(),
    natureza: text('natureza').notNull(),
    percentual: doublePrecision('percentual').notNull(),
    verba: text('verba'),
    minutos: doublePrecision('minutos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.pagamentoId, t.natureza, t.percentual] }),
    foreignKey({
      name: 'banco_horas_pagamento_item_pagamento_fk',
      columns: [t.empresaId, t.pagamentoId],
      foreignColumns: [bancoHorasPagamento.empresaId, bancoHorasPagamento.id],
    }),
  ],
);
