import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { reprocessamento, reprocessamentoLog } from './reprocessamento.table.ts';

export type ReprocessamentoRow = typeof reprocessamento.$inferSelect;
export type ReprocessamentoDetalhe = ReprocessamentoRow & {
  departamento: string | null;
  solicitante: string | null;
};
export type NivelLog = 'info' | 'aviso' | 'erro';

/** Ainda pode ser cancelado (ou executado). */
const ATIVOS = ['pendente', 'processando'];

export const reprocessamentoRepository = ({ db, empresaId }: Escopo) => {
  const r = reprocessamento;
  const doPedido = (id: number) => and(eq(r.empresaId, empresaId), eq(r.id, id));
  const ativo = (id: number) => and(doPedido(id), inArray(r.status, ATIVOS));

  const detalhes = () =>
    db
      .select({ ...getTableColumns(r), departamento: departamento.nome, solicitante: usuario.nome })
      .from(r)
      .leftJoin(
        departamento,
        and(eq(departamento.empresaId, r.empresaId), eq(departamento.id, r.departamentoId)),
      )
      .leftJoin(usuario, and(eq(usuario.empresaId, r.empresaId), eq(usuario.id, r.solicitanteId)));

  return {
    insert: async (v: {
      dataInicio: string;
      dataFim: string;
      departamentoId: number | null;
      solicitanteId: number;
      criadoEm: Date;
    }) => {
      const [row] = await db
        .insert(r)
        .values({ empresaId, status: 'pendente', ...v })
        .returning();
      return row!;
    },

    findById: async (id: number): Promise<ReprocessamentoDetalhe | undefined> => {
      const [row] = await detalhes().where(doPedido(id));
      return row;
    },

    list: async (f: { status?: string; offset: number; limit: number }) => {
      const onde = and(eq(r.empresaId, empresaId), f.status ? eq(r.status, f.status) : undefined);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(r).where(onde);
      const items = await detalhes()
        .where(onde)
        .orderBy(desc(r.id))
        .offset(f.offset)
        .limit(f.limit);
      return { total: Number(total), items };
    },

    listLog: (id: number) =>
      db
        .select({
          id: reprocessamentoLog.id,
          em: reprocessamentoLog.em,
          nivel: reprocessamentoLog.nivel,
          mensagem: reprocessamentoLog.mensagem,
        })
        .from(reprocessamentoLog)
        .where(
          and(
            eq(reprocessamentoLog.empresaId, empresaId),
            eq(reprocessamentoLog.reprocessamentoId, id),
          ),
        )
        .orderBy(asc(reprocessamentoLog.id)),

    registrar: async (id: number, em: Date, nivel: NivelLog, mensagem: string) => {
      await db
        .insert(reprocessamentoLog)
        .values({ empresaId, reprocessamentoId: id, em, nivel, mensagem });
    },

    setJobId: async (id: number, jobId: string | null) => {
      await db.update(r).set({ jobId }).where(doPedido(id));
    },

    /** Começa (ou recomeça, num retry do job) do zero: progresso zerado. */
    iniciar: async (id: number, total: number, em: Date) => {
      const [row] = await db
        .update(r)
        .set({
          status: 'processando',
          total,
          processados: 0,
          diasApurados: 0,
          diasComOcorrencia: 0,
          iniciadoEm: em,
          erro: null,
        })
        .where(ativo(id))
        .returning();
      return row;
    },

    avancar: async (id: number, d: { pessoas: number; dias: number; ocorrencias: number }) => {
      await db
        .update(r)
        .set({
          processados: sql`${r.processados} + ${d.pessoas}`,
          diasApurados: sql`${r.diasApurados} + ${d.dias}`,
          diasComOcorrencia: sql`${r.diasComOcorrencia} + ${d.ocorrencias}`,
        })
        .where(doPedido(id));
    },

    statusDe: async (id: number) => {
      const [row] = await db.select({ status: r.status }).from(r).where(doPedido(id));
      return row?.status;
    },

    /** Só um pedido em andamento termina: um cancelado no último instante continua cancelado. */
    finalizar: async (
      id: number,
      status: 'concluido' | 'erro' | 'pendente',
      em: Date,
      erro?: string,
    ) => {
      const [row] = await db
        .update(r)
        .set({ status, concluidoEm: status === 'pendente' ? null : em, erro: erro ?? null })
        .where(ativo(id))
        .returning({ id: r.id });
      return row !== undefined;
    },

    cancelar: async (id: number, porId: number, em: Date) => {
      const [row] = await db
        .update(r)
        .set({ status: 'cancelado', canceladoEm: em, canceladoPorId: porId })
        .where(ativo(id))
        .returning();
      return row;
    },
  };
};
