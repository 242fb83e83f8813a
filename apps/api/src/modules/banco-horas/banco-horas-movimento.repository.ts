import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import {
  bancoHorasFechamento,
  bancoHorasFechamentoItem,
  bancoHorasLancamento,
} from './banco-horas-movimento.table.ts';

/** O que move o saldo: lançamentos manuais e fechamentos de ciclo (com os itens pagos). */
export const movimentoRepository = ({ db, empresaId }: Escopo) => ({
  insertLancamento: async (v: Omit<typeof bancoHorasLancamento.$inferInsert, 'empresaId'>) => {
    const [r] = await db
      .insert(bancoHorasLancamento)
      .values({ ...v, empresaId })
      .returning();
    return r!;
  },

  findLancamento: async (id: number) => {
    const [r] = await db
      .select()
      .from(bancoHorasLancamento)
      .where(and(eq(bancoHorasLancamento.empresaId, empresaId), eq(bancoHorasLancamento.id, id)));
    return r;
  },

  listLancamentos: (usuarioIds: readonly number[], ate?: string) =>
    db
      .select()
      .from(bancoHorasLancamento)
      .where(
        and(
          eq(bancoHorasLancamento.empresaId, empresaId),
          algumId(bancoHorasLancamento.usuarioId, usuarioIds),
          ate === undefined ? undefined : lte(bancoHorasLancamento.data, ate),
        ),
      )
      .orderBy(asc(bancoHorasLancamento.data), asc(bancoHorasLancamento.id)),

  // ── Fechamentos ──
  findUltimoFechamento: async (cicloId: number) => {
    const [r] = await db
      .select()
      .from(bancoHorasFechamento)
      .where(
        and(
          eq(bancoHorasFechamento.empresaId, empresaId),
          eq(bancoHorasFechamento.cicloId, cicloId),
        ),
      )
      .orderBy(desc(bancoHorasFechamento.rodada))
      .limit(1);
    return r;
  },

  insertFechamento: async (
    v: Omit<typeof bancoHorasFechamento.$inferInsert, 'empresaId'>,
    itens: readonly Omit<
      typeof bancoHorasFechamentoItem.$inferInsert,
      'empresaId' | 'fechamentoId'
    >[],
  ) => {
    const [f] = await db
      .insert(bancoHorasFechamento)
      .values({ ...v, empresaId })
      .returning();
    if (itens.length > 0)
      await db
        .insert(bancoHorasFechamentoItem)
        .values(itens.map((i) => ({ ...i, empresaId, fechamentoId: f!.id })));
    return f!;
  },

  listItens: (fechamentoId: number) =>
    db
      .select()
      .from(bancoHorasFechamentoItem)
      .where(
        and(
          eq(bancoHorasFechamentoItem.empresaId, empresaId),
          eq(bancoHorasFechamentoItem.fechamentoId, fechamentoId),
        ),
      )
      .orderBy(asc(bancoHorasFechamentoItem.usuarioId), asc(bancoHorasFechamentoItem.natureza)),

  insertItens: (
    fechamentoId: number,
    itens: readonly Omit<
      typeof bancoHorasFechamentoItem.$inferInsert,
      'empresaId' | 'fechamentoId'
    >[],
  ) =>
    itens.length === 0
      ? Promise.resolve()
      : db
          .insert(bancoHorasFechamentoItem)
          .values(itens.map((i) => ({ ...i, empresaId, fechamentoId }))),

  marcarReaberto: (id: number, v: { reabertoEm: Date; reabertoPor: number; motivo: string }) =>
    db
      .update(bancoHorasFechamento)
      .set({ reabertoEm: v.reabertoEm, reabertoPor: v.reabertoPor, motivoReabertura: v.motivo })
      .where(and(eq(bancoHorasFechamento.empresaId, empresaId), eq(bancoHorasFechamento.id, id))),
});
