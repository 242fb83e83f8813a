import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { marcacaoImportada } from '../importacao-afd/index.ts';
import { marcacao } from '../marcacao/index.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Motivos de tratamento oferecidos ao colaborador (GET /CarregarMotivosMarcacao). */
export const motivoMarcacao = pgTable(
  'motivo_marcacao',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    descricao: text('descricao').notNull(),
    /** O colaborador precisa escrever uma observação além do motivo. */
    exigeObservacao: boolean('exige_observacao').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('motivo_marcacao_descricao_uq').on(t.empresaId, sql`lower(${t.descricao})`),
  ],
);

/**
 * Tratamento de marcação (PTRP, Portaria 671 art. 82 parágrafo único): um registro que aponta
 * para a marcação original (própria, importada ou incluída) com motivo, autor e hora; a original
 * nunca muda. `status` segue ParaAprovar → Aprovada | Reprovada uma única vez (gatilho); nada é
 * excluído.
 */
export const marcacaoTratamento = pgTable(
  'marcacao_tratamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** Dono da marcação tratada. */
    usuarioId: integer('usuario_id').notNull(),
    /** inclusao | desconsideracao | restauracao | justificativa | alteracao-data */
    tipo: text('tipo').notNull(),
    /** Marcação original do REP-P apontada. */
    marcacaoId: bigint('marcacao_id', { mode: 'number' }),
    /** Marcação importada de REP-C/REP-A apontada. */
    marcacaoImportadaId: bigint('marcacao_importada_id', { mode: 'number' }),
    /** Inclusão apontada (desconsiderar ou justificar uma marcação incluída). */
    inclusaoId: bigint('inclusao_id', { mode: 'number' }),
    /** Dia de apuração afetado; na inclusão, o dia da marcação; na alteração, o novo dia. */
    data: text('data').notNull(),
    /** Alteração de data: o dia de apuração anterior. */
    dataAnterior: text('data_anterior'),
    /** Inclusão: instante, minuto do dia e deslocamento do fuso da marcação incluída. */
    dataHora: timestamp('data_hora', { withTimezone: true }),
    minuto: smallint('minuto'),
    fuso: text('fuso'),
    motivoId: integer('motivo_id').notNull(),
    /** Descrição do motivo no momento (o cadastro de motivos pode mudar depois). */
    motivo: text('motivo').notNull(),
    observacao: text('observacao'),
    /** Edição = desconsideração + inclusão gravadas juntas com o mesmo grupo. */
    grupo: uuid('grupo'),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    decididoPorId: integer('decidido_por_id'),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    decisaoObservacao: text('decisao_observacao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('marcacao_tratamento_usuario_data_ix').on(t.empresaId, t.usuarioId, t.data),
    index('marcacao_tratamento_status_ix').on(t.empresaId, t.status),
    index('marcacao_tratamento_marcacao_ix').on(t.empresaId, t.marcacaoId),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.marcacaoId],
      foreignColumns: [marcacao.empresaId, marcacao.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.marcacaoImportadaId],
      foreignColumns: [marcacaoImportada.empresaId, marcacaoImportada.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.inclusaoId],
      foreignColumns: [t.empresaId, t.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.motivoId],
      foreignColumns: [motivoMarcacao.empresaId, motivoMarcacao.id],
    }),
  ],
);

/**
 * Anexo de um pedido de tratamento (atestado, declaração…): PDF, JPG ou PNG até 5 MB, guardado no
 * banco com o SHA-256 do conteúdo. Só inserção, como o tratamento. Numa edição (desconsideração +
 * inclusão com o mesmo `grupo`), um único anexo fica ligado ao primeiro tratamento e vale para o
 * grupo inteiro.
 */
export const tratamentoAnexo = pgTable(
  'tratamento_anexo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tratamentoId: bigint('tratamento_id', { mode: 'number' }).notNull(),
    /** O grupo da edição, copiado do tratamento (o anexo vale para os dois registros). */
    grupo: uuid('grupo'),
    nome: text('nome').notNull(),
    /** Tipo conferido pelos primeiros bytes (não o declarado pelo navegador). */
    tipo: text('tipo').notNull(),
    tamanho: integer('tamanho').notNull(),
    /** SHA-256 do conteúdo, hexadecimal minúsculo. */
    sha256: text('sha256').notNull(),
    conteudo: bytea('conteudo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('tratamento_anexo_tratamento_uq').on(t.empresaId, t.tratamentoId),
    index('tratamento_anexo_grupo_ix').on(t.empresaId, t.grupo),
    foreignKey({
      columns: [t.empresaId, t.tratamentoId],
      foreignColumns: [marcacaoTratamento.empresaId, marcacaoTratamento.id],
    }),
  ],
);
