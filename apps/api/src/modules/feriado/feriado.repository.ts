import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { feriadoMunicipal } from '../escala-nucleo/index.ts';
import { filial } from '../organizacao/index.ts';

export type FeriadoRow = typeof feriadoMunicipal.$inferSelect & { filialNome: string | null };
export type FeriadoValores = Pick<
  typeof feriadoMunicipal.$inferInsert,
  'nome' | 'data' | 'filialId'
>;

/** Feriados municipais da empresa (tabela do calendário, que os lê para o cálculo). */
export const feriadoRepository = ({ db, empresaId }: Escopo) => {
  const comFilial = () =>
    db
      .select({ f: feriadoMunicipal, filialNome: filial.nome })
      .from(feriadoMunicipal)
      .leftJoin(
        filial,
        and(
          eq(filial.empresaId, feriadoMunicipal.empresaId),
          eq(filial.id, feriadoMunicipal.filialId),
        ),
      );
  const achatar = (r: { f: typeof feriadoMunicipal.$inferSelect; filialNome: string | null }) => ({
    ...r.f,
    filialNome: r.filialNome,
  });
  return {
    /** Os que caem no ano: recorrentes ('MM-DD') e os daquele ano ('AAAA-MM-DD'). */
    listDoAno: async (ano: number, ativo: boolean): Promise<FeriadoRow[]> =>
      (
        await comFilial().where(
          and(
            eq(feriadoMunicipal.empresaId, empresaId),
            eq(feriadoMunicipal.ativo, ativo),
            or(sql`length(${feriadoMunicipal.data}) = 5`, like(feriadoMunicipal.data, `${ano}-%`)),
          ),
        )
      ).map(achatar),

    findById: async (id: number): Promise<FeriadoRow | undefined> => {
      const [r] = await comFilial().where(
        and(eq(feriadoMunicipal.empresaId, empresaId), eq(feriadoMunicipal.id, id)),
      );
      return r && achatar(r);
    },

    /** Outro feriado ativo na mesma data ('MM-DD' ou 'AAAA-MM-DD') e filial (nulo = todas). */
    conflitante: async (v: FeriadoValores, excetoId: number | null) => {
      const [r] = await db
        .select({ id: feriadoMunicipal.id })
        .from(feriadoMunicipal)
        .where(
          and(
            eq(feriadoMunicipal.empresaId, empresaId),
            eq(feriadoMunicipal.ativo, true),
            eq(feriadoMunicipal.data, v.data),
            v.filialId === null || v.filialId === undefined
              ? sql`${feriadoMunicipal.filialId} is null`
              : eq(feriadoMunicipal.filialId, v.filialId),
            excetoId === null ? undefined : sql`${feriadoMunicipal.id} <> ${excetoId}`,
          ),
        )
        .limit(1);
      return r !== undefined;
    },

    filialExiste: async (filialId: number) => {
      const [r] = await db
        .select({ id: filial.id })
        .from(filial)
        .where(and(eq(filial.empresaId, empresaId), eq(filial.id, filialId)));
      return r !== undefined;
    },

    insert: async (v: FeriadoValores) => {
      const [r] = await db
        .insert(feriadoMunicipal)
        .values({ ...v, empresaId })
        .returning({ id: feriadoMunicipal.id });
      return r!.id;
    },

    update: async (id: number, v: Partial<FeriadoValores> & { ativo?: boolean }) => {
      await db
        .update(feriadoMunicipal)
        .set(v)
        .where(and(eq(feriadoMunicipal.empresaId, empresaId), eq(feriadoMunicipal.id, id)));
    },
  };
};
