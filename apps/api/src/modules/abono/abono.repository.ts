import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { ausenciaJustificada, ausenciaJustificadaCancelamento } from './abono.table.ts';

export type AusenciaRow = typeof ausenciaJustificada.$inferSelect & {
  cancelamento: { motivo: string; autorId: number; criadoEm: Date } | null;
};
export type NovaAusencia = Omit<typeof ausenciaJustificada.$inferInsert, 'empresaId' | 'id'>;

const a = ausenciaJustificada;
const c = ausenciaJustificadaCancelamento;

/** Ausências justificadas e cancelamentos (só inserção), sempre na empresa do escopo. */
export const abonoRepository = ({ db, empresaId }: Escopo) => {
  const comCancelamento = () =>
    db
      .select({
        ausencia: a,
        cancelamentoMotivo: c.motivo,
        cancelamentoAutorId: c.autorId,
        cancelamentoEm: c.criadoEm,
      })
      .from(a)
      .leftJoin(c, and(eq(c.empresaId, a.empresaId), eq(c.ausenciaId, a.id)));

  type Linha = Awaited<ReturnType<ReturnType<typeof comCancelamento>['where']>>[number];
  const paraRow = (l: Linha): AusenciaRow => ({
    ...l.ausencia,
    cancelamento:
      l.cancelamentoMotivo === null
        ? null
        : {
            motivo: l.cancelamentoMotivo,
            autorId: l.cancelamentoAutorId!,
            criadoEm: l.cancelamentoEm!,
          },
  });
  const tocaPeriodo = (inicio: string, fim: string) =>
    and(lte(a.dataInicio, fim), gte(a.dataFim, inicio));

  return {
    /** Trava o colaborador até o fim da transação (serializa registros que se sobrepõem). */
    travarColaborador: async (usuarioId: number) => {
      await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)))
        .for('update');
    },

    inserir: async (nova: NovaAusencia): Promise<number> => {
      const [r] = await db
        .insert(a)
        .values({ ...nova, empresaId })
        .returning({ id: a.id });
      return r!.id;
    },

    cancelar: (ausenciaId: number, motivo: string, autorId: number) =>
      db.insert(c).values({ empresaId, ausenciaId, motivo, autorId }),

    findById: async (id: number): Promise<AusenciaRow | undefined> => {
      const [l] = await comCancelamento().where(and(eq(a.empresaId, empresaId), eq(a.id, id)));
      return l && paraRow(l);
    },

    /** Todas (ativas e canceladas) de um colaborador que tocam [inicio, fim]. */
    listDoColaborador: async (usuarioId: number, inicio: string, fim: string) =>
      (
        await comCancelamento()
          .where(
            and(eq(a.empresaId, empresaId), eq(a.usuarioId, usuarioId), tocaPeriodo(inicio, fim)),
          )
          .orderBy(asc(a.dataInicio), asc(a.id))
      ).map(paraRow),

    /** Só as ativas (sem cancelamento) dos colaboradores que tocam [inicio, fim]: a entrada do motor. */
    listAtivas: async (usuarioIds: readonly number[], inicio: string, fim: string) =>
      usuarioIds.length === 0
        ? []
        : db
            .select()
            .from(a)
            .where(
              and(
                eq(a.empresaId, empresaId),
                inArray(a.usuarioId, [...usuarioIds]),
                tocaPeriodo(inicio, fim),
                sql`not exists (select 1 from ${c} where ${c.empresaId} = ${a.empresaId} and ${c.ausenciaId} = ${a.id})`,
              ),
            )
            .orderBy(asc(a.dataInicio), asc(a.id)),
  };
};
