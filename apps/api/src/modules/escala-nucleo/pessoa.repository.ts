import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { cargo, departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { alocacao } from './alocacao.table.ts';
import { contem } from './busca.ts';

/** Colaborador como os calendários e as permissões de escala o enxergam. */
export type Pessoa = {
  id: number;
  nome: string;
  cargo: string | null;
  departamentoId: number | null;
  departamento: string | null;
  gestorId: number | null;
  filialId: number;
  uf: string;
  turno: string | null;
  foto: string | null;
  admissao: string | null;
  demissao: string | null;
};

export type FiltroPessoas = {
  alcance: SQL | undefined;
  departamentoId?: number;
  /** Só quem tem alocação ativa na escala entre `inicio` e `fim`. */
  escalaId?: number;
  search?: string;
  /** Empregado em algum dia do período (admissão e desligamento). */
  inicio: string;
  fim: string;
  offset: number;
  limit: number;
};

export const pessoaRepository = ({ db, empresaId }: Escopo) => {
  const colunas = {
    id: usuario.id,
    nome: usuario.nome,
    cargo: cargo.nome,
    departamentoId: usuario.departamentoId,
    departamento: departamento.nome,
    gestorId: usuario.gestorId,
    filialId: usuario.filialId,
    uf: filial.uf,
    turno: usuario.turno,
    foto: usuario.foto,
    admissao: usuario.admissao,
    demissao: usuario.demissao,
  };

  const consulta = () =>
    db
      .select(colunas)
      .from(usuario)
      .innerJoin(
        filial,
        and(eq(filial.empresaId, usuario.empresaId), eq(filial.id, usuario.filialId)),
      )
      .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
      .leftJoin(
        departamento,
        and(
          eq(departamento.empresaId, usuario.empresaId),
          eq(departamento.id, usuario.departamentoId),
        ),
      );

  const onde = (f: FiltroPessoas) =>
    and(
      eq(usuario.empresaId, empresaId),
      f.alcance,
      or(eq(usuario.ativo, true), gte(usuario.demissao, f.inicio)),
      or(isNull(usuario.admissao), lte(usuario.admissao, f.fim)),
      f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
      f.search ? contem(usuario.nome, f.search) : undefined,
      f.escalaId
        ? sql`exists (select 1 from ${alocacao} where ${alocacao.empresaId} = ${usuario.empresaId}
            and ${alocacao.usuarioId} = ${usuario.id} and ${alocacao.escalaId} = ${f.escalaId}
            and ${alocacao.ativo} and ${alocacao.inicio} <= ${f.fim}
            and (${alocacao.fim} is null or ${alocacao.fim} >= ${f.inicio}))`
        : undefined,
    );

  return {
    findById: async (id: number): Promise<Pessoa | undefined> => {
      const [p] = await consulta().where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
      return p;
    },

    /** Trava a linha do colaborador até o fim da transação (ações do mesmo dia em série). */
    travar: async (id: number): Promise<boolean> => {
      const rows = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)))
        .for('update');
      return rows.length > 0;
    },

    listByIds: (ids: readonly number[]): Promise<Pessoa[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : consulta().where(and(eq(usuario.empresaId, empresaId), algumId(usuario.id, ids))),

    /** Página de colaboradores em ordem de nome, com o total. */
    list: async (f: FiltroPessoas): Promise<{ itens: Pessoa[]; total: number }> => {
      const filtro = onde(f);
      const [itens, [conta]] = await Promise.all([
        consulta()
          .where(filtro)
          .orderBy(asc(usuario.nome), asc(usuario.id))
          .offset(f.offset)
          .limit(f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(usuario).where(filtro),
      ]);
      return { itens, total: conta?.n ?? 0 };
    },
  };
};
