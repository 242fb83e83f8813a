import {
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
import { filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Configuração da cerca virtual de uma filial: modo (`recusar` ou `aceitar` fora da cerca) e a
 * tolerância em metros. Sem linha: vale o padrão (aceitar, 50 m) — docs/decisoes/cerca-virtual.md.
 */
export const cercaVirtualFilial = pgTable(
  'cerca_virtual_filial',
  {
    empresaId: integer('empresa_id').notNull(),
    filialId: integer('filial_id').notNull(),
    modo: text('modo').notNull(),
    toleranciaMetros: integer('tolerancia_metros').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.filialId] }),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
  ],
);

/** Uma cerca da filial: círculo (centro e raio) ou polígono (vértices em ordem). */
export const cercaVirtual = pgTable(
  'cerca_virtual',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    filialId: integer('filial_id').notNull(),
    nome: text('nome').notNull(),
    /** `circulo` ou `poligono`. */
    tipo: text('tipo').notNull(),
    /** Centro do círculo (nulos no polígono). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    raioMetros: integer('raio_metros'),
    /** Vértices do polígono: [{ latitude, longitude }, ...] (nulo no círculo). */
    vertices: jsonb('vertices').$type<{ latitude: number; longitude: number }[]>(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('cerca_virtual_filial_ix').on(t.empresaId, t.filialId),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
  ],
);

/** Pessoa dispensada da cerca (equipe externa) entre `inicio` e `fim` (inclusive; fim nulo: aberta). */
export const cercaVirtualExcecao = pgTable(
  'cerca_virtual_excecao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    inicio: text('inicio').notNull(),
    fim: text('fim'),
    motivo: text('motivo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('cerca_virtual_excecao_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
