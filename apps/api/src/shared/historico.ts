import type { ColumnBaseConfig, ColumnDataType } from 'drizzle-orm';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Escopo } from './escopo.ts';

/** Uma coluna de qualquer tabela cujo valor lido é `D` (com `null` se `N` for falso). */
type Coluna<D, N extends boolean = true> = PgColumn<
  ColumnBaseConfig<ColumnDataType, string> & { data: D; notNull: N }
>;

/**
 * Tabela de versões de um módulo (só inserção): uma linha por gravação de uma entidade, com o
 * registro inteiro como ficou. Cada módulo tem a sua, com estas colunas.
 */
export type TabelaHistorico = PgTable & {
  empresaId: Coluna<number>;
  id: Coluna<number>;
  entidade: Coluna<string>;
  entidadeId: Coluna<number>;
  versao: Coluna<number>;
  acao: Coluna<string>;
  dados: Coluna<unknown>;
  autorId: Coluna<number, false>;
  em: Coluna<Date>;
};

/** Onde está o nome de quem gravou a versão (a tabela de usuários, passada pelo módulo). */
export type TabelaAutores = PgTable & {
  empresaId: Coluna<number>;
  id: Coluna<number>;
  nome: Coluna<string>;
};

/** Ordem da lista: da primeira versão à última, ou da última à primeira. */
export type OrdemHistorico = 'antigas-primeiro' | 'recentes-primeiro';

/** O registro como ficou depois da gravação: o id e a versão que ela produziu, e o resto. */
export type Versionado = { id: number; versao: number };

/** Uma gravação de entidade versionada: o que muda, de que estado para qual, e quando. */
export type Mudanca<E extends string = string> = {
  entidade: E;
  acao: string;
  antes: unknown;
  depois: Versionado;
  em: Date;
};

/** Uma versão como sai na resposta de `.../historico`. */
export type VersaoHistorico = {
  versao: number;
  acao: string;
  alteradoPor: number | null;
  alteradoPorNome: string | null;
  alteradoEm: string;
  dados: Record<string, unknown>;
};

type LinhaHistorico = {
  versao: number;
  acao: string;
  dados: unknown;
  autorId: number | null;
  autorNome: string | null;
  em: Date;
};

/**
 * O histórico de versões de um módulo no escopo da empresa: `inserir` grava a versão que a
 * mudança produziu (os dados são o estado depois dela) e `listar` devolve as versões de uma
 * entidade no formato da resposta, com o nome do autor.
 */
export const historicoRepository = <E extends string>(
  { db, empresaId }: Escopo,
  tabela: TabelaHistorico,
  autores: TabelaAutores,
  ordem: OrdemHistorico,
) => ({
  inserir: async (m: Mudanca<E>, autorId: number | null) => {
    const linha = {
      empresaId,
      entidade: m.entidade,
      entidadeId: m.depois.id,
      versao: m.depois.versao,
      acao: m.acao,
      dados: m.depois,
      autorId,
      em: m.em,
    };
    await db.insert(tabela).values(linha);
  },

  listar: async (entidade: E, entidadeId: number): Promise<VersaoHistorico[]> => {
    // Tipo explícito: as tabelas chegam sem nome literal no tipo e o Drizzle, que marca a
    // nulidade do LEFT JOIN pelo nome da tabela, não a deduz; as colunas dizem o tipo de cada campo.
    const linhas: LinhaHistorico[] = await db
      .select({
        versao: tabela.versao,
        acao: tabela.acao,
        dados: tabela.dados,
        autorId: tabela.autorId,
        autorNome: autores.nome,
        em: tabela.em,
      })
      .from(tabela)
      .leftJoin(
        autores,
        and(eq(autores.empresaId, tabela.empresaId), eq(autores.id, tabela.autorId)),
      )
      .where(
        and(
          eq(tabela.empresaId, empresaId),
          eq(tabela.entidade, entidade),
          eq(tabela.entidadeId, entidadeId),
        ),
      )
      .orderBy(
        ...(ordem === 'antigas-primeiro'
          ? [asc(tabela.id)]
          : [desc(tabela.versao), desc(tabela.id)]),
      );
    return linhas.map((h) => ({
      versao: h.versao,
      acao: h.acao,
      alteradoPor: h.autorId,
      alteradoPorNome: h.autorNome,
      alteradoEm: h.em.toISOString(),
      dados: h.dados as Record<string, unknown>,
    }));
  },
});

/** Os campos da trilha de auditoria de uma mudança (quem agiu e o nome da entidade, o módulo diz). */
export const trilhaDaMudanca = ({ acao, antes, depois, em }: Mudanca) => ({
  entidadeId: depois.id,
  acao,
  antes,
  depois,
  em,
});
