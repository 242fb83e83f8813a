import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  fatura,
  faturaColaborador,
  planoFaturamento,
  planoFaturamentoEmpresa,
  planoFaturamentoVersao,
} from './faturamento.table.ts';

export type FaturaNova = Omit<typeof fatura.$inferInsert, 'empresaId' | 'id'>;
export type FaturaRow = typeof fatura.$inferSelect & { fechadoPorNome: string | null };
export type ColaboradorFaturaNovo = Omit<typeof faturaColaborador.$inferInsert, 'empresaId'>;

/** Linhas por INSERT (limite de parâmetros do PostgreSQL). */
const LOTE = 1000;

/**
 * Planos, atribuições e faturas da operadora. `empresaId` é sempre a operadora (quem fatura); a
 * empresa cobrada é um filtro (`clienteEmpresaId`).
 */
export const faturamentoRepository = ({ db, empresaId }: Escopo) => {
  const autorDe = (coluna: typeof planoFaturamentoVersao.criadoPor) =>
    and(eq(usuario.empresaId, empresaId), eq(usuario.id, coluna));

  const consultaFatura = () =>
    db
      .select({ f: fatura, fechadoPorNome: usuario.nome })
      .from(fatura)
      .leftJoin(usuario, and(eq(usuario.empresaId, empresaId), eq(usuario.id, fatura.fechadoPor)));
  const paraFatura = (r: { f: typeof fatura.$inferSelect; fechadoPorNome: string | null }) => ({
    ...r.f,
    fechadoPorNome: r.fechadoPorNome,
  });

  return {
    listPlanos: () =>
      db
        .select()
        .from(planoFaturamento)
        .where(eq(planoFaturamento.empresaId, empresaId))
        .orderBy(asc(planoFaturamento.nome), asc(planoFaturamento.id)),

    findPlano: async (id: number) => {
      const [p] = await db
        .select()
        .from(planoFaturamento)
        .where(and(eq(planoFaturamento.empresaId, empresaId), eq(planoFaturamento.id, id)));
      return p;
    },

    /** Trava o plano até o fim da transação (novas vigências concorrentes em fila). */
    travarPlano: async (id: number) => {
      const [p] = await db
        .select({ id: planoFaturamento.id })
        .from(planoFaturamento)
        .where(and(eq(planoFaturamento.empresaId, empresaId), eq(planoFaturamento.id, id)))
        .for('update');
      return p !== undefined;
    },

    isNomeEmUso: async (nome: string, excetoId: number | null) =>
      (
        await db
          .select({ id: planoFaturamento.id })
          .from(planoFaturamento)
          .where(
            and(
              eq(planoFaturamento.empresaId, empresaId),
              sql`lower(${planoFaturamento.nome}) = lower(${nome})`,
              excetoId === null ? undefined : ne(planoFaturamento.id, excetoId),
            ),
          )
      ).length > 0,

    insertPlano: async (v: { nome: string; criadoEm: Date }) => {
      const [p] = await db
        .insert(planoFaturamento)
        .values({ empresaId, ...v })
        .returning();
      return p!;
    },

    updatePlano: async (id: number, v: { nome: string; ativo: boolean }) => {
      const [p] = await db
        .update(planoFaturamento)
        .set(v)
        .where(and(eq(planoFaturamento.empresaId, empresaId), eq(planoFaturamento.id, id)))
        .returning();
      return p!;
    },

    /** Tabelas de preço (de todos os planos ou de um), da mais recente à mais antiga. */
    listVersoes: (planoId?: number) =>
      db
        .select({ v: planoFaturamentoVersao, criadoPorNome: usuario.nome })
        .from(planoFaturamentoVersao)
        .leftJoin(usuario, autorDe(planoFaturamentoVersao.criadoPor))
        .where(
          and(
            eq(planoFaturamentoVersao.empresaId, empresaId),
            planoId === undefined ? undefined : eq(planoFaturamentoVersao.planoId, planoId),
          ),
        )
        .orderBy(desc(planoFaturamentoVersao.vigenciaInicio), desc(planoFaturamentoVersao.versao)),

    insertVersao: async (v: Omit<typeof planoFaturamentoVersao.$inferInsert, 'empresaId'>) => {
      const [r] = await db
        .insert(planoFaturamentoVersao)
        .values({ empresaId, ...v })
        .returning();
      return r!;
    },

    /** Atribuições de plano (de uma empresa cliente ou de todas), na ordem em que foram gravadas. */
    listAtribuicoes: (clienteEmpresaId?: number) =>
      db
        .select({
          a: planoFaturamentoEmpresa,
          planoNome: planoFaturamento.nome,
          atribuidoPorNome: usuario.nome,
        })
        .from(planoFaturamentoEmpresa)
        .innerJoin(
          planoFaturamento,
          and(
            eq(planoFaturamento.empresaId, planoFaturamentoEmpresa.empresaId),
            eq(planoFaturamento.id, planoFaturamentoEmpresa.planoId),
          ),
        )
        .leftJoin(
          usuario,
          and(
            eq(usuario.empresaId, empresaId),
            eq(usuario.id, planoFaturamentoEmpresa.atribuidoPor),
          ),
        )
        .where(
          and(
            eq(planoFaturamentoEmpresa.empresaId, empresaId),
            clienteEmpresaId === undefined
              ? undefined
              : eq(planoFaturamentoEmpresa.clienteEmpresaId, clienteEmpresaId),
          ),
        )
        .orderBy(asc(planoFaturamentoEmpresa.id)),

    insertAtribuicao: async (
      v: Omit<typeof planoFaturamentoEmpresa.$inferInsert, 'empresaId' | 'id'>,
    ) => {
      const [r] = await db
        .insert(planoFaturamentoEmpresa)
        .values({ empresaId, ...v })
        .returning();
      return r!;
    },

    findFatura: async (clienteEmpresaId: number, competencia: string) => {
      const [r] = await consultaFatura().where(
        and(
          eq(fatura.empresaId, empresaId),
          eq(fatura.clienteEmpresaId, clienteEmpresaId),
          eq(fatura.competencia, competencia),
        ),
      );
      return r ? paraFatura(r) : undefined;
    },

    listFaturasDaCompetencia: async (competencia: string) =>
      (
        await consultaFatura().where(
          and(eq(fatura.empresaId, empresaId), eq(fatura.competencia, competencia)),
        )
      ).map(paraFatura),

    /** Faturas fechadas (de uma empresa ou de todas), das competências mais recentes, paginadas. */
    pageFaturas: async (f: { clienteEmpresaId?: number; pageNumber: number; pageSize: number }) => {
      const where = and(
        eq(fatura.empresaId, empresaId),
        f.clienteEmpresaId === undefined
          ? undefined
          : eq(fatura.clienteEmpresaId, f.clienteEmpresaId),
      );
      const [total] = await db.select({ n: count() }).from(fatura).where(where);
      const linhas = await consultaFatura()
        .where(where)
        .orderBy(desc(fatura.competencia), asc(fatura.empresaNome), asc(fatura.id))
        .limit(f.pageSize)
        .offset((f.pageNumber - 1) * f.pageSize);
      return { linhas: linhas.map(paraFatura), total: total?.n ?? 0 };
    },

    insertFatura: async (v: FaturaNova) => {
      const [r] = await db
        .insert(fatura)
        .values({ empresaId, ...v })
        .returning();
      return r!;
    },

    insertColaboradoresFatura: async (linhas: readonly ColaboradorFaturaNovo[]) => {
      for (let i = 0; i < linhas.length; i += LOTE)
        await db
          .insert(faturaColaborador)
          .values(linhas.slice(i, i + LOTE).map((l) => ({ empresaId, ...l })));
    },

    pageColaboradoresFatura: async (faturaId: number, pageNumber: number, pageSize: number) => {
      const where = and(
        eq(faturaColaborador.empresaId, empresaId),
        eq(faturaColaborador.faturaId, faturaId),
      );
      const [total] = await db.select({ n: count() }).from(faturaColaborador).where(where);
      const linhas = await db
        .select()
        .from(faturaColaborador)
        .where(where)
        .orderBy(asc(faturaColaborador.nome), asc(faturaColaborador.usuarioId))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      return { linhas, total: total?.n ?? 0 };
    },

    listColaboradoresFatura: (faturaId: number) =>
      db
        .select()
        .from(faturaColaborador)
        .where(
          and(eq(faturaColaborador.empresaId, empresaId), eq(faturaColaborador.faturaId, faturaId)),
        )
        .orderBy(asc(faturaColaborador.nome), asc(faturaColaborador.usuarioId)),
  };
};
export type FaturamentoRepository = ReturnType<typeof faturamentoRepository>;
