import { and, asc, count, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { contem } from './busca.ts';
import { condicaoTrabalho } from './condicao-trabalho.table.ts';

export type CondicaoTrabalhoRow = typeof condicaoTrabalho.$inferSelect;
export type CondicaoTrabalhoValores = Omit<
  typeof condicaoTrabalho.$inferInsert,
  'empresaId' | 'id'
>;

export const condicaoTrabalhoRepository = ({ db, empresaId }: Escopo) => ({
  listAll: () =>
    db
      .select()
      .from(condicaoTrabalho)
      .where(eq(condicaoTrabalho.empresaId, empresaId))
      .orderBy(asc(condicaoTrabalho.nome)),

  list: async (f: { ativo: boolean; search?: string; offset: number; limit: number }) => {
    const onde = and(
      eq(condicaoTrabalho.empresaId, empresaId),
      eq(condicaoTrabalho.ativo, f.ativo),
      f.search ? contem(condicaoTrabalho.nome, f.search) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db
        .select()
        .from(condicaoTrabalho)
        .where(onde)
        .orderBy(asc(condicaoTrabalho.nome))
        .offset(f.offset)
        .limit(f.limit),
      db.select({ n: count() }).from(condicaoTrabalho).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  },

  findById: async (id: number) => {
    const [c] = await db
      .select()
      .from(condicaoTrabalho)
      .where(and(eq(condicaoTrabalho.empresaId, empresaId), eq(condicaoTrabalho.id, id)));
    return c;
  },

  insert: async (v: CondicaoTrabalhoValores) => {
    const [c] = await db
      .insert(condicaoTrabalho)
      .values({ ...v, empresaId })
      .returning();
    return c!;
  },

  update: async (id: number, v: Partial<CondicaoTrabalhoValores>) => {
    const [c] = await db
      .update(condicaoTrabalho)
      .set(v)
      .where(and(eq(condicaoTrabalho.empresaId, empresaId), eq(condicaoTrabalho.id, id)))
      .returning();
    return c;
  },
});
