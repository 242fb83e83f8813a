import { and, asc, desc, eq } from 'drizzle-orm';
import type { Escopo } from '../../../shared/escopo.ts';
import { regraPonto } from '../ponto/index.ts';
import { formaApuracao, regraApuracao, regraApuracaoVersao } from './regra-apuracao.table.ts';

export type FormaApuracaoRow = typeof formaApuracao.$inferSelect;
export type RegraApuracaoVersaoRow = typeof regraApuracaoVersao.$inferSelect;
type NovaForma = Pick<typeof formaApuracao.$inferInsert, 'nome' | 'descricao' | 'periodo'>;
type NovaVersao = Omit<typeof regraApuracaoVersao.$inferInsert, 'empresaId' | 'id'>;

export const regraApuracaoRepository = ({ db, empresaId }: Escopo) => ({
  listFormas: () =>
    db
      .select()
      .from(formaApuracao)
      .where(eq(formaApuracao.empresaId, empresaId))
      .orderBy(asc(formaApuracao.nome)),

  findForma: async (id: number, travar = false) => {
    const q = db
      .select()
      .from(formaApuracao)
      .where(and(eq(formaApuracao.empresaId, empresaId), eq(formaApuracao.id, id)));
    const [row] = travar ? await q.for('update') : await q;
    return row;
  },

  insertForma: async (f: NovaForma) => {
    const [row] = await db
      .insert(formaApuracao)
      .values({ empresaId, ...f })
      .returning();
    return row!;
  },

  updateForma: async (id: number, f: NovaForma) => {
    const [row] = await db
      .update(formaApuracao)
      .set(f)
      .where(and(eq(formaApuracao.empresaId, empresaId), eq(formaApuracao.id, id)))
      .returning();
    return row;
  },

  deleteForma: (id: number) =>
    db
      .delete(formaApuracao)
      .where(and(eq(formaApuracao.empresaId, empresaId), eq(formaApuracao.id, id))),

  existeRegraPonto: async (id: number) => {
    const [row] = await db
      .select({ id: regraPonto.id })
      .from(regraPonto)
      .where(and(eq(regraPonto.empresaId, empresaId), eq(regraPonto.id, id)))
      // Um arquivamento simultâneo da regra de ponto espera esta transação (e vice-versa).
      .for('share');
    return row !== undefined;
  },

  createRegra: async () => {
    const [row] = await db
      .insert(regraApuracao)
      .values({ empresaId })
      .returning({ id: regraApuracao.id });
    return row!.id;
  },

  travarRegra: async (id: number) => {
    const [row] = await db
      .select({ id: regraApuracao.id })
      .from(regraApuracao)
      .where(and(eq(regraApuracao.empresaId, empresaId), eq(regraApuracao.id, id)))
      .for('update');
    return row !== undefined;
  },

  insertVersao: async (v: NovaVersao) => {
    const [row] = await db
      .insert(regraApuracaoVersao)
      .values({ empresaId, ...v })
      .returning();
    return row!;
  },

  /** Versões de uma regra, da mais recente ([] se não é da empresa). */
  versoes: (regraId: number) =>
    db
      .select()
      .from(regraApuracaoVersao)
      .where(
        and(eq(regraApuracaoVersao.empresaId, empresaId), eq(regraApuracaoVersao.regraId, regraId)),
      )
      .orderBy(desc(regraApuracaoVersao.versao)),

  /** A última versão de cada regra da empresa. */
  ultimas: () =>
    db
      .selectDistinctOn([regraApuracaoVersao.regraId])
      .from(regraApuracaoVersao)
      .where(eq(regraApuracaoVersao.empresaId, empresaId))
      .orderBy(asc(regraApuracaoVersao.regraId), desc(regraApuracaoVersao.versao)),
});
