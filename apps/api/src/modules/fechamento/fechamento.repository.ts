import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { type AvisoAceito, fechamento } from './fechamento.table.ts';

export type PessoaFechamento = {
  id: number;
  nome: string;
  admissao: string | null;
  demissao: string | null;
};

const fechadoPor = alias(usuario, 'fechado_por');
const reabertoPor = alias(usuario, 'reaberto_por');

/** Fechamentos, a fotografia e as diferenças; toda consulta filtra pela empresa do escopo. */
export const fechamentoRepository = ({ db, empresaId }: Escopo) => {
  const detalhe = () =>
    db
      .select({
        f: fechamento,
        fechadoPor: fechadoPor.nome,
        reabertoPor: reabertoPor.nome,
        alcance: sql<string | null>`coalesce(${filial.nome}, ${departamento.nome})`,
        diferencas: sql<number>`(select count(*)::int from fechamento_diferenca d
          where d.empresa_id = ${fechamento.empresaId} and d.fechamento_id = ${fechamento.id})`,
      })
      .from(fechamento)
      .innerJoin(
        fechadoPor,
        and(
          eq(fechadoPor.empresaId, fechamento.empresaId),
          eq(fechadoPor.id, fechamento.fechadoPorId),
        ),
      )
      .leftJoin(
        reabertoPor,
        and(
          eq(reabertoPor.empresaId, fechamento.empresaId),
          eq(reabertoPor.id, fechamento.reabertoPorId),
        ),
      )
      .leftJoin(
        filial,
        and(eq(filial.empresaId, fechamento.empresaId), eq(filial.id, fechamento.filialId)),
      )
      .leftJoin(
        departamento,
        and(
          eq(departamento.empresaId, fechamento.empresaId),
          eq(departamento.id, fechamento.departamentoId),
        ),
      );

  return {
    findFilial: async (id: number) =>
      (
        await db
          .select({ nome: filial.nome })
          .from(filial)
          .where(and(eq(filial.empresaId, empresaId), eq(filial.id, id)))
      )[0],

    findDepartamento: async (id: number) =>
      (
        await db
          .select({ nome: departamento.nome })
          .from(departamento)
          .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, id)))
      )[0],

    /** Quem tem contrato em algum dia do período, no alcance (filial ou departamento). */
    listPessoas: (f: {
      inicio: string;
      fim: string;
      filialId?: number;
      departamentoId?: number;
    }): Promise<PessoaFechamento[]> =>
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
            or(isNull(usuario.admissao), lte(usuario.admissao, f.fim)),
            or(isNull(usuario.demissao), gte(usuario.demissao, f.inicio)),
            f.filialId ? eq(usuario.filialId, f.filialId) : undefined,
            f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
          ),
        )
        .orderBy(asc(usuario.nome), asc(usuario.id)),

    insert: async (v: {
      competencia: string;
      escopo: 'empresa' | 'filial' | 'departamento';
      filialId: number | null;
      departamentoId: number | null;
      colaboradores: number;
      avisos: AvisoAceito[];
      fechadoPorId: number;
      fechadoEm: Date;
    }) =>
      (
        await db
          .insert(fechamento)
          .values({ ...v, empresaId, status: 'fechado' })
          .returning({ id: fechamento.id })
      )[0]!.id,

    findById: async (id: number) =>
      (await detalhe().where(and(eq(fechamento.empresaId, empresaId), eq(fechamento.id, id))))[0],

    list: async (f: { competencia?: string; ano?: string; offset: number; limit: number }) => {
      const where = and(
        eq(fechamento.empresaId, empresaId),
        f.competencia ? eq(fechamento.competencia, f.competencia) : undefined,
        f.ano ? sql`${fechamento.competencia} like ${`${f.ano}-%`}` : undefined,
      );
      const [{ total }] = (await db.select({ total: count() }).from(fechamento).where(where)) as [
        { total: number },
      ];
      const items = await detalhe()
        .where(where)
        .orderBy(desc(fechamento.id))
        .offset(f.offset)
        .limit(f.limit);
      return { total, items };
    },

    /** Fechamentos ativos (status fechado) dos ids dados. */
    listByIds: (ids: readonly number[]) =>
      detalhe()
        .where(and(eq(fechamento.empresaId, empresaId), algumId(fechamento.id, ids)))
        .orderBy(asc(fechamento.id)),

    /** Reabre um fechamento ainda fechado; devolve false se outro já o reabriu. */
    reabrir: async (id: number, v: { porId: number; em: Date; motivo: string }) =>
      (
        await db
          .update(fechamento)
          .set({
            status: 'reaberto',
            reabertoPorId: v.porId,
            reabertoEm: v.em,
            motivoReabertura: v.motivo,
          })
          .where(
            and(
              eq(fechamento.empresaId, empresaId),
              eq(fechamento.id, id),
              eq(fechamento.status, 'fechado'),
            ),
          )
          .returning({ id: fechamento.id })
      ).length > 0,
  };
};
export type FechamentoDetalheRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof fechamentoRepository>['findById']>>
>;
