import type { CadastroFiltro, ItemFiltro } from '@jornada/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Escopo } from '../../shared/escopo.ts';
import {
  cargo,
  centroCusto,
  departamento,
  empresa,
  filial,
  grupo,
  sindicato,
} from '../organizacao/index.ts';
import { grupoMembro, usuario } from '../usuario/index.ts';

export type FiltroCadastro = {
  search?: string;
  departamentoId?: number;
  filialId?: number;
  /** Só quem está neste grupo (`grupo_membro`). */
  grupoId?: number;
  /** Só a equipe deste gestor (`usuario.gestor_id`). */
  gestorId?: number;
  offset: number;
  limit: number;
};

// Busca sem acento e sem caixa, igual no PGlite e no PostgreSQL (sem depender da extensão unaccent).
const DE = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PARA = 'aaaaaeeeeiiiiooooouuuucn';
const contem = (coluna: PgColumn | SQL, termo: string) =>
  sql`translate(lower(${coluna}), ${DE}, ${PARA}) like ${`%${semAcento(termo)}%`}`;
export const semAcento = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[%_\\]/g, (c) => `\\${c}`);

type Consulta = { itens: ItemFiltro[]; total: number };

export const baseRepository = ({ db, empresaId }: Escopo) => {
  const simples = async (
    tabela:
      | typeof departamento
      | typeof cargo
      | typeof sindicato
      | typeof centroCusto
      | typeof grupo,
    f: FiltroCadastro,
  ): Promise<Consulta> => {
    const onde = and(
      eq(tabela.empresaId, empresaId),
      eq(tabela.ativo, true),
      f.search ? contem(tabela.nome, f.search) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db
        .select({ id: tabela.id, nome: tabela.nome, detalhe: tabela.codigo })
        .from(tabela)
        .where(onde)
        .orderBy(asc(tabela.nome))
        .offset(f.offset)
        .limit(f.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(tabela).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  };

  const filiais = async (f: FiltroCadastro): Promise<Consulta> => {
    const onde = and(
      eq(filial.empresaId, empresaId),
      f.search ? contem(filial.nome, f.search) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db
        .select({ id: filial.id, nome: filial.nome, detalhe: filial.cnpj })
        .from(filial)
        .where(onde)
        .orderBy(asc(filial.nome))
        .offset(f.offset)
        .limit(f.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(filial).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  };

  const pessoas = async (f: FiltroCadastro): Promise<Consulta> => {
    const onde = and(
      eq(usuario.empresaId, empresaId),
      eq(usuario.ativo, true),
      f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
      f.filialId ? eq(usuario.filialId, f.filialId) : undefined,
      f.gestorId ? eq(usuario.gestorId, f.gestorId) : undefined,
      f.grupoId
        ? sql`exists (select 1 from ${grupoMembro} where ${grupoMembro.empresaId} = ${usuario.empresaId} and ${grupoMembro.usuarioId} = ${usuario.id} and ${grupoMembro.grupoId} = ${f.grupoId})`
        : undefined,
      f.search ? contem(usuario.nome, f.search) : undefined,
    );
    const [itens, [conta]] = await Promise.all([
      db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          detalhe: sql<string | null>`concat_ws(' · ', ${cargo.nome}, ${departamento.nome})`,
        })
        .from(usuario)
        .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
        .leftJoin(
          departamento,
          and(
            eq(departamento.empresaId, usuario.empresaId),
            eq(departamento.id, usuario.departamentoId),
          ),
        )
        .where(onde)
        .orderBy(asc(usuario.nome))
        .offset(f.offset)
        .limit(f.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(usuario).where(onde),
    ]);
    return { itens, total: conta?.n ?? 0 };
  };

  /** Só a própria empresa: a listagem de todas é do operador (admin-master), em outro módulo. */
  const empresas = async (f: FiltroCadastro): Promise<Consulta> => {
    const itens = await db
      .select({ id: empresa.id, nome: empresa.nome, detalhe: empresa.cnpj })
      .from(empresa)
      .where(and(eq(empresa.id, empresaId), f.search ? contem(empresa.nome, f.search) : undefined));
    return { itens: itens.slice(f.offset, f.offset + f.limit), total: itens.length };
  };

  const porCadastro: Record<CadastroFiltro, (f: FiltroCadastro) => Promise<Consulta>> = {
    pessoas,
    filiais,
    empresas,
    departamentos: (f) => simples(departamento, f),
    grupos: (f) => simples(grupo, f),
    cargos: (f) => simples(cargo, f),
    sindicatos: (f) => simples(sindicato, f),
    'centros-custos': (f) => simples(centroCusto, f),
  };

  return { listar: (cadastro: CadastroFiltro, f: FiltroCadastro) => porCadastro[cadastro](f) };
};
