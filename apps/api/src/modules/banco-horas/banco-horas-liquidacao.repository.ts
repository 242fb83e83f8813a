import { and, asc, count, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { bancoHorasColaborador } from './banco-horas.table.ts';
import { bancoHorasFechamento, bancoHorasFechamentoItem } from './banco-horas-movimento.table.ts';

type NovoItem = Omit<typeof bancoHorasFechamentoItem.$inferInsert, 'empresaId' | 'fechamentoId'>;

/**
 * Liquidação do fechamento em lotes (fila): as vigências do ciclo por id (cursor de retomada), a
 * trava e o progresso do fechamento. Tudo filtrado pela empresa.
 */
export const liquidacaoRepository = ({ db, empresaId }: Escopo) => {
  const doPeriodo = (bancoHoraId: number, inicio: string, fim: string) =>
    and(
      eq(bancoHorasColaborador.empresaId, empresaId),
      eq(bancoHorasColaborador.bancoHoraId, bancoHoraId),
      lte(bancoHorasColaborador.vigenciaInicio, fim),
      or(isNull(bancoHorasColaborador.vigenciaFim), gte(bancoHorasColaborador.vigenciaFim, inicio)),
    );
  const doFechamento = (id: number) =>
    and(eq(bancoHorasFechamento.empresaId, empresaId), eq(bancoHorasFechamento.id, id));

  return {
    contarVigencias: async (bancoHoraId: number, inicio: string, fim: string) => {
      const [r] = await db
        .select({ total: count() })
        .from(bancoHorasColaborador)
        .where(doPeriodo(bancoHoraId, inicio, fim));
      return r?.total ?? 0;
    },

    /** O próximo lote: vigências do ciclo com id depois do cursor, em ordem de id. */
    loteDeVigencias: (
      p: { bancoHoraId: number; inicio: string; fim: string },
      depoisDe: number,
      limite: number,
    ) =>
      db
        .select()
        .from(bancoHorasColaborador)
        .where(
          and(doPeriodo(p.bancoHoraId, p.inicio, p.fim), gt(bancoHorasColaborador.id, depoisDe)),
        )
        .orderBy(asc(bancoHorasColaborador.id))
        .limit(limite),

    findFechamento: async (id: number) => {
      const [r] = await db.select().from(bancoHorasFechamento).where(doFechamento(id));
      return r;
    },

    /** Trava o fechamento na transação do lote: o cursor lido aqui é o que vale. */
    lockFechamento: async (id: number) => {
      const [r] = await db
        .select()
        .from(bancoHorasFechamento)
        .where(doFechamento(id))
        .for('update');
      return r;
    },

    insertItens: async (fechamentoId: number, itens: readonly NovoItem[]) => {
      for (let i = 0; i < itens.length; i += 1000)
        await db
          .insert(bancoHorasFechamentoItem)
          .values(itens.slice(i, i + 1000).map((x) => ({ ...x, empresaId, fechamentoId })));
    },

    avancar: (id: number, ultimaVigenciaId: number, pessoas: number) =>
      db
        .update(bancoHorasFechamento)
        .set({ ultimaVigenciaId, feitos: sql`${bancoHorasFechamento.feitos} + ${pessoas}` })
        .where(doFechamento(id)),

    finalizar: (id: number, status: 'concluido' | 'erro' | 'processando', erro: string | null) =>
      db.update(bancoHorasFechamento).set({ status, erro }).where(doFechamento(id)),
  };
};
