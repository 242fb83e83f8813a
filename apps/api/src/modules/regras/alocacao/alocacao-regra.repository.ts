import type { AlocacaoRegra } from '@jornada/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Escopo } from '../../../shared/escopo.ts';
import { semAcento } from '../../base/index.ts';
import { usuario } from '../../usuario/index.ts';
import { regraPontoVersao } from '../ponto/index.ts';
import { alocacaoRegra, alocacaoRegraVersao } from './alocacao-regra.table.ts';

export type AlocacaoRow = typeof alocacaoRegra.$inferSelect;
type NovaAlocacao = Omit<typeof alocacaoRegra.$inferInsert, 'empresaId' | 'id'>;
type NovaVersao = Omit<typeof alocacaoRegraVersao.$inferInsert, 'empresaId' | 'criadoEm'>;
export type FiltroAlocacao = {
  usuarioId?: number;
  regraId?: number;
  status?: 'ativa' | 'inativa';
  data?: string;
  search?: string;
};

const DE = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PARA = 'aaaaaeeeeiiiiooooouuuucn';

/** Nome da última versão da regra de ponto (para listas e histórico). */
const nomeDaRegra = (empresaId: AnyPgColumn, regraId: AnyPgColumn) =>
  sql<string>`(select ${regraPontoVersao.nome} from ${regraPontoVersao}
    where ${regraPontoVersao.empresaId} = ${empresaId} and ${regraPontoVersao.regraPontoId} = ${regraId}
    order by ${regraPontoVersao.versao} desc limit 1)`;

const paraContrato = (
  a: Pick<
    AlocacaoRow,
    'id' | 'usuarioId' | 'regraPontoId' | 'dataInicio' | 'dataFim' | 'status'
  > & {
    usuarioNome: string;
    regraNome: string;
    alteradoEm: Date;
    alteradoPor: number | null;
  },
): AlocacaoRegra => ({
  id: a.id,
  usuarioId: a.usuarioId,
  usuarioNome: a.usuarioNome,
  regraId: a.regraPontoId,
  regraNome: a.regraNome,
  dataInicio: a.dataInicio,
  dataFim: a.dataFim,
  status: a.status as AlocacaoRegra['status'],
  alteradoEm: a.alteradoEm.toISOString(),
  alteradoPor: a.alteradoPor,
});

export const alocacaoRegraRepository = ({ db, empresaId }: Escopo) => {
  const daEmpresa = eq(alocacaoRegra.empresaId, empresaId);
  const comNomes = () =>
    db
      .select({
        id: alocacaoRegra.id,
        usuarioId: alocacaoRegra.usuarioId,
        regraPontoId: alocacaoRegra.regraPontoId,
        dataInicio: alocacaoRegra.dataInicio,
        dataFim: alocacaoRegra.dataFim,
        status: alocacaoRegra.status,
        alteradoEm: alocacaoRegra.alteradoEm,
        alteradoPor: alocacaoRegra.alteradoPor,
        usuarioNome: usuario.nome,
        regraNome: nomeDaRegra(alocacaoRegra.empresaId, alocacaoRegra.regraPontoId),
      })
      .from(alocacaoRegra)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, alocacaoRegra.empresaId),
          eq(usuario.id, alocacaoRegra.usuarioId),
        ),
      );

  const filtrar = (f: FiltroAlocacao) =>
    and(
      daEmpresa,
      f.usuarioId ? eq(alocacaoRegra.usuarioId, f.usuarioId) : undefined,
      f.regraId ? eq(alocacaoRegra.regraPontoId, f.regraId) : undefined,
      f.status ? eq(alocacaoRegra.status, f.status) : undefined,
      f.data
        ? and(
            lte(alocacaoRegra.dataInicio, f.data),
            or(isNull(alocacaoRegra.dataFim), gte(alocacaoRegra.dataFim, f.data)),
          )
        : undefined,
      f.search
        ? sql`translate(lower(${usuario.nome}), ${DE}, ${PARA}) like ${`%${semAcento(f.search)}%`}`
        : undefined,
    );

  return {
    /** Trava os colaboradores (FOR NO KEY UPDATE): alocações do mesmo colaborador em série. */
    travarUsuarios: async (ids: readonly number[]) => {
      const rows = await db
        .select({ id: usuario.id, nome: usuario.nome })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.id, [...ids])))
        .for('no key update');
      return new Map(rows.map((r) => [r.id, r.nome]));
    },

    /** Trava e devolve alocações da empresa pelos ids. */
    travar: (ids: readonly number[]) =>
      db
        .select()
        .from(alocacaoRegra)
        .where(and(daEmpresa, inArray(alocacaoRegra.id, [...ids])))
        .for('update'),

    ativasDosUsuarios: (usuarioIds: readonly number[]) =>
      db
        .select()
        .from(alocacaoRegra)
        .where(
          and(
            daEmpresa,
            inArray(alocacaoRegra.usuarioId, [...usuarioIds]),
            eq(alocacaoRegra.status, 'ativa'),
          ),
        ),

    inserir: (linhas: readonly NovaAlocacao[]) =>
      db
        .insert(alocacaoRegra)
        .values(linhas.map((l) => ({ empresaId, ...l })))
        .returning(),

    atualizar: (ids: readonly number[], set: Partial<NovaAlocacao>) =>
      db
        .update(alocacaoRegra)
        .set({ ...set, versao: sql`${alocacaoRegra.versao} + 1`, alteradoEm: sql`now()` })
        .where(and(daEmpresa, inArray(alocacaoRegra.id, [...ids])))
        .returning(),

    inserirVersoes: async (linhas: readonly NovaVersao[]) => {
      if (linhas.length)
        await db.insert(alocacaoRegraVersao).values(linhas.map((l) => ({ empresaId, ...l })));
    },

    obter: async (id: number) => {
      const [row] = await comNomes().where(and(daEmpresa, eq(alocacaoRegra.id, id)));
      return row ? paraContrato(row) : undefined;
    },

    listar: async (f: FiltroAlocacao, offset: number, limit: number) => {
      const where = filtrar(f);
      const [rows, [total]] = await Promise.all([
        comNomes()
          .where(where)
          .orderBy(asc(usuario.nome), desc(alocacaoRegra.dataInicio))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(alocacaoRegra)
          .innerJoin(
            usuario,
            and(
              eq(usuario.empresaId, alocacaoRegra.empresaId),
              eq(usuario.id, alocacaoRegra.usuarioId),
            ),
          )
          .where(where),
      ]);
      return { items: rows.map(paraContrato), total: total?.n ?? 0 };
    },

    contarPorStatus: (f: FiltroAlocacao) =>
      db
        .select({ status: alocacaoRegra.status, n: count() })
        .from(alocacaoRegra)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, alocacaoRegra.empresaId),
            eq(usuario.id, alocacaoRegra.usuarioId),
          ),
        )
        .where(filtrar({ ...f, status: undefined }))
        .groupBy(alocacaoRegra.status),

    /** Histórico de uma alocação, da versão mais recente. */
    versoes: (id: number) =>
      db
        .select({
          versao: alocacaoRegraVersao.versao,
          acao: alocacaoRegraVersao.acao,
          id: alocacaoRegraVersao.alocacaoId,
          usuarioId: alocacaoRegraVersao.usuarioId,
          regraPontoId: alocacaoRegraVersao.regraPontoId,
          dataInicio: alocacaoRegraVersao.dataInicio,
          dataFim: alocacaoRegraVersao.dataFim,
          status: alocacaoRegraVersao.status,
          alteradoEm: alocacaoRegraVersao.criadoEm,
          alteradoPor: alocacaoRegraVersao.autorId,
          usuarioNome: usuario.nome,
          regraNome: nomeDaRegra(alocacaoRegraVersao.empresaId, alocacaoRegraVersao.regraPontoId),
        })
        .from(alocacaoRegraVersao)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, alocacaoRegraVersao.empresaId),
            eq(usuario.id, alocacaoRegraVersao.usuarioId),
          ),
        )
        .where(
          and(eq(alocacaoRegraVersao.empresaId, empresaId), eq(alocacaoRegraVersao.alocacaoId, id)),
        )
        .orderBy(desc(alocacaoRegraVersao.versao))
        .then((rows) =>
          rows.map((r) => ({ ...paraContrato(r), versao: r.versao, acao: r.acao as never })),
        ),
  };
};
