import type { ConvencaoVigencia, ParametrosEscolhidos } from '@jornada/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { sindicato } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { convencaoColetiva, convencaoColetivaVersao } from './convencao.table.ts';

const v = convencaoColetivaVersao;
const c = convencaoColetiva;

/** Só a versão mais nova de cada convenção (a que vale). */
const ehUltimaVersao = sql`${v.versao} = (select max(x.versao) from ${v} x where x.empresa_id = ${v.empresaId} and x.convencao_id = ${v.convencaoId})`;

const colunas = {
  id: c.id,
  sindicatoId: c.sindicatoId,
  sindicatoNome: sindicato.nome,
  versao: v.versao,
  nome: v.nome,
  vigenciaInicio: v.vigenciaInicio,
  vigenciaFim: v.vigenciaFim,
  dataBaseMes: v.dataBaseMes,
  observacoes: v.observacoes,
  modelo: v.modelo,
  parametros: v.parametros,
  autorNome: usuario.nome,
  em: v.em,
};

export type LinhaConvencao = {
  id: number;
  sindicatoId: number;
  sindicatoNome: string;
  versao: number;
  nome: string;
  vigenciaInicio: string;
  vigenciaFim: string | null;
  dataBaseMes: number | null;
  observacoes: string | null;
  modelo: string | null;
  parametros: Record<string, unknown>;
  autorNome: string | null;
  em: Date;
};

export type GravacaoVersao = Omit<
  LinhaConvencao,
  'id' | 'sindicatoId' | 'sindicatoNome' | 'versao' | 'autorNome' | 'em'
> & {
  autorId: number;
  em: Date;
};

export const convencaoRepository = ({ db, empresaId }: Escopo) => {
  const base = () =>
    db
      .select(colunas)
      .from(v)
      .innerJoin(c, and(eq(c.empresaId, v.empresaId), eq(c.id, v.convencaoId)))
      .innerJoin(
        sindicato,
        and(eq(sindicato.empresaId, c.empresaId), eq(sindicato.id, c.sindicatoId)),
      )
      .leftJoin(usuario, and(eq(usuario.empresaId, v.empresaId), eq(usuario.id, v.autorId)));

  const listBySindicato = (sindicatoId: number): Promise<LinhaConvencao[]> =>
    base()
      .where(and(eq(v.empresaId, empresaId), eq(c.sindicatoId, sindicatoId), ehUltimaVersao))
      .orderBy(desc(v.vigenciaInicio), desc(c.id));

  const findById = async (id: number): Promise<LinhaConvencao | undefined> =>
    (await base().where(and(eq(v.empresaId, empresaId), eq(c.id, id), ehUltimaVersao)))[0];

  const listVersoes = (id: number): Promise<LinhaConvencao[]> =>
    base()
      .where(and(eq(v.empresaId, empresaId), eq(c.id, id)))
      .orderBy(desc(v.versao));

  /** Trava a convenção (versões concorrentes não repetem o número). */
  const lock = async (id: number) =>
    (
      await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.empresaId, empresaId), eq(c.id, id)))
        .for('update')
    )[0];

  const insert = async (sindicatoId: number, g: GravacaoVersao) => {
    const [nova] = await db
      .insert(c)
      .values({ empresaId, sindicatoId, criadoEm: g.em })
      .returning({ id: c.id });
    await insertVersao(nova!.id, 1, g);
    return nova!.id;
  };

  const insertVersao = async (convencaoId: number, versao: number, g: GravacaoVersao) => {
    await db.insert(v).values({
      empresaId,
      convencaoId,
      versao,
      nome: g.nome,
      vigenciaInicio: g.vigenciaInicio,
      vigenciaFim: g.vigenciaFim,
      dataBaseMes: g.dataBaseMes,
      observacoes: g.observacoes,
      modelo: g.modelo,
      parametros: g.parametros,
      autorId: g.autorId,
      em: g.em,
    });
  };

  /** Colaboradores ligados ao sindicato (ativos e inativos), por nome. */
  const listColaboradores = (sindicatoId: number) =>
    db
      .select({ usuarioId: usuario.id, nome: usuario.nome, sindicatoId: usuario.sindicatoId })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.sindicatoId, sindicatoId)))
      .orderBy(usuario.nome);

  const findColaborador = async (usuarioId: number) =>
    (
      await db
        .select({ usuarioId: usuario.id, nome: usuario.nome, sindicatoId: usuario.sindicatoId })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)))
        .for('update')
    )[0];

  const setSindicato = (usuarioId: number, sindicatoId: number | null) =>
    db
      .update(usuario)
      .set({ sindicatoId })
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));

  /**
   * Para o resolvedor de regras: as convenções (versão mais nova) do sindicato de cada
   * colaborador do lote que tocam [inicio, fim]. Uma consulta, qualquer que seja o lote.
   */
  const convencoesDosColaboradores = async (
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
  ): Promise<(ConvencaoVigencia & { usuarioId: number })[]> => {
    if (usuarioIds.length === 0) return [];
    const linhas = await db
      .select({
        usuarioId: usuario.id,
        convencaoId: c.id,
        vigenciaInicio: v.vigenciaInicio,
        vigenciaFim: v.vigenciaFim,
        parametros: v.parametros,
      })
      .from(usuario)
      .innerJoin(c, and(eq(c.empresaId, usuario.empresaId), eq(c.sindicatoId, usuario.sindicatoId)))
      .innerJoin(v, and(eq(v.empresaId, c.empresaId), eq(v.convencaoId, c.id)))
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          algumId(usuario.id, usuarioIds),
          ehUltimaVersao,
          sql`${v.vigenciaInicio} <= ${fim}`,
          sql`(${v.vigenciaFim} is null or ${v.vigenciaFim} >= ${inicio})`,
        ),
      );
    return linhas.map((l) => ({
      usuarioId: l.usuarioId,
      convencaoId: l.convencaoId,
      vigenciaInicio: l.vigenciaInicio,
      vigenciaFim: l.vigenciaFim,
      parametros: ((l.parametros as { regras?: ParametrosEscolhidos }).regras ??
        {}) as ParametrosEscolhidos,
    }));
  };

  return {
    listBySindicato,
    findById,
    listVersoes,
    lock,
    insert,
    insertVersao,
    listColaboradores,
    findColaborador,
    setSindicato,
    convencoesDosColaboradores,
  };
};

/** Porta para o resolvedor de regras (módulo `regras`): convenções do sindicato de cada pessoa. */
export const listConvencoesDosColaboradores = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => convencaoRepository(escopo).convencoesDosColaboradores(usuarioIds, inicio, fim);
