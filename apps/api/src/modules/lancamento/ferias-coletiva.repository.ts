import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { feriasColetiva } from './ferias-coletiva.table.ts';

/** O grupo das férias coletivas: um departamento ou uma filial (estabelecimento). */
export type GrupoColetivas = { departamentoId?: number; filialId?: number };

/** Consultas das férias coletivas (sempre na empresa do escopo). */
export const feriasColetivaRepository = ({ db, empresaId }: Escopo) => ({
  /** Nome do departamento ou da filial, se existir na empresa. */
  findNomeGrupo: async (g: GrupoColetivas): Promise<string | undefined> => {
    if (g.departamentoId !== undefined) {
      const [d] = await db
        .select({ nome: departamento.nome })
        .from(departamento)
        .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, g.departamentoId)));
      return d?.nome;
    }
    const [f] = await db
      .select({ nome: filial.nome })
      .from(filial)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, g.filialId ?? 0)));
    return f?.nome;
  },

  /** Colaboradores ativos do grupo, não desligados antes do início. */
  listColaboradoresDoGrupo: (g: GrupoColetivas, inicio: string) =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
      })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          eq(usuario.ativo, true),
          g.departamentoId !== undefined
            ? eq(usuario.departamentoId, g.departamentoId)
            : eq(usuario.filialId, g.filialId ?? 0),
          or(isNull(usuario.demissao), gte(usuario.demissao, inicio)),
        ),
      )
      .orderBy(asc(usuario.nome), asc(usuario.id)),

  /** Inícios das coletivas já marcadas para o mesmo grupo. */
  listInicios: async (g: GrupoColetivas) =>
    (
      await db
        .select({ inicio: feriasColetiva.inicio })
        .from(feriasColetiva)
        .where(
          and(
            eq(feriasColetiva.empresaId, empresaId),
            g.departamentoId !== undefined
              ? eq(feriasColetiva.departamentoId, g.departamentoId)
              : eq(feriasColetiva.filialId, g.filialId ?? 0),
          ),
        )
    ).map((r) => r.inicio),

  insert: async (v: Omit<typeof feriasColetiva.$inferInsert, 'empresaId' | 'id'>) => {
    const [c] = await db
      .insert(feriasColetiva)
      .values({ ...v, empresaId })
      .returning();
    return c!;
  },
});
