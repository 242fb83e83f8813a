import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { auditoria } from '../auditoria/index.ts';
import { usuario } from '../usuario/index.ts';
import { alocacao } from './alocacao.table.ts';
import { contem } from './busca.ts';
import { doColaborador, paginaComTotal, seInformado } from './consulta.ts';
import { escala } from './escala.table.ts';

export type AlocacaoRow = typeof alocacao.$inferSelect;
export type AlocacaoValores = Omit<typeof alocacao.$inferInsert, 'empresaId' | 'id' | 'criadoEm'>;
export type AlocacaoComNomes = AlocacaoRow & { usuarioNome: string; escalaNome: string };

export const alocacaoRepository = ({ db, empresaId }: Escopo) => {
  const comNomes = () =>
    db
      .select({ a: alocacao, usuarioNome: usuario.nome, escalaNome: escala.nome })
      .from(alocacao)
      .innerJoin(usuario, doColaborador(alocacao))
      .innerJoin(
        escala,
        and(eq(escala.empresaId, alocacao.empresaId), eq(escala.id, alocacao.escalaId)),
      );
  const achatar = (r: { a: AlocacaoRow; usuarioNome: string; escalaNome: string }) => ({
    ...r.a,
    usuarioNome: r.usuarioNome,
    escalaNome: r.escalaNome,
  });

  return {
    /** Alocações ativas dos colaboradores que tocam o período (uma consulta para todos). */
    listForUsers: (usuarioIds: readonly number[], inicio: string, fim: string) =>
      usuarioIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(alocacao)
            .where(
              and(
                eq(alocacao.empresaId, empresaId),
                algumId(alocacao.usuarioId, usuarioIds),
                eq(alocacao.ativo, true),
                lte(alocacao.inicio, fim),
                or(isNull(alocacao.fim), gte(alocacao.fim, inicio)),
              ),
            ),

    /** Alocações ativas de um colaborador, em ordem de início. */
    listAtivasDoUsuario: (usuarioId: number) =>
      db
        .select()
        .from(alocacao)
        .where(
          and(
            eq(alocacao.empresaId, empresaId),
            eq(alocacao.usuarioId, usuarioId),
            eq(alocacao.ativo, true),
          ),
        )
        .orderBy(asc(alocacao.inicio)),

    list: async (f: {
      alcance: SQL | undefined;
      ativo: boolean;
      usuarioId?: number;
      escalaId?: number;
      search?: string;
      offset: number;
      limit: number;
    }) => {
      const onde = and(
        eq(alocacao.empresaId, empresaId),
        f.alcance,
        eq(alocacao.ativo, f.ativo),
        seInformado(f.usuarioId, (v) => eq(alocacao.usuarioId, v)),
        seInformado(f.escalaId, (v) => eq(alocacao.escalaId, v)),
        seInformado(f.search, (v) => contem(usuario.nome, v)),
      );
      const { linhas, total } = await paginaComTotal(
        db,
        alocacao,
        onde,
        comNomes()
          .where(onde)
          .orderBy(asc(usuario.nome), desc(alocacao.inicio))
          .offset(f.offset)
          .limit(f.limit),
      );
      return { itens: linhas.map(achatar), total };
    },

    findById: async (id: number): Promise<AlocacaoComNomes | undefined> => {
      const [r] = await comNomes().where(
        and(eq(alocacao.empresaId, empresaId), eq(alocacao.id, id)),
      );
      return r && achatar(r);
    },

    insert: async (v: AlocacaoValores) => {
      const [a] = await db
        .insert(alocacao)
        .values({ ...v, empresaId })
        .returning({ id: alocacao.id });
      return a!.id;
    },

    update: async (id: number, v: Partial<AlocacaoValores>) => {
      await db
        .update(alocacao)
        .set(v)
        .where(and(eq(alocacao.empresaId, empresaId), eq(alocacao.id, id)));
    },

    /** Histórico (auditoria) das alocações, das mais recentes para as mais antigas. */
    historico: async (f: {
      alcance: SQL | undefined;
      alocacaoId?: number;
      usuarioId?: number;
      offset: number;
      limit: number;
    }) => {
      const autor = sql`(select ${usuario.nome} from ${usuario} where ${usuario.empresaId} = ${auditoria.empresaId} and ${usuario.id} = ${auditoria.usuarioId})`;
      const alvo = db
        .select({ id: sql<string>`${alocacao.id}::text` })
        .from(alocacao)
        .innerJoin(usuario, doColaborador(alocacao))
        .where(
          and(
            eq(alocacao.empresaId, empresaId),
            f.alcance,
            seInformado(f.alocacaoId, (v) => eq(alocacao.id, v)),
            seInformado(f.usuarioId, (v) => eq(alocacao.usuarioId, v)),
          ),
        );
      const onde = and(
        eq(auditoria.empresaId, empresaId),
        eq(auditoria.entidade, 'alocacao'),
        inArray(auditoria.entidadeId, alvo),
      );
      const [itens, [conta]] = await Promise.all([
        db
          .select({ linha: auditoria, usuarioNome: sql<string | null>`${autor}` })
          .from(auditoria)
          .where(onde)
          .orderBy(desc(auditoria.em), desc(auditoria.id))
          .offset(f.offset)
          .limit(f.limit),
        db.select({ n: count() }).from(auditoria).where(onde),
      ]);
      return { itens, total: conta?.n ?? 0 };
    },
  };
};
