import { and, asc, count, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { contem } from './busca.ts';
import { gestao } from './gestao.table.ts';

export type GestaoRow = typeof gestao.$inferSelect;
export type GestaoValores = Omit<typeof gestao.$inferInsert, 'empresaId' | 'id'>;

export const gestaoRepository = ({ db, empresaId }: Escopo) => ({
  listAll: () =>
    db.select().from(gestao).where(eq(gestao.empresaId, empresaId)).orderBy(asc(gestao.nome)),

  list: async (f: { ativo: boolean; search?: string; offset: number; limit: number }) => {
    const onde = and(
      eq(gestao.empresaId, empresaId),
      eq(gestao.ativo, f.ativo),
      f.search ? contem(gestao.nome, f.search) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db
        .select()
        .from(gestao)
        .where(onde)
        .orderBy(asc(gestao.nome))
        .offset(f.offset)
        .limit(f.limit),
      db.select({ n: count() }).from(gestao).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  },

  findById: async (id: number) => {
    const [g] = await db
      .select()
      .from(gestao)
      .where(and(eq(gestao.empresaId, empresaId), eq(gestao.id, id)));
    return g;
  },

  insert: async (v: GestaoValores) => {
    const [g] = await db
      .insert(gestao)
      .values({ ...v, empresaId })
      .returning();
    return g!;
  },

  update: async (id: number, v: Partial<GestaoValores>) => {
    const [g] = await db
      .update(gestao)
      .set(v)
      .where(and(eq(gestao.empresaId, empresaId), eq(gestao.id, id)))
      .returning();
    return g;
  },
});
