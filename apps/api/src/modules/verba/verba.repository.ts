import type { ChaveQuantidade, DefinicaoLeiaute } from '@jornada/domain';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { historicoRepository } from '../../shared/historico.ts';
import { departamento, empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { leiauteExportacao, verba, verbaHistorico } from './verba.table.ts';

export type VerbaRow = typeof verba.$inferSelect;
export type LeiauteRow = typeof leiauteExportacao.$inferSelect;
export type EntidadeHistorico = 'verba' | 'leiaute';

export type VerbaValores = {
  codigo: string;
  descricao: string;
  unidade: 'horas' | 'dias';
  quantidades: ChaveQuantidade[];
  vigenciaInicio: string;
  vigenciaFim: string | null;
  ativo: boolean;
};

export type LeiauteValores = {
  nome: string;
  extensao: 'txt' | 'csv';
  definicao: DefinicaoLeiaute;
  ativo: boolean;
};

/** Colaborador como a exportação o identifica na folha. */
export type ColaboradorFolha = {
  id: number;
  nome: string;
  cpf: string;
  matricula: string | null;
  pis: string | null;
  admissao: string | null;
  demissao: string | null;
  departamentoCodigo: string | null;
};

/** Verbas, leiautes, versões e quem exportar; toda consulta filtra pela empresa do escopo. */
export const verbaRepository = ({ db, empresaId }: Escopo) => ({
  findEmpresa: async () => {
    const [e] = await db
      .select({ nome: empresa.nome, cnpj: empresa.cnpj })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e;
  },

  hasFilial: async (id: number) =>
    (
      await db
        .select({ id: filial.id })
        .from(filial)
        .where(and(eq(filial.empresaId, empresaId), eq(filial.id, id)))
    ).length > 0,

  hasDepartamento: async (id: number) =>
    (
      await db
        .select({ id: departamento.id })
        .from(departamento)
        .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, id)))
    ).length > 0,

  /** Verbas; com `inicio`/`fim`, só as vigentes em algum dia do intervalo. */
  listVerbas: (f: { ativo?: boolean; inicio?: string; fim?: string }) =>
    db
      .select()
      .from(verba)
      .where(
        and(
          eq(verba.empresaId, empresaId),
          f.ativo === undefined ? undefined : eq(verba.ativo, f.ativo),
          f.fim === undefined ? undefined : lte(verba.vigenciaInicio, f.fim),
          f.inicio === undefined
            ? undefined
            : or(isNull(verba.vigenciaFim), gte(verba.vigenciaFim, f.inicio)),
        ),
      )
      .orderBy(asc(verba.codigo), asc(verba.vigenciaInicio), asc(verba.id)),

  findVerba: async (id: number) => {
    const [v] = await db
      .select()
      .from(verba)
      .where(and(eq(verba.empresaId, empresaId), eq(verba.id, id)));
    return v;
  },

  insertVerba: async (v: VerbaValores) => {
    const [r] = await db
      .insert(verba)
      .values({ empresaId, ...v })
      .returning();
    return r!;
  },

  updateVerba: async (id: number, v: Partial<VerbaValores>) => {
    const [r] = await db
      .update(verba)
      .set({ ...v, versao: sql`${verba.versao} + 1` })
      .where(and(eq(verba.empresaId, empresaId), eq(verba.id, id)))
      .returning();
    return r!;
  },

  listLeiautes: () =>
    db
      .select()
      .from(leiauteExportacao)
      .where(and(eq(leiauteExportacao.empresaId, empresaId), eq(leiauteExportacao.ativo, true)))
      .orderBy(asc(leiauteExportacao.nome), asc(leiauteExportacao.id)),

  findLeiaute: async (id: number) => {
    const [l] = await db
      .select()
      .from(leiauteExportacao)
      .where(and(eq(leiauteExportacao.empresaId, empresaId), eq(leiauteExportacao.id, id)));
    return l;
  },

  insertLeiaute: async (v: LeiauteValores) => {
    const [r] = await db
      .insert(leiauteExportacao)
      .values({ empresaId, ...v })
      .returning();
    return r!;
  },

  updateLeiaute: async (id: number, v: Partial<LeiauteValores>) => {
    const [r] = await db
      .update(leiauteExportacao)
      .set({ ...v, versao: sql`${leiauteExportacao.versao} + 1` })
      .where(and(eq(leiauteExportacao.empresaId, empresaId), eq(leiauteExportacao.id, id)))
      .returning();
    return r!;
  },

  /** Versões de verbas e leiautes, da última à primeira. */
  historico: historicoRepository<EntidadeHistorico>(
    { db, empresaId },
    verbaHistorico,
    usuario,
    'recentes-primeiro',
  ),

  /**
   * Colaboradores empregados em algum dia de [inicio, fim], da empresa, de uma filial ou de um
   * departamento, em ordem de matrícula e nome. O PIS vem do cadastro de documentos do
   * colaborador (tabela `colaborador_documento`, só leitura).
   */
  listColaboradores: (f: {
    inicio: string;
    fim: string;
    filialId?: number;
    departamentoId?: number;
  }): Promise<ColaboradorFolha[]> =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        matricula: usuario.matricula,
        pis: sql<string | null>`(select d.pis from colaborador_documento d
          where d.empresa_id = ${usuario.empresaId} and d.usuario_id = ${usuario.id})`,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
        departamentoCodigo: sql<
          string | null
        >`coalesce(${departamento.codigo}, ${departamento.id}::text)`,
      })
      .from(usuario)
      .leftJoin(
        departamento,
        and(
          eq(departamento.empresaId, usuario.empresaId),
          eq(departamento.id, usuario.departamentoId),
        ),
      )
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          or(isNull(usuario.admissao), lte(usuario.admissao, f.fim)),
          or(isNull(usuario.demissao), gte(usuario.demissao, f.inicio)),
          f.filialId ? eq(usuario.filialId, f.filialId) : undefined,
          f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
        ),
      )
      .orderBy(asc(usuario.matricula), asc(usuario.nome), asc(usuario.id)),
});
