import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Rascunho de uma importação de colaboradores por planilha: as células lidas do arquivo (o
 * cabeçalho na primeira linha), guardadas no envio para que a prévia e a confirmação não peçam o
 * arquivo de novo (e sirvam em qualquer processo da API). A confirmação grava o resultado e as
 * linhas recusadas (com o erro), que o RH baixa em CSV. Rascunhos sem confirmação expiram.
 */
export const colaboradorImportacao = pgTable(
  'colaborador_importacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    autorId: integer('autor_id').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    /** Linhas de dados do arquivo (número na planilha e células como texto) e o cabeçalho. */
    linhas: jsonb('linhas').$type<{ numero: number; celulas: string[] }[]>().notNull(),
    cabecalho: jsonb('cabecalho').$type<string[]>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
    /** Na confirmação: as linhas recusadas (células originais + mensagem de erro). */
    rejeitados: jsonb('rejeitados').$type<{ celulas: string[]; erro: string }[]>(),
    importados: integer('importados'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'colaborador_importacao_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
