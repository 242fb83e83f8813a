import {
  customType,
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
import { usuario } from '../usuario/index.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Um documento enviado a uma pessoa para assinatura eletrônica (espelho, holerite, aviso de
 * férias, PDF avulso). Guarda o PDF enviado e o seu SHA-256; depois de assinado, o PDF selado
 * (PAdES, com a página de assinatura) e o código de verificação pública.
 */
export const documentoAssinatura = pgTable(
  'documento_assinatura',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** Envio (lote) que criou o documento: um UUID por envio. */
    loteId: text('lote_id').notNull(),
    /** espelho | holerite | aviso-ferias | avulso */
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    /** AAAA-MM (espelho e holerite). */
    competencia: text('competencia'),
    usuarioId: integer('usuario_id').notNull(),
    enviadoPorId: integer('enviado_por_id').notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    original: bytea('original').notNull(),
    sha256: text('sha256').notNull(),
    /** enviado | visualizado | assinado | recusado */
    situacao: text('situacao').notNull(),
    visualizadoEm: timestamp('visualizado_em', { withTimezone: true }),
    assinadoEm: timestamp('assinado_em', { withTimezone: true }),
    recusadoEm: timestamp('recusado_em', { withTimezone: true }),
    motivoRecusa: text('motivo_recusa'),
    /** senha | senha+totp: como a pessoa confirmou a identidade ao assinar. */
    metodo: text('metodo'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Código de verificação pública (XXXX-XXXX-XXXX-XXXX), gerado na assinatura. */
    codigo: text('codigo'),
    selado: bytea('selado'),
    sha256Selado: text('sha256_selado'),
    lembretes: integer('lembretes').notNull().default(0),
    ultimoLembreteEm: timestamp('ultimo_lembrete_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('documento_assinatura_codigo_uq').on(t.empresaId, t.codigo),
    // Verificação pública: o código vem sem a empresa.
    index('documento_assinatura_codigo_ix').on(t.codigo),
    index('documento_assinatura_usuario_ix').on(t.empresaId, t.usuarioId),
    index('documento_assinatura_lote_ix').on(t.empresaId, t.loteId),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.enviadoPorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Trilha de evidências de um documento (só inserção): envio, visualização, lembrete, assinatura,
 * recusa e tentativa de assinatura com credencial errada — quem, quando, IP e navegador.
 */
export const documentoAssinaturaEvento = pgTable(
  'documento_assinatura_evento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    documentoId: integer('documento_id').notNull(),
    /** enviado | visualizado | lembrete | assinado | recusado | credencial-recusada */
    evento: text('evento').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detalhe: jsonb('detalhe'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('documento_assinatura_evento_doc_ix').on(t.empresaId, t.documentoId),
    foreignKey({
      columns: [t.empresaId, t.documentoId],
      foreignColumns: [documentoAssinatura.empresaId, documentoAssinatura.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
