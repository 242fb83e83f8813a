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
    // Uma pessoa por lote: o job retomado não duplica o documento.
    uniqueIndex('documento_assinatura_lote_usuario_uq').on(t.empresaId, t.loteId, t.usuarioId),
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

/**
 * Um envio para assinatura (lote): o que o RH pediu e quem pediu — o job da fila
 * (`assinatura-envio`) reconstrói daqui o contexto de quem enviou (empresa, pessoa, rotas do menu
 * no momento do envio) para gerar cada PDF com o mesmo serviço da requisição. O PDF enviado
 * (aviso de férias, avulso) fica aqui até o job o copiar a cada documento.
 */
export const documentoAssinaturaLote = pgTable(
  'documento_assinatura_lote',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    /** UUID do envio (o mesmo `lote_id` dos documentos). */
    id: text('id').notNull(),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    competencia: text('competencia'),
    holeriteTipoId: integer('holerite_tipo_id'),
    enviadoPorId: integer('enviado_por_id').notNull(),
    /** Sessão de suporte (HQ) que enviou, se for o caso. */
    hqSuporteId: integer('hq_suporte_id'),
    /** Rotas do menu de quem enviou, no momento do envio (as permissões do job). */
    rotas: jsonb('rotas').$type<string[]>().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull(),
    /** gerando | enviado */
    situacao: text('situacao').notNull(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    jobId: text('job_id'),
    nomeArquivo: text('nome_arquivo'),
    /** PDF enviado pelo RH (aviso de férias, avulso); apagado quando o lote termina. */
    arquivo: bytea('arquivo'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      columns: [t.empresaId, t.enviadoPorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Uma pessoa de um lote: `pendente` até o job gerar o documento (`enviado`, com o id) ou falhar
 * (`erro`, com o motivo). A posição do job: retomado, ele só gera os pendentes.
 */
export const documentoAssinaturaLoteItem = pgTable(
  'documento_assinatura_lote_item',
  {
    empresaId: integer('empresa_id').notNull(),
    loteId: text('lote_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    /** Holerite publicado escolhido no envio (tipo holerite). */
    holeriteId: integer('holerite_id'),
    /** pendente | enviado | erro */
    situacao: text('situacao').notNull(),
    erro: text('erro'),
    documentoId: integer('documento_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.loteId, t.usuarioId] }),
    index('documento_assinatura_lote_item_situacao_ix').on(t.empresaId, t.loteId, t.situacao),
    foreignKey({
      columns: [t.empresaId, t.loteId],
      foreignColumns: [documentoAssinaturaLote.empresaId, documentoAssinaturaLote.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
