import { and, between, desc, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { divergenciaTratativa as t } from './divergencia.table.ts';

export type TratativaVigente = {
  id: number;
  usuarioId: number;
  data: string;
  acao: 'solicitarTratamento' | 'justificar' | 'ignorar';
  motivo: string | null;
  por: string | null;
  em: Date;
};

export const divergenciaRepository = ({ db, empresaId }: Escopo) => ({
  /** Pessoas da empresa com o gestor de cada uma (alcance do gestor). */
  listPessoas: (ids: readonly number[]) =>
    db
      .select({ id: usuario.id, gestorId: usuario.gestorId })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.id, [...ids]))),

  findTratativa: async (id: number) =>
    (
      await db
        .select()
        .from(t)
        .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
    )[0],

  insertTratativas: (linhas: Omit<typeof t.$inferInsert, 'empresaId' | 'id'>[]) =>
    db
      .insert(t)
      .values(linhas.map((l) => ({ ...l, empresaId })))
      .returning({ id: t.id }),

  /**
   * A tratativa vigente de cada dia do período (a última linha; `desfeita` = aberto de novo),
   * com o nome de quem tratou.
   */
  listVigentes: async (inicio: string, fim: string, usuarioIds?: readonly number[]) => {
    const linhas = await db
      .select({
        id: t.id,
        usuarioId: t.usuarioId,
        data: t.data,
        acao: t.acao,
        motivo: t.motivo,
        por: usuario.nome,
        em: t.em,
      })
      .from(t)
      .leftJoin(usuario, and(eq(usuario.empresaId, t.empresaId), eq(usuario.id, t.porId)))
      .where(
        and(
          eq(t.empresaId, empresaId),
          between(t.data, inicio, fim),
          usuarioIds ? inArray(t.usuarioId, [...usuarioIds]) : undefined,
        ),
      )
      .orderBy(desc(t.id));
    const vigentes = new Map<string, TratativaVigente>();
    const vistos = new Set<string>();
    for (const l of linhas) {
      const k = `${l.usuarioId}|${l.data}`;
      if (vistos.has(k)) continue;
      vistos.add(k);
      if (l.acao !== 'desfeita') vigentes.set(k, l as TratativaVigente);
    }
    return vigentes;
  },
});
