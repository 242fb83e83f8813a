import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { departamento, empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Pedido de reprocessamento (spec §2/§4: lista, por id, log, criação, cancelamento por PUT): a
 * empresa inteira ou um departamento, num intervalo de datas, apurado em segundo plano (pg-boss)
 * com progresso (`processados` de `total` colaboradores).
 */
export const reprocessamento = pgTable(
  'reprocessamento',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim').notNull(),
    /** null = a empresa inteira. */
    departamentoId: integer('departamento_id'),
    /** pendente | processando | concluido | cancelado | erro */
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    processados: integer('processados').notNull().default(0),
    diasApurados: integer('dias_apurados').notNull().default(0),
    diasComOcorrencia: integer('dias_com_ocorrencia').notNull().default(0),
    solicitanteId: integer('solicitante_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    canceladoPorId: integer('cancelado_por_id'),
    /** Id do job no pg-boss. */
    jobId: text('job_id'),
    erro: text('erro'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('reprocessamento_status_ix').on(t.empresaId, t.status),
    foreignKey({
      columns: [t.empresaId, t.departamentoId],
      foreignColumns: [departamento.empresaId, departamento.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.solicitanteId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.canceladoPorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Log de um pedido de reprocessamento (só inserção). */
export const reprocessamentoLog = pgTable(
  'reprocessamento_log',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    reprocessamentoId: integer('reprocessamento_id').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
    /** info | aviso | erro */
    nivel: text('nivel').notNull(),
    mensagem: text('mensagem').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('reprocessamento_log_pedido_ix').on(t.empresaId, t.reprocessamentoId, t.id),
    foreignKey({
      columns: [t.empresaId, t.reprocessamentoId],
      foreignColumns: [reprocessamento.empresaId, reprocessamento.id],
    }),
  ],
);

/**
 * Fotografia da apuração por colaborador e dia, gravada pelo reprocessamento: para relatórios,
 * exportação à folha e a lista rápida de divergências. O espelho não a lê (calcula na hora);
 * `calculado_em` diz de quando é a fotografia.
 */
export const apuracaoResultado = pgTable(
  'apuracao_resultado',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    data: text('data').notNull(),
    reprocessamentoId: integer('reprocessamento_id'),
    tipoDia: text('tipo_dia').notNull(),
    previsto: doublePrecision('previsto').notNull(),
    trabalhado: doublePrecision('trabalhado').notNull(),
    trabalhadoRelogio: integer('trabalhado_relogio').notNull(),
    noturno: doublePrecision('noturno').notNull(),
    saldo: doublePrecision('saldo').notNull(),
    /** [{percentual, minutos}] por faixa. */
    extras: jsonb('extras').$type<{ percentual: number; minutos: number }[]>().notNull(),
    extrasNoturnas: doublePrecision('extras_noturnas').notNull(),
    debito: doublePrecision('debito').notNull(),
    falta: doublePrecision('falta').notNull(),
    intervaloIndenizado: integer('intervalo_indenizado').notNull(),
    interjornadaSuprimida: integer('interjornada_suprimida').notNull(),
    bancoCredito: doublePrecision('banco_credito').notNull(),
    bancoDebito: doublePrecision('banco_debito').notNull(),
    /** DSR da semana que termina neste dia perdido (Lei 605/49 art. 6º). */
    dsrPerdido: boolean('dsr_perdido').notNull(),
    alertas: jsonb('alertas').$type<string[]>().notNull(),
    inconsistencias: jsonb('inconsistencias').$type<string[]>().notNull(),
    pendente: boolean('pendente').notNull(),
    marcacoes: jsonb('marcacoes').$type<string[]>().notNull(),
    calculadoEm: timestamp('calculado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId, t.data] }),
    index('apuracao_resultado_data_ix').on(t.empresaId, t.data),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    // Sem chave estrangeira para `reprocessamento`: todas as linhas de um lote levam o mesmo
    // pedido, conferido pelo job antes de gravar, e pedidos nunca são apagados; a conferência
    // linha a linha custava ~1 s por 300 mil dias (docs/decisoes/reprocessamento-fotografia.md).
  ],
);
