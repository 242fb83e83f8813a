import { and, asc, eq, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { contem } from './busca.ts';
import { turno } from './turno.table.ts';

export type TurnoRow = typeof turno.$inferSelect;
export type TurnoValores = Omit<typeof turno.$inferInsert, 'empresaId' | 'id'>;

export const turnoRepository = ({ db, empresaId }: Escopo) => ({
  /** Todos os turnos da empresa (ativos e arquivados): as escalas antigas ainda os usam. */
  listAll: () =>
    db.select().from(turno).where(eq(turno.empresaId, empresaId)).orderBy(asc(turno.nome)),

  list: async (f: { ativo: boolean; search?: string; offset: number; limit: number }) => {
    const onde = and(
      eq(turno.empresaId, empresaId),
      eq(turno.ativo, f.ativo),
      f.search ? contem(turno.nome, f.search) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db.select().from(turno).where(onde).orderBy(asc(turno.nome)).offset(f.offset).limit(f.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(turno).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  },

  findById: async (id: number) => {
    const [t] = await db
      .select()
      .from(turno)
      .where(and(eq(turno.empresaId, empresaId), eq(turno.id, id)));
    return t;
  },

  insert: async (v: TurnoValores) => {
    const [t] = await db
      .insert(turno)
      .values({ ...v, empresaId })
      .returning();
    return t!;
  },

  update: async (id: number, v: Partial<TurnoValores>) => {
    const [t] = await db
      .update(turno)
      .set(v)
      .where(and(eq(turno.empresaId, empresaId), eq(turno.id, id)))
      .returning();
    return t;
  },
});
