import {
  foreignKey,
  integer,
  jsonb,
  type PgColumn,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/** Linha de dados do arquivo: número na planilha e as células como texto. */
export type LinhaDoRascunho = { numero: number; celulas: string[] };
/** Linha recusada na confirmação: as células originais e a mensagem de erro. */
export type RecusadaDoRascunho = { celulas: string[]; erro: string };

/**
 * Colunas de um rascunho de importação por planilha (colaboradores e cadastros da estrutura): as
 * células lidas no envio (o cabeçalho à parte), guardadas para que a prévia e a confirmação não
 * peçam o arquivo de novo (e sirvam em qualquer processo da API); a confirmação grava o resultado
 * e as linhas recusadas, que o RH baixa em CSV. Rascunhos sem confirmação expiram.
 * Uma função (não um objeto) porque cada tabela precisa das suas próprias colunas.
 */
export const colunasDoRascunho = () => ({
  empresaId: integer('empresa_id').notNull(),
  id: integer('id').generatedAlwaysAsIdentity(),
  autorId: integer('autor_id').notNull(),
  nomeArquivo: text('nome_arquivo').notNull(),
  linhas: jsonb('linhas').$type<LinhaDoRascunho[]>().notNull(),
  cabecalho: jsonb('cabecalho').$type<string[]>().notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
  rejeitados: jsonb('rejeitados').$type<RecusadaDoRascunho[]>(),
  importados: integer('importados'),
});

/** Chave (empresa_id, id) e o autor (usuário da mesma empresa) de uma tabela de rascunho. */
export const chavesDoRascunho = (
  tabela: string,
  t: { empresaId: PgColumn; id: PgColumn; autorId: PgColumn },
) => [
  primaryKey({ columns: [t.empresaId, t.id] }),
  foreignKey({
    name: `${tabela}_autor_fk`,
    columns: [t.empresaId, t.autorId],
    foreignColumns: [usuario.empresaId, usuario.id],
  }),
];
