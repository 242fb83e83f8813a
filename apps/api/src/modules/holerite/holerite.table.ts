import {
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Um arquivo de holerites enviado pelo RH (PDF com todos, ou ZIP de PDFs): nasce em rascunho com
 * a prévia (o que casou e o que não) e só fica visível às pessoas depois de publicado.
 */
export const holeriteLote = pgTable(
  'holerite_lote',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** Tipo do catálogo HOLERITE_TIPOS (mensal, 13º 1ª e 2ª parcela, férias, PLR, rescisão). */
    holeriteTipoId: smallint('holerite_tipo_id').notNull(),
    /** AAAA-MM. */
    competencia: text('competencia').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    /** SHA-256 do arquivo recebido, para provar o que foi importado. */
    sha256: text('sha256').notNull(),
    paginas: integer('paginas').notNull(),
    /** Páginas não entregues a ninguém, com o motivo (PaginaNaoIdentificada[]). */
    naoIdentificadas: jsonb('nao_identificadas').notNull(),
    /** rascunho | publicada */
    situacao: text('situacao').notNull(),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }),
    /** Divisão na fila: na_fila | processando | concluida | falhou. */
    processamento: text('processamento').notNull().default('concluida'),
    /** leitura | montagem, enquanto processando. */
    etapa: text('etapa'),
    paginasProcessadas: integer('paginas_processadas').notNull().default(0),
    erro: text('erro'),
    jobId: text('job_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** O holerite de uma pessoa num lote: as páginas dela, num PDF próprio (bytea). */
export const holerite = pgTable(
  'holerite',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    loteId: integer('lote_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    /** Páginas do arquivo enviado (1 = primeira) que formam este holerite. */
    paginas: jsonb('paginas').$type<number[]>().notNull(),
    /** cpf | matricula: por onde as páginas foram reconhecidas. */
    identificadoPor: text('identificado_por').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    conteudo: bytea('conteudo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('holerite_lote_usuario_uq').on(t.empresaId, t.loteId, t.usuarioId),
    index('holerite_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      columns: [t.empresaId, t.loteId],
      foreignColumns: [holeriteLote.empresaId, holeriteLote.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * O arquivo recebido, guardado só até a divisão terminar (o job o lê; concluída ou com falha, a
 * linha é apagada).
 */
export const holeriteLoteArquivo = pgTable(
  'holerite_lote_arquivo',
  {
    empresaId: integer('empresa_id').notNull(),
    loteId: integer('lote_id').notNull(),
    conteudo: bytea('conteudo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.loteId] }),
    foreignKey({
      columns: [t.empresaId, t.loteId],
      foreignColumns: [holeriteLote.empresaId, holeriteLote.id],
    }).onDelete('cascade'),
  ],
);
