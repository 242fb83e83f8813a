import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { historicoRepository } from '../../shared/historico.ts';
import { cargo, centroCusto, departamento, grupo, sindicato } from '../organizacao/index.ts';
import { grupoMembro, usuario } from '../usuario/index.ts';
import { contemSemAcento as contem } from './cadastro.busca.ts';
import { cadastroHistorico, sindicatoConvencao } from './cadastro.table.ts';

/** As entidades da estrutura da empresa (nome da tabela, no histórico e na auditoria). */
export type EntidadeCadastro = 'departamento' | 'grupo' | 'centro_custo' | 'sindicato' | 'cargo';

// Todas nascem do mesmo `cadastro()` de organizacao: mesmas colunas, o mesmo tipo.
const TABELAS: Record<EntidadeCadastro, typeof departamento> = {
  departamento,
  grupo,
  centro_custo: centroCusto,
  sindicato,
  cargo,
};

export type LinhaCadastro = {
  id: number;
  nome: string;
  codigo: string | null;
  ativo: boolean;
  pessoas: number;
  dataBaseMes: number | null;
  observacoes: string | null;
};

export type GravacaoCadastro = {
  nome: string;
  codigo: string | null;
  dataBaseMes?: number | null;
  observacoes?: string | null;
};

export type FiltroCadastro = {
  search?: string;
  arquivados: boolean;
  offset: number;
  limit: number;
};

export const cadastroRepository = ({ db, empresaId }: Escopo) => {
  /** Quem aponta para o registro: pessoas (departamento, cargo) ou membros (grupo). */
  const pessoas = (entidade: EntidadeCadastro, t: typeof departamento): SQL<number> => {
    if (entidade === 'departamento')
      return sql<number>`(select count(*)::int from ${usuario} where ${usuario.empresaId} = ${t.empresaId} and ${usuario.departamentoId} = ${t.id})`;
    if (entidade === 'cargo')
      return sql<number>`(select count(*)::int from ${usuario} where ${usuario.empresaId} = ${t.empresaId} and ${usuario.cargoId} = ${t.id})`;
    if (entidade === 'sindicato')
      return sql<number>`(select count(*)::int from ${usuario} where ${usuario.empresaId} = ${t.empresaId} and ${usuario.sindicatoId} = ${t.id})`;
    if (entidade === 'centro_custo')
      return sql<number>`(select count(*)::int from ${usuario} where ${usuario.empresaId} = ${t.empresaId} and ${usuario.centroCustoId} = ${t.id})`;
    if (entidade === 'grupo')
      return sql<number>`(select count(*)::int from ${grupoMembro} where ${grupoMembro.empresaId} = ${t.empresaId} and ${grupoMembro.grupoId} = ${t.id})`;
    return sql<number>`0`;
  };

  const selecionar = (entidade: EntidadeCadastro) => {
    const t = TABELAS[entidade];
    return db
      .select({
        id: t.id,
        nome: t.nome,
        codigo: t.codigo,
        ativo: t.ativo,
        pessoas: pessoas(entidade, t),
        dataBaseMes: sindicatoConvencao.dataBaseMes,
        observacoes: sindicatoConvencao.observacoes,
      })
      .from(t)
      .leftJoin(
        sindicatoConvencao,
        entidade === 'sindicato'
          ? and(
              eq(sindicatoConvencao.empresaId, t.empresaId),
              eq(sindicatoConvencao.sindicatoId, t.id),
            )
          : sql`false`,
      );
  };

  const ondeLista = (
    entidade: EntidadeCadastro,
    f: Pick<FiltroCadastro, 'search' | 'arquivados'>,
  ) => {
    const t = TABELAS[entidade];
    return and(
      eq(t.empresaId, empresaId),
      f.arquivados ? undefined : eq(t.ativo, true),
      f.search ? sql`(${contem(t.nome, f.search)} or ${contem(t.codigo, f.search)})` : undefined,
    );
  };

  return {
    list: async (entidade: EntidadeCadastro, f: FiltroCadastro) => {
      const t = TABELAS[entidade];
      const onde = ondeLista(entidade, f);
      const [itens, [conta]] = await Promise.all([
        selecionar(entidade)
          .where(onde)
          .orderBy(desc(t.ativo), asc(sql`lower(${t.nome})`), asc(t.id))
          .offset(f.offset)
          .limit(f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(t).where(onde),
      ]);
      return { itens: itens as LinhaCadastro[], total: conta?.n ?? 0 };
    },

    find: async (entidade: EntidadeCadastro, id: number): Promise<LinhaCadastro | undefined> => {
      const t = TABELAS[entidade];
      const [r] = await selecionar(entidade).where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
      return r as LinhaCadastro | undefined;
    },

    /** Trava a linha até o fim da transação: versões do mesmo registro saem em fila. */
    lock: async (entidade: EntidadeCadastro, id: number) => {
      const t = TABELAS[entidade];
      const [r] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
        .for('update');
      return r !== undefined;
    },

    /** Outro registro com o mesmo nome, sem diferenciar maiúsculas (o índice único faz igual). */
    /** Nomes (minúsculos) de todos os registros da empresa, arquivados inclusive. */
    nomes: async (entidade: EntidadeCadastro) => {
      const t = TABELAS[entidade];
      const rows = await db
        .select({ nome: sql<string>`lower(${t.nome})` })
        .from(t)
        .where(eq(t.empresaId, empresaId));
      return new Set(rows.map((r) => r.nome));
    },

    hasNome: async (entidade: EntidadeCadastro, nome: string, excetoId?: number) => {
      const t = TABELAS[entidade];
      const [r] = await db
        .select({ id: t.id })
        .from(t)
        .where(
          and(
            eq(t.empresaId, empresaId),
            sql`lower(${t.nome}) = lower(${nome})`,
            excetoId ? ne(t.id, excetoId) : undefined,
          ),
        )
        .limit(1);
      return r !== undefined;
    },

    insert: async (entidade: EntidadeCadastro, g: GravacaoCadastro) => {
      const t = TABELAS[entidade];
      const [r] = await db
        .insert(t)
        .values({ empresaId, nome: g.nome, codigo: g.codigo })
        .returning({ id: t.id });
      return r!.id;
    },

    update: async (entidade: EntidadeCadastro, id: number, g: GravacaoCadastro) => {
      const t = TABELAS[entidade];
      await db
        .update(t)
        .set({ nome: g.nome, codigo: g.codigo })
        .where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
    },

    setAtivo: async (entidade: EntidadeCadastro, id: number, ativo: boolean) => {
      const t = TABELAS[entidade];
      await db
        .update(t)
        .set({ ativo })
        .where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
    },

    delete: async (entidade: EntidadeCadastro, id: number) => {
      const t = TABELAS[entidade];
      if (entidade === 'sindicato')
        await db
          .delete(sindicatoConvencao)
          .where(
            and(
              eq(sindicatoConvencao.empresaId, empresaId),
              eq(sindicatoConvencao.sindicatoId, id),
            ),
          );
      await db.delete(t).where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
    },

    /** Data-base e observações do sindicato (uma linha por sindicato). */
    upsertConvencao: async (
      sindicatoId: number,
      dataBaseMes: number | null,
      obs: string | null,
    ) => {
      await db
        .insert(sindicatoConvencao)
        .values({ empresaId, sindicatoId, dataBaseMes, observacoes: obs })
        .onConflictDoUpdate({
          target: [sindicatoConvencao.empresaId, sindicatoConvencao.sindicatoId],
          set: { dataBaseMes, observacoes: obs },
        });
    },

    /** Próxima versão do registro no histórico (registros semeados começam sem versões). */
    nextVersao: async (entidade: EntidadeCadastro, id: number) => {
      const [r] = await db
        .select({ v: sql<number>`coalesce(max(${cadastroHistorico.versao}), 0)::int` })
        .from(cadastroHistorico)
        .where(
          and(
            eq(cadastroHistorico.empresaId, empresaId),
            eq(cadastroHistorico.entidade, entidade),
            eq(cadastroHistorico.entidadeId, id),
          ),
        );
      return (r?.v ?? 0) + 1;
    },

    historico: historicoRepository<EntidadeCadastro>(
      { db, empresaId },
      cadastroHistorico,
      usuario,
      'recentes-primeiro',
    ),
  };
};
export type CadastroRepository = ReturnType<typeof cadastroRepository>;
