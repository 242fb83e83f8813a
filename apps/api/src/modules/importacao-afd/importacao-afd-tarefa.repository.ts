import { and, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { parteTarefaImportacaoAfd, tarefaImportacaoAfd } from './importacao-afd-tarefa.table.ts';

type NovaTarefa = Pick<
  typeof tarefaImportacaoAfd.$inferInsert,
  'nomeArquivo' | 'filialId' | 'numeroRep' | 'autorId' | 'criadoEm'
>;
type Fim = Pick<
  typeof tarefaImportacaoAfd.$inferInsert,
  'status' | 'resultado' | 'erro' | 'concluidoEm' | 'processados'
>;

/** Tarefas de importação de AFD na fila e as partes do arquivo de cada uma. */
export const importacaoAfdTarefaRepository = ({ db, empresaId }: Escopo) => {
  const daTarefa = (id: number) =>
    and(eq(tarefaImportacaoAfd.empresaId, empresaId), eq(tarefaImportacaoAfd.id, id));
  return {
    insert: async (t: NovaTarefa) => {
      const [r] = await db
        .insert(tarefaImportacaoAfd)
        .values({ empresaId, ...t, status: 'recebendo', tamanho: 0 })
        .returning({ id: tarefaImportacaoAfd.id });
      return r!.id;
    },

    insertParte: (tarefaId: number, ordem: number, dados: Buffer) =>
      db.insert(parteTarefaImportacaoAfd).values({ empresaId, tarefaId, ordem, dados }),

    /** Upload completo: o tamanho do arquivo e a tarefa pronta para a fila. */
    setRecebida: (id: number, tamanho: number) =>
      db.update(tarefaImportacaoAfd).set({ status: 'pendente', tamanho }).where(daTarefa(id)),

    setJobId: (id: number, jobId: string | null) =>
      db.update(tarefaImportacaoAfd).set({ jobId }).where(daTarefa(id)),

    delete: (id: number) => db.delete(tarefaImportacaoAfd).where(daTarefa(id)),

    findById: async (id: number) => {
      const [r] = await db.select().from(tarefaImportacaoAfd).where(daTarefa(id));
      return r;
    },

    setProcessando: (id: number) =>
      db
        .update(tarefaImportacaoAfd)
        .set({ status: 'processando', processados: 0 })
        .where(daTarefa(id)),

    setProcessados: (id: number, processados: number) =>
      db.update(tarefaImportacaoAfd).set({ processados }).where(daTarefa(id)),

    finalizar: (id: number, fim: Fim) =>
      db.update(tarefaImportacaoAfd).set(fim).where(daTarefa(id)),

    /** Uma parte do arquivo, pela ordem; `undefined` depois da última. */
    findParte: async (tarefaId: number, ordem: number) => {
      const [r] = await db
        .select({ dados: parteTarefaImportacaoAfd.dados })
        .from(parteTarefaImportacaoAfd)
        .where(
          and(
            eq(parteTarefaImportacaoAfd.empresaId, empresaId),
            eq(parteTarefaImportacaoAfd.tarefaId, tarefaId),
            eq(parteTarefaImportacaoAfd.ordem, ordem),
          ),
        );
      return r?.dados;
    },

    deletePartes: (tarefaId: number) =>
      db
        .delete(parteTarefaImportacaoAfd)
        .where(
          and(
            eq(parteTarefaImportacaoAfd.empresaId, empresaId),
            eq(parteTarefaImportacaoAfd.tarefaId, tarefaId),
          ),
        ),
  };
};
