import {
  bigint,
  customType,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Importação de um AFD grande na fila (pg-boss): o arquivo fica em partes até o job o ler; o
 * progresso é `processados` de `tamanho` bytes; no fim, o relatório (ImportacaoAfd) ou o erro.
 */
export const tarefaImportacaoAfd = pgTable(
  'importacao_afd_tarefa',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** pendente | processando | concluida | erro */
    status: text('status').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    filialId: integer('filial_id'),
    numeroRep: text('numero_rep'),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    processados: bigint('processados', { mode: 'number' }).notNull().default(0),
    resultado: jsonb('resultado'),
    erro: text('erro'),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
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

/** O arquivo de uma tarefa em partes de até 1 MB, na ordem; apagadas quando o job termina. */
export const parteTarefaImportacaoAfd = pgTable(
  'importacao_afd_tarefa_parte',
  {
    empresaId: integer('empresa_id').notNull(),
    tarefaId: integer('tarefa_id').notNull(),
    ordem: integer('ordem').notNull(),
    dados: bytea('dados').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.tarefaId, t.ordem] }),
    foreignKey({
      columns: [t.empresaId, t.tarefaId],
      foreignColumns: [tarefaImportacaoAfd.empresaId, tarefaImportacaoAfd.id],
    }).onDelete('cascade'),
  ],
);
