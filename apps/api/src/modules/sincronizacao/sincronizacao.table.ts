import type { MapeamentoSincronizacao, TipoSincronizacao } from '@jornada/contracts';
import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Fonte de sincronização: um sistema de folha da empresa ("Domínio", "Senior", um nome livre) com
 * o mapeamento de colunas salvo de cada tipo de arquivo (colaboradores, afastamentos, sindicatos),
 * para que a próxima exportação entre sem o RH mapear de novo.
 */
export const sincronizacaoFonte = pgTable(
  'sincronizacao_fonte',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    mapeamentos: jsonb('mapeamentos')
      .$type<Partial<Record<TipoSincronizacao, MapeamentoSincronizacao>>>()
      .notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('sincronizacao_fonte_nome_uq').on(t.empresaId, t.nome),
  ],
);

/**
 * Lote: um arquivo enviado de uma fonte (as células lidas, guardadas para que a prévia e a
 * confirmação não peçam o arquivo de novo), o mapeamento usado na prévia e o resultado da
 * confirmação (uma vez só).
 */
export const sincronizacaoLote = pgTable(
  'sincronizacao_lote',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    fonteId: integer('fonte_id').notNull(),
    tipo: text('tipo').$type<TipoSincronizacao>().notNull(),
    autorId: integer('autor_id').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    cabecalho: jsonb('cabecalho').$type<string[]>().notNull(),
    linhas: jsonb('linhas').$type<{ numero: number; celulas: string[] }[]>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    resultado: jsonb('resultado').$type<unknown>(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'sincronizacao_lote_fonte_fk',
      columns: [t.empresaId, t.fonteId],
      foreignColumns: [sincronizacaoFonte.empresaId, sincronizacaoFonte.id],
    }),
    foreignKey({
      name: 'sincronizacao_lote_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
