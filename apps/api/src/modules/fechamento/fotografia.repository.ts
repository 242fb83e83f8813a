import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import {
  fechamentoColaborador,
  fechamentoDiferenca,
  fechamentoQuantidade,
} from './fechamento.table.ts';

export type QuantidadeFechada = {
  usuarioId: number;
  codigo: string;
  unidade: string;
  quantidade: number;
  espelho: number;
};

/**
 * A fotografia dos fechamentos (quem entrou e as quantidades por código) e as diferenças dos
 * refechamentos; toda consulta filtra pela empresa do escopo.
 */
export const fotografiaRepository = ({ db, empresaId }: Escopo) => ({
  insertColaboradores: async (
    fechamentoId: number,
    competencia: string,
    ids: readonly number[],
  ) => {
    for (let i = 0; i < ids.length; i += 500)
      await db.insert(fechamentoColaborador).values(
        ids.slice(i, i + 500).map((usuarioId) => ({
          empresaId,
          fechamentoId,
          usuarioId,
          competencia,
        })),
      );
  },

  insertQuantidades: async (fechamentoId: number, linhas: readonly QuantidadeFechada[]) => {
    for (let i = 0; i < linhas.length; i += 500)
      await db
        .insert(fechamentoQuantidade)
        .values(linhas.slice(i, i + 500).map((l) => ({ ...l, empresaId, fechamentoId })));
  },

  insertDiferencas: async (
    fechamentoId: number,
    linhas: readonly (QuantidadeFechada & { origem: string; destino: string })[],
  ) => {
    for (let i = 0; i < linhas.length; i += 500)
      await db.insert(fechamentoDiferenca).values(
        linhas.slice(i, i + 500).map((l) => ({
          empresaId,
          fechamentoId,
          usuarioId: l.usuarioId,
          origem: l.origem,
          destino: l.destino,
          codigo: l.codigo,
          unidade: l.unidade,
          quantidade: l.quantidade,
        })),
      );
  },

  /**
   * A fotografia anterior de cada pessoa na competência: o último fechamento (antes de
   * `fechamentoId`) em que ela entrou; quem nunca foi fechado não aparece.
   */
  listAnteriores: async (competencia: string, ids: readonly number[], fechamentoId: number) => {
    const anteriores = await db
      .select({
        usuarioId: fechamentoColaborador.usuarioId,
        fechamentoId: sql<number>`max(${fechamentoColaborador.fechamentoId})::int`,
      })
      .from(fechamentoColaborador)
      .where(
        and(
          eq(fechamentoColaborador.empresaId, empresaId),
          eq(fechamentoColaborador.competencia, competencia),
          algumId(fechamentoColaborador.usuarioId, ids),
          lt(fechamentoColaborador.fechamentoId, fechamentoId),
        ),
      )
      .groupBy(fechamentoColaborador.usuarioId);
    const fechamentos = [...new Set(anteriores.map((a) => a.fechamentoId))];
    const quantidades =
      fechamentos.length === 0
        ? []
        : await db
            .select()
            .from(fechamentoQuantidade)
            .where(
              and(
                eq(fechamentoQuantidade.empresaId, empresaId),
                algumId(fechamentoQuantidade.fechamentoId, fechamentos),
              ),
            );
    const de = new Map(anteriores.map((a) => [a.usuarioId, a.fechamentoId]));
    return {
      pessoas: new Set(de.keys()),
      quantidades: quantidades.filter((q) => de.get(q.usuarioId) === q.fechamentoId),
    };
  },

  porVerba: (fechamentoId: number) =>
    db
      .select({
        codigo: fechamentoQuantidade.codigo,
        unidade: fechamentoQuantidade.unidade,
        quantidade: sql<number>`sum(${fechamentoQuantidade.quantidade})::int`,
        colaboradores: sql<number>`count(distinct ${fechamentoQuantidade.usuarioId})::int`,
      })
      .from(fechamentoQuantidade)
      .where(
        and(
          eq(fechamentoQuantidade.empresaId, empresaId),
          eq(fechamentoQuantidade.fechamentoId, fechamentoId),
        ),
      )
      .groupBy(fechamentoQuantidade.codigo, fechamentoQuantidade.unidade)
      .orderBy(asc(fechamentoQuantidade.codigo)),

  /** Diferenças levadas à competência `destino` para estas pessoas (exportação da folha). */
  listDiferencasPara: (destino: string, ids: readonly number[]) =>
    db
      .select({
        usuarioId: fechamentoDiferenca.usuarioId,
        codigo: fechamentoDiferenca.codigo,
        unidade: fechamentoDiferenca.unidade,
        quantidade: fechamentoDiferenca.quantidade,
        origem: fechamentoDiferenca.origem,
      })
      .from(fechamentoDiferenca)
      .where(
        and(
          eq(fechamentoDiferenca.empresaId, empresaId),
          eq(fechamentoDiferenca.destino, destino),
          algumId(fechamentoDiferenca.usuarioId, ids),
        ),
      )
      .orderBy(
        asc(fechamentoDiferenca.usuarioId),
        asc(fechamentoDiferenca.origem),
        asc(fechamentoDiferenca.id),
      ),
});
