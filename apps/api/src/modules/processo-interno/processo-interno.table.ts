import type { CampoProcesso, EtapaProcesso } from '@jornada/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Tipo de processo interno definido pelo RH (ex.: adiantamento salarial, declaração de vínculo):
 * os campos que o pedido traz e as etapas de decisão, na ordem (gestor imediato ou RH).
 */
export const processoInternoTipo = pgTable(
  'processo_interno_tipo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    campos: jsonb('campos').$type<CampoProcesso[]>().notNull(),
    etapas: jsonb('etapas').$type<EtapaProcesso[]>().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/**
 * Um pedido de processo interno: os campos e as etapas copiados do tipo no pedido (mudar o tipo
 * depois não muda um pedido em andamento), as respostas e a etapa atual.
 */
export const processoInterno = pgTable(
  'processo_interno',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tipoId: integer('tipo_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    /** EmAnalise, Devolvido, Aprovado, Reprovado, Concluido ou Cancelado. */
    status: text('status').notNull(),
    etapaAtual: smallint('etapa_atual').notNull().default(0),
    campos: jsonb('campos').$type<CampoProcesso[]>().notNull(),
    etapas: jsonb('etapas').$type<EtapaProcesso[]>().notNull(),
    respostas: jsonb('respostas').$type<Record<string, string>>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'processo_interno_tipo_fk',
      columns: [t.empresaId, t.tipoId],
      foreignColumns: [processoInternoTipo.empresaId, processoInternoTipo.id],
    }),
    foreignKey({
      name: 'processo_interno_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('processo_interno_usuario_ix').on(t.empresaId, t.usuarioId, t.criadoEm),
    index('processo_interno_status_ix').on(t.empresaId, t.status),
    check(
      'processo_interno_status_ck',
      sql`${t.status} in ('EmAnalise', 'Devolvido', 'Aprovado', 'Reprovado', 'Concluido', 'Cancelado')`,
    ),
  ],
);

/** Arquivo de um campo do pedido (PDF, JPG ou PNG, até 5 MB). Um reenvio grava um novo. */
export const processoInternoAnexo = pgTable(
  'processo_interno_anexo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    processoId: integer('processo_id').notNull(),
    campo: text('campo').notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    conteudo: bytea('conteudo').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'processo_interno_anexo_processo_fk',
      columns: [t.empresaId, t.processoId],
      foreignColumns: [processoInterno.empresaId, processoInterno.id],
    }),
    foreignKey({
      name: 'processo_interno_anexo_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('processo_interno_anexo_processo_ix').on(t.empresaId, t.processoId),
  ],
);

/** Histórico do pedido: cada ação com o autor, a etapa e o comentário (só inserção). */
export const processoInternoHistorico = pgTable(
  'processo_interno_historico',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    processoId: integer('processo_id').notNull(),
    acao: text('acao').notNull(),
    etapa: smallint('etapa').notNull(),
    comentario: text('comentario'),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'processo_interno_historico_processo_fk',
      columns: [t.empresaId, t.processoId],
      foreignColumns: [processoInterno.empresaId, processoInterno.id],
    }),
    foreignKey({
      name: 'processo_interno_historico_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('processo_interno_historico_processo_ix').on(t.empresaId, t.processoId),
  ],
);
