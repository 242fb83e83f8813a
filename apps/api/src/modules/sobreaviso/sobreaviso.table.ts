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
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/** Motivo de um acionamento (incidente, manutenção programada...). `versao` sobe a cada PUT. */
export const sobreavisoMotivo = pgTable(
  'sobreaviso_motivo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    descricao: text('descricao').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/**
 * Regra de sobreaviso (em casa, 1/3 do salário-hora, até 24 h: CLT art. 244 §2º) ou de
 * prontidão (nas dependências, 2/3, até 12 h: §3º), com quem aprova e as verbas da folha.
 */
export const sobreavisoRegra = pgTable(
  'sobreaviso_regra',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    descontarAcionamento: boolean('descontar_acionamento').notNull().default(true),
    aprovacaoGestor: boolean('aprovacao_gestor').notNull().default(true),
    verbaEspera: text('verba_espera'),
    verbaAcionamento: text('verba_acionamento'),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    check('sobreaviso_regra_tipo_ck', sql`${t.tipo} in ('sobreaviso', 'prontidao')`),
  ],
);

/**
 * Alocação (a escala de sobreaviso): quem fica de sobreaviso, em que dias da semana, de que hora a
 * que hora (fim ≤ início: termina no dia seguinte), entre `data_inicio` e `data_fim`, sob qual
 * regra. Um plantão avulso é uma alocação de um dia.
 */
export const sobreavisoAlocacao = pgTable(
  'sobreaviso_alocacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    regraId: integer('regra_id').notNull(),
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim').notNull(),
    diasSemana: integer('dias_semana').array().notNull(),
    horaInicio: text('hora_inicio').notNull(),
    horaFim: text('hora_fim').notNull(),
    observacao: text('observacao'),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'sobreaviso_alocacao_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'sobreaviso_alocacao_regra_fk',
      columns: [t.empresaId, t.regraId],
      foreignColumns: [sobreavisoRegra.empresaId, sobreavisoRegra.id],
    }),
    index('sobreaviso_alocacao_usuario_ix').on(t.empresaId, t.usuarioId, t.dataInicio),
    check('sobreaviso_alocacao_periodo_ck', sql`${t.dataFim} >= ${t.dataInicio}`),
  ],
);

/**
 * Lançamento: um acionamento (trabalho efetivo, Súmula 428 TST) ou uma espera fora da escala
 * planejada, com início e fim locais (AAAA-MM-DDTHH:MM), motivo e descrição. O `tipo` da regra é
 * copiado na gravação: mudar a regra depois não muda o que já foi lançado.
 */
export const sobreavisoLancamento = pgTable(
  'sobreaviso_lancamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    natureza: text('natureza').notNull(),
    inicio: text('inicio').notNull(),
    fim: text('fim').notNull(),
    motivoId: integer('motivo_id').notNull(),
    descricao: text('descricao'),
    regraId: integer('regra_id').notNull(),
    tipo: text('tipo').notNull(),
    status: text('status').notNull().default('pendente'),
    observacaoDecisao: text('observacao_decisao'),
    decididoPor: integer('decidido_por'),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    criadoPor: integer('criado_por').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'sobreaviso_lancamento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'sobreaviso_lancamento_motivo_fk',
      columns: [t.empresaId, t.motivoId],
      foreignColumns: [sobreavisoMotivo.empresaId, sobreavisoMotivo.id],
    }),
    foreignKey({
      name: 'sobreaviso_lancamento_regra_fk',
      columns: [t.empresaId, t.regraId],
      foreignColumns: [sobreavisoRegra.empresaId, sobreavisoRegra.id],
    }),
    index('sobreaviso_lancamento_usuario_ix').on(t.empresaId, t.usuarioId, t.inicio),
    index('sobreaviso_lancamento_status_ix').on(t.empresaId, t.status),
    check('sobreaviso_lancamento_periodo_ck', sql`${t.fim} > ${t.inicio}`),
    check('sobreaviso_lancamento_natureza_ck', sql`${t.natureza} in ('acionamento', 'espera')`),
    check(
      'sobreaviso_lancamento_status_ck',
      sql`${t.status} in ('pendente', 'aprovado', 'reprovado', 'cancelado')`,
    ),
  ],
);

/**
 * Versões de motivos, regras, alocações e lançamentos: uma linha por gravação, com o registro
 * inteiro como ficou (só inserção, gatilho). É o que `GET .../historico/{id}` devolve.
 */
export const sobreavisoHistorico = pgTable(
  'sobreaviso_historico',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    entidade: text('entidade').notNull(),
    entidadeId: integer('entidade_id').notNull(),
    versao: integer('versao').notNull(),
    acao: text('acao').notNull(),
    dados: jsonb('dados').notNull(),
    autorId: integer('autor_id'),
    em: timestamp('em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('sobreaviso_historico_entidade_ix').on(t.empresaId, t.entidade, t.entidadeId),
  ],
);
