import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Escopo } from '../../shared/escopo.ts';
import { historicoRepository } from '../../shared/historico.ts';
import { usuario } from '../usuario/index.ts';
import {
  sobreavisoAlocacao,
  sobreavisoHistorico,
  sobreavisoLancamento,
  sobreavisoMotivo,
  sobreavisoRegra,
} from './sobreaviso.table.ts';

export type MotivoRow = typeof sobreavisoMotivo.$inferSelect;
export type RegraRow = typeof sobreavisoRegra.$inferSelect;
export type AlocacaoRow = typeof sobreavisoAlocacao.$inferSelect & {
  usuarioNome: string;
  regraNome: string;
  tipo: string;
};
export type LancamentoRow = typeof sobreavisoLancamento.$inferSelect & {
  usuarioNome: string;
  motivoDescricao: string;
  regraNome: string;
};
export type Entidade = 'motivo' | 'regra' | 'alocacao' | 'lancamento';

/**
 * Alcance de uma lista: um colaborador, a equipe de um gestor, um lote de colaboradores
 * (`usuarioIds`, para a apuração) ou a empresa (nenhum deles).
 */
export type Alcance = { usuarioId?: number; gestorId?: number; usuarioIds?: readonly number[] };

export type FiltroLancamentos = Alcance & {
  motivoId?: number;
  status?: string;
  /** Lançamentos que tocam [inicio, fim] (datas ISO). */
  inicio?: string;
  fim?: string;
  excluirUsuarioId?: number;
};

/** Consultas do sobreaviso; todas filtram pela empresa do escopo. */
export const sobreavisoRepository = ({ db, empresaId }: Escopo) => {
  const alcance = (coluna: PgColumn, a: Alcance): SQL[] => [
    ...(a.usuarioId !== undefined ? [eq(coluna, a.usuarioId)] : []),
    ...(a.gestorId !== undefined ? [eq(usuario.gestorId, a.gestorId)] : []),
    ...(a.usuarioIds !== undefined ? [inArray(coluna, [...a.usuarioIds])] : []),
  ];

  const filtroLancamentos = (f: FiltroLancamentos): SQL[] => [
    eq(sobreavisoLancamento.empresaId, empresaId),
    ...alcance(sobreavisoLancamento.usuarioId, f),
    ...(f.excluirUsuarioId !== undefined
      ? [sql`${sobreavisoLancamento.usuarioId} <> ${f.excluirUsuarioId}`]
      : []),
    ...(f.motivoId !== undefined ? [eq(sobreavisoLancamento.motivoId, f.motivoId)] : []),
    ...(f.status !== undefined ? [eq(sobreavisoLancamento.status, f.status)] : []),
    ...(f.inicio !== undefined ? [gte(sobreavisoLancamento.fim, `${f.inicio}T00:00`)] : []),
    ...(f.fim !== undefined ? [lte(sobreavisoLancamento.inicio, `${f.fim}T23:59`)] : []),
  ];

  const lancamentoSelect = () =>
    db
      .select({
        ...getTableColumns(sobreavisoLancamento),
        usuarioNome: usuario.nome,
        motivoDescricao: sobreavisoMotivo.descricao,
        regraNome: sobreavisoRegra.nome,
      })
      .from(sobreavisoLancamento)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, sobreavisoLancamento.empresaId),
          eq(usuario.id, sobreavisoLancamento.usuarioId),
        ),
      )
      .innerJoin(
        sobreavisoMotivo,
        and(
          eq(sobreavisoMotivo.empresaId, sobreavisoLancamento.empresaId),
          eq(sobreavisoMotivo.id, sobreavisoLancamento.motivoId),
        ),
      )
      .innerJoin(
        sobreavisoRegra,
        and(
          eq(sobreavisoRegra.empresaId, sobreavisoLancamento.empresaId),
          eq(sobreavisoRegra.id, sobreavisoLancamento.regraId),
        ),
      );

  const alocacaoSelect = () =>
    db
      .select({
        ...getTableColumns(sobreavisoAlocacao),
        usuarioNome: usuario.nome,
        regraNome: sobreavisoRegra.nome,
        tipo: sobreavisoRegra.tipo,
      })
      .from(sobreavisoAlocacao)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, sobreavisoAlocacao.empresaId),
          eq(usuario.id, sobreavisoAlocacao.usuarioId),
        ),
      )
      .innerJoin(
        sobreavisoRegra,
        and(
          eq(sobreavisoRegra.empresaId, sobreavisoAlocacao.empresaId),
          eq(sobreavisoRegra.id, sobreavisoAlocacao.regraId),
        ),
      );

  return {
    // Motivos
    findMotivo: async (id: number) =>
      (
        await db
          .select()
          .from(sobreavisoMotivo)
          .where(and(eq(sobreavisoMotivo.empresaId, empresaId), eq(sobreavisoMotivo.id, id)))
      )[0],
    listMotivos: (f: { ativo?: boolean; search?: string }) =>
      db
        .select()
        .from(sobreavisoMotivo)
        .where(
          and(
            eq(sobreavisoMotivo.empresaId, empresaId),
            ...(f.ativo !== undefined ? [eq(sobreavisoMotivo.ativo, f.ativo)] : []),
            ...(f.search ? [ilike(sobreavisoMotivo.descricao, `%${f.search}%`)] : []),
          ),
        )
        .orderBy(asc(sobreavisoMotivo.descricao), asc(sobreavisoMotivo.id)),
    insertMotivo: async (v: { descricao: string; ativo: boolean }) =>
      (
        await db
          .insert(sobreavisoMotivo)
          .values({ empresaId, ...v })
          .returning()
      )[0]!,
    updateMotivo: async (id: number, v: { descricao: string; ativo: boolean }) =>
      (
        await db
          .update(sobreavisoMotivo)
          .set({ ...v, versao: sql`${sobreavisoMotivo.versao} + 1` })
          .where(and(eq(sobreavisoMotivo.empresaId, empresaId), eq(sobreavisoMotivo.id, id)))
          .returning()
      )[0]!,

    // Regras
    findRegra: async (id: number) =>
      (
        await db
          .select()
          .from(sobreavisoRegra)
          .where(and(eq(sobreavisoRegra.empresaId, empresaId), eq(sobreavisoRegra.id, id)))
      )[0],
    listRegras: (f: { ativo?: boolean; tipo?: string }) =>
      db
        .select()
        .from(sobreavisoRegra)
        .where(
          and(
            eq(sobreavisoRegra.empresaId, empresaId),
            ...(f.ativo !== undefined ? [eq(sobreavisoRegra.ativo, f.ativo)] : []),
            ...(f.tipo !== undefined ? [eq(sobreavisoRegra.tipo, f.tipo)] : []),
          ),
        )
        .orderBy(asc(sobreavisoRegra.nome), asc(sobreavisoRegra.id)),
    insertRegra: async (v: Omit<typeof sobreavisoRegra.$inferInsert, 'empresaId'>) =>
      (
        await db
          .insert(sobreavisoRegra)
          .values({ empresaId, ...v })
          .returning()
      )[0]!,
    updateRegra: async (id: number, v: Omit<typeof sobreavisoRegra.$inferInsert, 'empresaId'>) =>
      (
        await db
          .update(sobreavisoRegra)
          .set({ ...v, versao: sql`${sobreavisoRegra.versao} + 1` })
          .where(and(eq(sobreavisoRegra.empresaId, empresaId), eq(sobreavisoRegra.id, id)))
          .returning()
      )[0]!,

    // Alocações
    findAlocacao: async (id: number): Promise<AlocacaoRow | undefined> =>
      (
        await alocacaoSelect().where(
          and(eq(sobreavisoAlocacao.empresaId, empresaId), eq(sobreavisoAlocacao.id, id)),
        )
      )[0],
    /** Alocações ativas que tocam [inicio, fim] (datas ISO), no alcance pedido. */
    listAlocacoes: (
      f: Alcance & { regraId?: number; inicio?: string; fim?: string; ativo?: boolean },
    ): Promise<AlocacaoRow[]> =>
      alocacaoSelect()
        .where(
          and(
            eq(sobreavisoAlocacao.empresaId, empresaId),
            ...alcance(sobreavisoAlocacao.usuarioId, f),
            ...(f.regraId !== undefined ? [eq(sobreavisoAlocacao.regraId, f.regraId)] : []),
            ...(f.ativo !== undefined ? [eq(sobreavisoAlocacao.ativo, f.ativo)] : []),
            ...(f.inicio !== undefined ? [gte(sobreavisoAlocacao.dataFim, f.inicio)] : []),
            ...(f.fim !== undefined ? [lte(sobreavisoAlocacao.dataInicio, f.fim)] : []),
          ),
        )
        .orderBy(asc(sobreavisoAlocacao.dataInicio), asc(sobreavisoAlocacao.id)),
    insertAlocacao: async (v: Omit<typeof sobreavisoAlocacao.$inferInsert, 'empresaId'>) =>
      (
        await db
          .insert(sobreavisoAlocacao)
          .values({ empresaId, ...v })
          .returning()
      )[0]!,
    updateAlocacao: async (
      id: number,
      v: Omit<typeof sobreavisoAlocacao.$inferInsert, 'empresaId'>,
    ) => {
      await db
        .update(sobreavisoAlocacao)
        .set({ ...v, versao: sql`${sobreavisoAlocacao.versao} + 1` })
        .where(and(eq(sobreavisoAlocacao.empresaId, empresaId), eq(sobreavisoAlocacao.id, id)));
    },

    // Lançamentos
    findLancamento: async (id: number, travar = false): Promise<LancamentoRow | undefined> => {
      const q = lancamentoSelect().where(
        and(eq(sobreavisoLancamento.empresaId, empresaId), eq(sobreavisoLancamento.id, id)),
      );
      return (await (travar ? q.for('update', { of: sobreavisoLancamento }) : q))[0];
    },
    listLancamentos: (
      f: FiltroLancamentos & { limite?: number; deslocamento?: number },
    ): Promise<LancamentoRow[]> => {
      const q = lancamentoSelect()
        .where(and(...filtroLancamentos(f)))
        .orderBy(desc(sobreavisoLancamento.inicio), desc(sobreavisoLancamento.id));
      return f.limite === undefined ? q : q.limit(f.limite).offset(f.deslocamento ?? 0);
    },
    contarPorStatus: (f: FiltroLancamentos) =>
      db
        .select({ status: sobreavisoLancamento.status, n: count() })
        .from(sobreavisoLancamento)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, sobreavisoLancamento.empresaId),
            eq(usuario.id, sobreavisoLancamento.usuarioId),
          ),
        )
        .where(and(...filtroLancamentos(f)))
        .groupBy(sobreavisoLancamento.status),
    insertLancamento: async (
      v: Omit<typeof sobreavisoLancamento.$inferInsert, 'empresaId'>,
    ): Promise<number> =>
      (
        await db
          .insert(sobreavisoLancamento)
          .values({ empresaId, ...v })
          .returning({ id: sobreavisoLancamento.id })
      )[0]!.id,
    updateLancamento: async (
      id: number,
      v: Partial<Omit<typeof sobreavisoLancamento.$inferInsert, 'empresaId' | 'id'>>,
    ) => {
      await db
        .update(sobreavisoLancamento)
        .set({ ...v, versao: sql`${sobreavisoLancamento.versao} + 1` })
        .where(and(eq(sobreavisoLancamento.empresaId, empresaId), eq(sobreavisoLancamento.id, id)));
    },

    // Usuários (nome e gestor, para alcance e relatório)
    findUsuario: async (id: number) =>
      (
        await db
          .select({ id: usuario.id, nome: usuario.nome, gestorId: usuario.gestorId })
          .from(usuario)
          .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)))
      )[0],

    // Histórico (só inserção), da primeira versão à última
    historico: historicoRepository<Entidade>(
      { db, empresaId },
      sobreavisoHistorico,
      usuario,
      'antigas-primeiro',
    ),
  };
};
export type SobreavisoRepository = ReturnType<typeof sobreavisoRepository>;
