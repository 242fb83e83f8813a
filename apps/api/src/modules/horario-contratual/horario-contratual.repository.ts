import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { horarioContratual, usuarioHorarioContratual } from './horario-contratual.table.ts';

export type HorarioContratualRow = typeof horarioContratual.$inferSelect;
export type VigenciaHorario = {
  usuarioId: number;
  vigenciaInicio: string;
  horario: HorarioContratualRow;
};

export const horarioContratualRepository = ({ db, empresaId }: Escopo) => ({
  /** Vigências dos colaboradores, em ordem de início (a última com início ≤ data vale). */
  listVigencias: async (usuarioIds: number[]): Promise<VigenciaHorario[]> => {
    if (usuarioIds.length === 0) return [];
    const rows = await db
      .select({ v: usuarioHorarioContratual, horario: horarioContratual })
      .from(usuarioHorarioContratual)
      .innerJoin(
        horarioContratual,
        and(
          eq(horarioContratual.empresaId, usuarioHorarioContratual.empresaId),
          eq(horarioContratual.id, usuarioHorarioContratual.horarioContratualId),
        ),
      )
      .where(
        and(
          eq(usuarioHorarioContratual.empresaId, empresaId),
          inArray(usuarioHorarioContratual.usuarioId, usuarioIds),
        ),
      )
      .orderBy(asc(usuarioHorarioContratual.vigenciaInicio));
    return rows.map((r) => ({
      usuarioId: r.v.usuarioId,
      vigenciaInicio: r.v.vigenciaInicio,
      horario: r.horario,
    }));
  },

  insertHorario: async (h: Omit<typeof horarioContratual.$inferInsert, 'empresaId' | 'id'>) => {
    const [row] = await db
      .insert(horarioContratual)
      .values({ empresaId, ...h })
      .returning();
    return row!;
  },

  insertVigencias: async (v: Omit<typeof usuarioHorarioContratual.$inferInsert, 'empresaId'>[]) => {
    if (v.length > 0)
      await db.insert(usuarioHorarioContratual).values(v.map((x) => ({ empresaId, ...x })));
  },

  countHorarios: async () =>
    (
      await db
        .select({ id: horarioContratual.id })
        .from(horarioContratual)
        .where(eq(horarioContratual.empresaId, empresaId))
    ).length,
});

/** Horário contratual vigente na data, ou `null`. */
export const horarioVigente = (
  vigencias: readonly VigenciaHorario[],
  usuarioId: number,
  data: string,
): HorarioContratualRow | null => {
  let vigente: HorarioContratualRow | null = null;
  for (const v of vigencias)
    if (v.usuarioId === usuarioId && v.vigenciaInicio <= data) vigente = v.horario;
  return vigente;
};

/** Jornada prevista do dia pelo horário contratual: os pares, se a jornada começa nesse dia. */
export const jornadaContratual = (
  horario: HorarioContratualRow | null,
  data: string,
): [string, string][] => {
  if (!horario) return [];
  const diaSemana = new Date(`${data}T12:00:00Z`).getUTCDay();
  return horario.diasSemana.includes(diaSemana) ? horario.horarios : [];
};
