import { and, asc, count, countDistinct, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { alocacao } from './alocacao.table.ts';
import { contem } from './busca.ts';
import { escala } from './escala.table.ts';

export type EscalaRow = typeof escala.$inferSelect;
export type EscalaValores = Omit<typeof escala.$inferInsert, 'empresaId' | 'id' | 'criadoEm'>;

export const escalaRepository = ({ db, empresaId }: Escopo) => ({
  /** Todas as escalas da empresa (ativas e arquivadas): alocações antigas ainda apontam para elas. */
  listAll: () =>
    db.select().from(escala).where(eq(escala.empresaId, empresaId)).orderBy(asc(escala.nome)),

  list: async (f: {
    ativo: boolean;
    gestaoId?: number;
    search?: string;
    offset: number;
    limit: number;
  }) => {
    const onde = and(
      eq(escala.empresaId, empresaId),
      eq(escala.ativo, f.ativo),
      f.gestaoId ? eq(escala.gestaoId, f.gestaoId) : undefined,
      f.search ? or(contem(escala.nome, f.search), contem(escala.codigo, f.search)) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db
        .select()
        .from(escala)
        .where(onde)
        .orderBy(asc(escala.nome))
        .offset(f.offset)
        .limit(f.limit),
      db.select({ n: count() }).from(escala).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  },

  findById: async (id: number) => {
    const [e] = await db
      .select()
      .from(escala)
      .where(and(eq(escala.empresaId, empresaId), eq(escala.id, id)));
    return e;
  },

  findByCodigo: async (codigo: string) => {
    const [e] = await db
      .select()
      .from(escala)
      .where(and(eq(escala.empresaId, empresaId), sql`lower(${escala.codigo}) = lower(${codigo})`));
    return e;
  },

  insert: async (v: EscalaValores) => {
    const [e] = await db
      .insert(escala)
      .values({ ...v, empresaId })
      .returning();
    return e!;
  },

  update: async (id: number, v: Partial<EscalaValores>) => {
    const [e] = await db
      .update(escala)
      .set(v)
      .where(and(eq(escala.empresaId, empresaId), eq(escala.id, id)))
      .returning();
    return e;
  },

  /** Escalas com alocação ativa que vale em `hoje` ou começa depois, com o número de pessoas. */
  emUso: (hoje: string) =>
    db
      .select({
        id: escala.id,
        codigo: escala.codigo,
        nome: escala.nome,
        colaboradores: countDistinct(alocacao.usuarioId),
      })
      .from(escala)
      .innerJoin(
        alocacao,
        and(eq(alocacao.empresaId, escala.empresaId), eq(alocacao.escalaId, escala.id)),
      )
      .where(
        and(
          eq(escala.empresaId, empresaId),
          eq(alocacao.ativo, true),
          or(isNull(alocacao.fim), gte(alocacao.fim, hoje)),
        ),
      )
      .groupBy(escala.id, escala.codigo, escala.nome)
      .orderBy(asc(escala.nome)),
});
