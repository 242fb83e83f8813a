import type { LancamentoFolga } from '@jornada/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { bancoFolgaLancamento } from './banco-folgas.table.ts';

const l = bancoFolgaLancamento;

export type LinhaLancamento = typeof bancoFolgaLancamento.$inferSelect & {
  autorNome: string | null;
  estornado: boolean;
};

export type NovoLancamento = Omit<typeof bancoFolgaLancamento.$inferInsert, 'empresaId' | 'id'>;

/** A linha do banco como o razão puro a lê. */
export const paraRazao = (r: typeof bancoFolgaLancamento.$inferSelect): LancamentoFolga =>
  r.tipo === 'credito'
    ? { id: r.id, tipo: 'credito', data: r.data, validade: r.validade!, dias: r.dias }
    : r.tipo === 'debito'
      ? { id: r.id, tipo: 'debito', data: r.data, dias: -r.dias }
      : { id: r.id, tipo: 'estorno', data: r.data, estornoDe: r.estornoDe! };

export const bancoFolgasRepository = ({ db, empresaId }: Escopo) => {
  const estorno = alias(l, 'estorno');
  const autor = alias(usuario, 'autor');

  /** Razão de um ou mais colaboradores, em ordem de gravação. */
  const listByUsuarios = async (usuarioIds: readonly number[]): Promise<LinhaLancamento[]> => {
    if (usuarioIds.length === 0) return [];
    const linhas = await db
      .select({
        lancamento: l,
        autorNome: autor.nome,
        estornoId: estorno.id,
      })
      .from(l)
      .leftJoin(autor, and(eq(autor.empresaId, l.empresaId), eq(autor.id, l.autorId)))
      .leftJoin(estorno, and(eq(estorno.empresaId, l.empresaId), eq(estorno.estornoDe, l.id)))
      .where(and(eq(l.empresaId, empresaId), algumId(l.usuarioId, usuarioIds)))
      .orderBy(asc(l.id));
    return linhas.map((x) => ({
      ...x.lancamento,
      autorNome: x.autorNome,
      estornado: x.estornoId !== null,
    }));
  };

  const findById = async (id: number) =>
    (
      await db
        .select()
        .from(l)
        .where(and(eq(l.empresaId, empresaId), eq(l.id, id)))
    )[0];

  /** Trava a pessoa: lançamentos concorrentes da mesma pessoa esperam (o saldo não fura). */
  const lockUsuario = async (usuarioId: number) =>
    (
      await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)))
        .for('update')
    )[0];

  const insert = async (n: NovoLancamento) =>
    (
      await db
        .insert(l)
        .values({ ...n, empresaId })
        .returning()
    )[0]!;

  /** Folgas (débitos não estornados) do lote no período: calendário e apuração. */
  const listFolgas = async (usuarioIds: readonly number[], inicio: string, fim: string) => {
    if (usuarioIds.length === 0) return [];
    return db
      .select({ id: l.id, usuarioId: l.usuarioId, data: l.data })
      .from(l)
      .leftJoin(estorno, and(eq(estorno.empresaId, l.empresaId), eq(estorno.estornoDe, l.id)))
      .where(
        and(
          eq(l.empresaId, empresaId),
          algumId(l.usuarioId, usuarioIds),
          eq(l.tipo, 'debito'),
          isNull(estorno.id),
          sql`${l.data} between ${inicio} and ${fim}`,
        ),
      );
  };

  return { listByUsuarios, findById, lockUsuario, insert, listFolgas };
};
