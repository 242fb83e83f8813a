import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { bancoHorasColaborador } from './banco-horas.table.ts';

/** Quem está no banco: a pessoa, as vigências no banco e a troca de banco. */
export const pessoasRepository = ({ db, empresaId }: Escopo) => ({
  findUsuario: async (id: number) => {
    const [u] = await db
      .select({
        id: usuario.id,
        gestorId: usuario.gestorId,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
      })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    return u;
  },

  listUsuarios: async (ids: readonly number[]) =>
    ids.length === 0
      ? []
      : db
          .select({ id: usuario.id, admissao: usuario.admissao, demissao: usuario.demissao })
          .from(usuario)
          .where(and(eq(usuario.empresaId, empresaId), algumId(usuario.id, ids))),

  /** Nome, matrícula e CPF de todos da empresa (importação por matrícula/CPF, lote). */
  listIdentificacao: () =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        matricula: usuario.matricula,
        cpf: usuario.cpf,
        departamentoId: usuario.departamentoId,
        filialId: usuario.filialId,
        gestorId: usuario.gestorId,
        demissao: usuario.demissao,
      })
      .from(usuario)
      .where(eq(usuario.empresaId, empresaId))
      .orderBy(asc(usuario.nome), asc(usuario.id)),

  // ── Colaboradores ──
  listColaboradores: (f: { bancoHoraId?: number; usuarioId?: number }) =>
    db
      .select()
      .from(bancoHorasColaborador)
      .where(
        and(
          eq(bancoHorasColaborador.empresaId, empresaId),
          f.bancoHoraId === undefined
            ? undefined
            : eq(bancoHorasColaborador.bancoHoraId, f.bancoHoraId),
          f.usuarioId === undefined ? undefined : eq(bancoHorasColaborador.usuarioId, f.usuarioId),
        ),
      )
      .orderBy(asc(bancoHorasColaborador.usuarioId), asc(bancoHorasColaborador.vigenciaInicio)),

  findColaborador: async (id: number) => {
    const [r] = await db
      .select()
      .from(bancoHorasColaborador)
      .where(and(eq(bancoHorasColaborador.empresaId, empresaId), eq(bancoHorasColaborador.id, id)));
    return r;
  },

  /** A vigência do colaborador que cobre `data` (ou a última que começou até ela). */
  findVigencia: async (usuarioId: number, data: string) => {
    const [r] = await db
      .select()
      .from(bancoHorasColaborador)
      .where(
        and(
          eq(bancoHorasColaborador.empresaId, empresaId),
          eq(bancoHorasColaborador.usuarioId, usuarioId),
          lte(bancoHorasColaborador.vigenciaInicio, data),
        ),
      )
      .orderBy(desc(bancoHorasColaborador.vigenciaInicio))
      .limit(1);
    return r;
  },

  /** Vigências do banco que tocam o período (quem entra no fechamento do ciclo). */
  listVigenciasNoPeriodo: (bancoHoraId: number, inicio: string, fim: string) =>
    db
      .select()
      .from(bancoHorasColaborador)
      .where(
        and(
          eq(bancoHorasColaborador.empresaId, empresaId),
          eq(bancoHorasColaborador.bancoHoraId, bancoHoraId),
          lte(bancoHorasColaborador.vigenciaInicio, fim),
          or(
            isNull(bancoHorasColaborador.vigenciaFim),
            gte(bancoHorasColaborador.vigenciaFim, inicio),
          ),
        ),
      )
      .orderBy(asc(bancoHorasColaborador.usuarioId)),

  insertColaborador: async (v: typeof bancoHorasColaborador.$inferInsert) => {
    const [r] = await db.insert(bancoHorasColaborador).values(v).returning();
    return r!;
  },

  updateColaborador: async (
    id: number,
    v: Partial<
      Pick<typeof bancoHorasColaborador.$inferInsert, 'vigenciaFim' | 'saldoAnteriorMinutos'>
    >,
  ) => {
    const [r] = await db
      .update(bancoHorasColaborador)
      .set(v)
      .where(and(eq(bancoHorasColaborador.empresaId, empresaId), eq(bancoHorasColaborador.id, id)))
      .returning();
    return r!;
  },
});
