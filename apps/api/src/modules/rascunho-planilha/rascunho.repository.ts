import { and, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Escopo } from '../../shared/escopo.ts';
import type { LinhaDoRascunho, RecusadaDoRascunho } from './rascunho.table.ts';

/** Uma tabela feita com `colunasDoRascunho()` (e, se quiser, colunas a mais). */
export type TabelaDeRascunho = PgTable & {
  empresaId: PgColumn;
  id: PgColumn;
  criadoEm: PgColumn;
  confirmadoEm: PgColumn;
};

/** O que o envio grava; `extra` são as colunas próprias da tabela (ex.: qual cadastro). */
export type NovoRascunho = {
  autorId: number;
  nomeArquivo: string;
  cabecalho: string[];
  linhas: LinhaDoRascunho[];
  criadoEm: Date;
};

/**
 * Rascunhos de importação por planilha de uma tabela, sempre filtrados por empresaId. `doTipo`
 * restringe a leitura a um tipo de rascunho quando a tabela guarda mais de um (os cadastros).
 */
export const rascunhoRepository = <T extends TabelaDeRascunho>(
  tabela: T,
  { db, empresaId }: Escopo,
  doTipo?: SQL,
) => {
  const doRascunho = (id: number) => and(eq(tabela.empresaId, empresaId), eq(tabela.id, id));
  return {
    criar: async (v: NovoRascunho & Partial<T['$inferInsert']>): Promise<number> => {
      const [r] = await db
        .insert(tabela)
        .values({ empresaId, ...v } as T['$inferInsert'])
        .returning({ id: tabela.id });
      return r!.id as number;
    },

    /** O rascunho; `travar` o segura até o fim da transação (duas confirmações em fila). */
    obter: async (id: number, travar = false): Promise<T['$inferSelect'] | undefined> => {
      const q = db
        .select()
        .from(tabela as PgTable)
        .where(and(doRascunho(id), doTipo));
      const [r] = travar ? await q.for('update') : await q;
      return r as T['$inferSelect'] | undefined;
    },

    concluir: async (
      id: number,
      v: { confirmadoEm: Date; importados: number; rejeitados: RecusadaDoRascunho[] },
    ) => {
      await db
        .update(tabela)
        .set(v as Partial<T['$inferInsert']>)
        .where(doRascunho(id));
    },

    /** Apaga os rascunhos não confirmados criados antes de `limite` (expirados). */
    apagarExpirados: async (limite: Date) => {
      await db
        .delete(tabela)
        .where(
          and(
            eq(tabela.empresaId, empresaId),
            isNull(tabela.confirmadoEm),
            lt(tabela.criadoEm, limite),
          ),
        );
    },
  };
};
