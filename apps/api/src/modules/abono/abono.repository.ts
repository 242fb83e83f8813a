import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { ausenciaJustificada, ausenciaJustificadaCancelamento } from './abono.table.ts';

export type AusenciaRow = typeof ausenciaJustificada.$inferSelect & {
  cancelamento: { motivo: string; autorId: number; criadoEm: Date } | null;
};
export type NovaAusencia = Omit<typeof ausenciaJustificada.$inferInsert, 'empresaId' | 'id'>;

/** Linha da lista: a ausência com os nomes do colaborador, de quem registrou e de quem cancelou. */
export type AusenciaListadaRow = AusenciaRow & {
  colaboradorNome: string;
  autorNome: string;
  canceladorNome: string | null;
};

/** Filtros da lista (GET /CarregarAusencias); o alcance (pessoa ou equipe) vem do serviço. */
export type FiltroAusencias = {
  inicio: string;
  fim: string;
  usuarioId?: number;
  gestorId?: number;
  motivo?: string;
  situacao: 'ativa' | 'cancelada' | 'todas';
  pageNumber: number;
  pageSize: number;
};

const a = ausenciaJustificada;
const c = ausenciaJustificadaCancelamento;
const colaborador = alias(usuario, 'colaborador');
const autor = alias(usuario, 'autor');
const cancelador = alias(usuario, 'cancelador');

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

  const daLista = (f: FiltroAusencias): SQL | undefined =>
    and(
      eq(a.empresaId, empresaId),
      tocaPeriodo(f.inicio, f.fim),
      f.usuarioId === undefined ? undefined : eq(a.usuarioId, f.usuarioId),
      f.gestorId === undefined ? undefined : eq(colaborador.gestorId, f.gestorId),
      f.motivo === undefined ? undefined : eq(a.motivo, f.motivo),
      f.situacao === 'ativa' ? isNull(c.ausenciaId) : undefined,
      f.situacao === 'cancelada' ? isNotNull(c.ausenciaId) : undefined,
    );

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

    /**
     * Lista paginada (GET /CarregarAusencias): as que tocam o período, mais recentes primeiro,
     * com os nomes; `total` conta todas as que passam nos filtros.
     */
    listar: async (f: FiltroAusencias) => {
      const doColaborador = and(
        eq(colaborador.empresaId, a.empresaId),
        eq(colaborador.id, a.usuarioId),
      );
      const doCancelamento = and(eq(c.empresaId, a.empresaId), eq(c.ausenciaId, a.id));
      const where = daLista(f);
      const [total] = await db
        .select({ n: count() })
        .from(a)
        .innerJoin(colaborador, doColaborador)
        .leftJoin(c, doCancelamento)
        .where(where);
      const linhas = await db
        .select({
          ausencia: a,
          colaboradorNome: colaborador.nome,
          autorNome: autor.nome,
          cancelamentoMotivo: c.motivo,
          cancelamentoAutorId: c.autorId,
          cancelamentoEm: c.criadoEm,
          canceladorNome: cancelador.nome,
        })
        .from(a)
        .innerJoin(colaborador, doColaborador)
        .innerJoin(autor, and(eq(autor.empresaId, a.empresaId), eq(autor.id, a.autorId)))
        .leftJoin(c, doCancelamento)
        .leftJoin(
          cancelador,
          and(eq(cancelador.empresaId, c.empresaId), eq(cancelador.id, c.autorId)),
        )
        .where(where)
        .orderBy(desc(a.dataInicio), asc(colaborador.nome), desc(a.id))
        .limit(f.pageSize)
        .offset((f.pageNumber - 1) * f.pageSize);
      return {
        total: total?.n ?? 0,
        linhas: linhas.map(
          (l): AusenciaListadaRow => ({
            ...paraRow(l),
            colaboradorNome: l.colaboradorNome,
            autorNome: l.autorNome,
            canceladorNome: l.canceladorNome,
          }),
        ),
      };
    },

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
                algumId(a.usuarioId, usuarioIds),
                tocaPeriodo(inicio, fim),
                sql`not exists (select 1 from ${c} where ${c.empresaId} = ${a.empresaId} and ${c.ausenciaId} = ${a.id})`,
              ),
            )
            .orderBy(asc(a.dataInicio), asc(a.id)),
  };
};

/** Ausências justificadas ativas de um lote, para a apuração (que não conhece este módulo). */
export const listAusenciasAtivas = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => abonoRepository(escopo).listAtivas(usuarioIds, inicio, fim);
