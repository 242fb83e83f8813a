import { and, asc, desc, eq, getTableColumns, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from '../acesso/index.ts';
import { usuario } from '../usuario/index.ts';
import {
  autorizacaoHoraExtra as aut,
  decisaoHoraExtra as dec,
  solicitacaoHoraExtra as sol,
} from './autorizacao-he.table.ts';

export type AutorizacaoRow = typeof aut.$inferSelect & { nome: string };
export type SolicitacaoRow = typeof sol.$inferSelect & { nome: string };
export type DecisaoRow = typeof dec.$inferSelect;
export type ColaboradorHe = {
  id: number;
  nome: string;
  departamentoId: number | null;
  gestorId: number | null;
  admissao: string | null;
  demissao: string | null;
};

/** Autorizações, pedidos e decisões de horas extras da empresa do escopo. */
export const autorizacaoHeRepository = ({ db, empresaId }: Escopo) => {
  const colunasColaborador = {
    id: usuario.id,
    nome: usuario.nome,
    departamentoId: usuario.departamentoId,
    gestorId: usuario.gestorId,
    admissao: usuario.admissao,
    demissao: usuario.demissao,
  };
  const nomeDe = (coluna: typeof aut.usuarioId | typeof sol.usuarioId) =>
    and(eq(usuario.empresaId, empresaId), eq(usuario.id, coluna));

  return {
    findColaborador: async (id: number): Promise<ColaboradorHe | undefined> => {
      const [c] = await db
        .select(colunasColaborador)
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
      return c;
    },

    /** Colaboradores ativos no alcance (filtro da tabela usuario; undefined = a empresa). */
    listColaboradores: (filtro: SQL | undefined): Promise<ColaboradorHe[]> =>
      db
        .select(colunasColaborador)
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true), filtro))
        .orderBy(asc(usuario.nome)),

    findAutorizacao: async (id: number): Promise<AutorizacaoRow | undefined> => {
      const [a] = await db
        .select({ ...getTableColumns(aut), nome: usuario.nome })
        .from(aut)
        .innerJoin(usuario, nomeDe(aut.usuarioId))
        .where(and(eq(aut.empresaId, empresaId), eq(aut.id, id)));
      return a;
    },

    listAutorizacoes: (f: {
      usuarioIds: readonly number[];
      inicio?: string;
      fim?: string;
      incluirRevogadas: boolean;
    }): Promise<AutorizacaoRow[]> =>
      db
        .select({ ...getTableColumns(aut), nome: usuario.nome })
        .from(aut)
        .innerJoin(usuario, nomeDe(aut.usuarioId))
        .where(
          and(
            eq(aut.empresaId, empresaId),
            algumId(aut.usuarioId, f.usuarioIds),
            f.fim ? lte(aut.dataInicio, f.fim) : undefined,
            f.inicio ? gte(aut.dataFim, f.inicio) : undefined,
            f.incluirRevogadas ? undefined : isNull(aut.revogadaEm),
          ),
        )
        .orderBy(desc(aut.dataInicio), desc(aut.id)),

    insertAutorizacao: async (v: typeof aut.$inferInsert) => {
      const [a] = await db.insert(aut).values(v).returning({ id: aut.id });
      return a!.id;
    },

    revogarAutorizacao: (
      id: number,
      v: { revogadaEm: Date; revogadaPor: number; motivoRevogacao: string },
    ) =>
      db
        .update(aut)
        .set(v)
        .where(and(eq(aut.empresaId, empresaId), eq(aut.id, id), isNull(aut.revogadaEm)))
        .returning({ id: aut.id }),

    findSolicitacao: async (id: number): Promise<SolicitacaoRow | undefined> => {
      const [s] = await db
        .select({ ...getTableColumns(sol), nome: usuario.nome })
        .from(sol)
        .innerJoin(usuario, nomeDe(sol.usuarioId))
        .where(and(eq(sol.empresaId, empresaId), eq(sol.id, id)));
      return s;
    },

    listSolicitacoes: (f: {
      usuarioIds: readonly number[];
      status?: string;
    }): Promise<SolicitacaoRow[]> =>
      db
        .select({ ...getTableColumns(sol), nome: usuario.nome })
        .from(sol)
        .innerJoin(usuario, nomeDe(sol.usuarioId))
        .where(
          and(
            eq(sol.empresaId, empresaId),
            algumId(sol.usuarioId, f.usuarioIds),
            f.status ? eq(sol.status, f.status) : undefined,
          ),
        )
        .orderBy(desc(sol.data), desc(sol.id)),

    insertSolicitacao: async (v: typeof sol.$inferInsert) => {
      const [s] = await db.insert(sol).values(v).returning({ id: sol.id });
      return s!.id;
    },

    /** Decide o pedido ainda pendente (a condição evita duas decisões simultâneas). */
    decidirSolicitacao: (
      id: number,
      v: {
        status: 'aprovada' | 'rejeitada';
        decididoPor: number;
        decididoEm: Date;
        motivoDecisao: string | null;
        autorizacaoId: number | null;
      },
    ) =>
      db
        .update(sol)
        .set(v)
        .where(and(eq(sol.empresaId, empresaId), eq(sol.id, id), eq(sol.status, 'pendente')))
        .returning({ id: sol.id }),

    findDecisao: async (usuarioId: number, data: string): Promise<DecisaoRow | undefined> => {
      const [d] = await db
        .select()
        .from(dec)
        .where(and(eq(dec.empresaId, empresaId), eq(dec.usuarioId, usuarioId), eq(dec.data, data)));
      return d;
    },

    /** Grava a decisão do dia (uma por pessoa e dia; a nova substitui a anterior, auditada). */
    upsertDecisao: (v: typeof dec.$inferInsert) =>
      db
        .insert(dec)
        .values(v)
        .onConflictDoUpdate({
          target: [dec.empresaId, dec.usuarioId, dec.data],
          set: {
            destino: v.destino,
            motivo: v.motivo ?? null,
            autorId: v.autorId,
            decididoEm: v.decididoEm,
          },
        }),

    /** Fonte da apuração: autorizações ativas e decisões do lote no período. */
    loadParaApuracao: async (usuarioIds: readonly number[], inicio: string, fim: string) => {
      const [autorizacoes, decisoes] = await Promise.all([
        db
          .select({
            usuarioId: aut.usuarioId,
            dataInicio: aut.dataInicio,
            dataFim: aut.dataFim,
            limiteMinutos: aut.limiteMinutos,
          })
          .from(aut)
          .where(
            and(
              eq(aut.empresaId, empresaId),
              algumId(aut.usuarioId, usuarioIds),
              lte(aut.dataInicio, fim),
              gte(aut.dataFim, inicio),
              isNull(aut.revogadaEm),
            ),
          ),
        db
          .select({ usuarioId: dec.usuarioId, data: dec.data, destino: dec.destino })
          .from(dec)
          .where(
            and(
              eq(dec.empresaId, empresaId),
              algumId(dec.usuarioId, usuarioIds),
              gte(dec.data, inicio),
              lte(dec.data, fim),
            ),
          ),
      ]);
      return {
        autorizacoes,
        decisoes: decisoes.map((d) => ({ ...d, destino: d.destino as 'pagar' | 'banco' })),
      };
    },
  };
};

/**
 * Quem recebe o pedido: o gestor imediato do cadastro (usuario.gestor_id) ou, sem ele, quem tem
 * a tela de horas extras da equipe no mesmo departamento (a equipe da demo é o departamento).
 */
export const listGestoresDe = async (
  { db, empresaId }: Escopo,
  c: ColaboradorHe,
  rota: string,
): Promise<number[]> => {
  if (c.gestorId !== null) return [c.gestorId];
  if (c.departamentoId === null) return [];
  const linhas = await db
    .selectDistinct({ id: usuario.id })
    .from(usuario)
    .innerJoin(
      usuarioPerfil,
      and(eq(usuarioPerfil.empresaId, empresaId), eq(usuarioPerfil.usuarioId, usuario.id)),
    )
    .innerJoin(perfil, and(eq(perfil.empresaId, empresaId), eq(perfil.id, usuarioPerfil.perfilId)))
    .where(
      and(
        eq(usuario.empresaId, empresaId),
        eq(usuario.departamentoId, c.departamentoId),
        eq(usuario.ativo, true),
        sql`${rota} = any(${perfil.rotas})`,
      ),
    );
  return linhas.map((l) => l.id).filter((id) => id !== c.id);
};
