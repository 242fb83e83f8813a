import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/** Aviso aceito no fechamento (não bloqueia): o que o RH viu e decidiu fechar assim mesmo. */
export type AvisoAceito = {
  usuarioId: number | null;
  data: string | null;
  tipo: string;
  descricao: string;
};

/**
 * Fechamento da competência (YYYY-MM) para a empresa, uma filial ou um departamento. Fechado →
 * reaberto (com motivo) uma vez; fechar de novo cria outro fechamento. Quem e quando ficam na
 * linha e na auditoria.
 */
export const fechamento = pgTable(
  'fechamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    competencia: text('competencia').notNull(),
    /** empresa | filial | departamento */
    escopo: text('escopo').notNull(),
    filialId: integer('filial_id'),
    departamentoId: integer('departamento_id'),
    /** fechado | reaberto */
    status: text('status').notNull(),
    colaboradores: integer('colaboradores').notNull(),
    avisos: jsonb('avisos').$type<AvisoAceito[]>().notNull(),
    fechadoPorId: integer('fechado_por_id').notNull(),
    fechadoEm: timestamp('fechado_em', { withTimezone: true }).notNull(),
    reabertoPorId: integer('reaberto_por_id'),
    reabertoEm: timestamp('reaberto_em', { withTimezone: true }),
    motivoReabertura: text('motivo_reabertura'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('fechamento_competencia_ix').on(t.empresaId, t.competencia),
    check('fechamento_status_ck', sql`${t.status} in ('fechado', 'reaberto')`),
    check('fechamento_escopo_ck', sql`${t.escopo} in ('empresa', 'filial', 'departamento')`),
  ],
);

/** Quem entrou em cada fechamento (mesmo sem quantidade): a base da diferença no refechamento. */
export const fechamentoColaborador = pgTable(
  'fechamento_colaborador',
  {
    empresaId: integer('empresa_id').notNull(),
    fechamentoId: integer('fechamento_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    competencia: text('competencia').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.fechamentoId, t.usuarioId] }),
    index('fechamento_colaborador_usuario_ix').on(t.empresaId, t.usuarioId, t.competencia),
    foreignKey({
      name: 'fechamento_colaborador_fechamento_fk',
      columns: [t.empresaId, t.fechamentoId],
      foreignColumns: [fechamento.empresaId, fechamento.id],
    }),
    foreignKey({
      name: 'fechamento_colaborador_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Fotografia do fechamento: a quantidade de cada código da folha por colaborador. */
export const fechamentoQuantidade = pgTable(
  'fechamento_quantidade',
  {
    empresaId: integer('empresa_id').notNull(),
    fechamentoId: integer('fechamento_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    codigo: text('codigo').notNull(),
    unidade: text('unidade').notNull(),
    /** O que o arquivo leva: minutos inteiros (horas) ou dias. */
    quantidade: integer('quantidade').notNull(),
    /** A soma exata do espelho (antes do arredondamento). */
    espelho: real('espelho').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.fechamentoId, t.usuarioId, t.codigo, t.unidade] }),
    foreignKey({
      name: 'fechamento_quantidade_colaborador_fk',
      columns: [t.empresaId, t.fechamentoId, t.usuarioId],
      foreignColumns: [
        fechamentoColaborador.empresaId,
        fechamentoColaborador.fechamentoId,
        fechamentoColaborador.usuarioId,
      ],
    }),
  ],
);

/**
 * Diferença de um refechamento: o que mudou na competência de origem em relação ao fechamento
 * anterior, levado à competência de destino (a seguinte) como linha própria da exportação.
 */
export const fechamentoDiferenca = pgTable(
  'fechamento_diferenca',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    fechamentoId: integer('fechamento_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    origem: text('origem').notNull(),
    destino: text('destino').notNull(),
    codigo: text('codigo').notNull(),
    unidade: text('unidade').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('fechamento_diferenca_destino_ix').on(t.empresaId, t.destino, t.usuarioId),
    foreignKey({
      name: 'fechamento_diferenca_colaborador_fk',
      columns: [t.empresaId, t.fechamentoId, t.usuarioId],
      foreignColumns: [
        fechamentoColaborador.empresaId,
        fechamentoColaborador.fechamentoId,
        fechamentoColaborador.usuarioId,
      ],
    }),
  ],
);
