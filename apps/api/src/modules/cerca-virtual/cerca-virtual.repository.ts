import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { executarPreparado } from '../../db/preparado.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacao } from '../marcacao/index.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { cercaVirtual, cercaVirtualExcecao, cercaVirtualFilial } from './cerca-virtual.table.ts';

export type CercaRow = typeof cercaVirtual.$inferSelect;
export type NovaCerca = Omit<typeof cercaVirtual.$inferInsert, 'empresaId' | 'id'>;
export type ConfigRow = typeof cercaVirtualFilial.$inferSelect;
export type ExcecaoRow = typeof cercaVirtualExcecao.$inferSelect & { usuarioNome: string };
/** Só o que a forma de uma cerca precisa (a conferência da marcação lê só isto). */
export type FormaRow = Pick<
  CercaRow,
  'nome' | 'tipo' | 'latitude' | 'longitude' | 'raioMetros' | 'vertices'
>;

/** Tudo o que a conferência de uma marcação lê da cerca, de uma vez (marcação é o caminho quente). */
export type ContextoCerca = {
  filialId: number;
  fuso: string;
  cercas: FormaRow[];
  excecoes: { inicio: string; fim: string | null }[];
  config: Pick<ConfigRow, 'modo' | 'toleranciaMetros'> | null;
};

/** Tudo filtrado pela empresa do escopo: um id de outra empresa simplesmente não é achado. */
export const cercaVirtualRepository = ({ db, empresaId }: Escopo) => ({
  listFiliais: () =>
    db
      .select({ id: filial.id, nome: filial.nome })
      .from(filial)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.ativo, true)))
      .orderBy(asc(filial.nome)),

  findFilial: async (filialId: number) => {
    const [f] = await db
      .select({ id: filial.id, nome: filial.nome })
      .from(filial)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, filialId)));
    return f;
  },

  listConfigs: () =>
    db.select().from(cercaVirtualFilial).where(eq(cercaVirtualFilial.empresaId, empresaId)),

  findConfig: async (filialId: number): Promise<ConfigRow | undefined> => {
    const [c] = await db
      .select()
      .from(cercaVirtualFilial)
      .where(
        and(eq(cercaVirtualFilial.empresaId, empresaId), eq(cercaVirtualFilial.filialId, filialId)),
      );
    return c;
  },

  upsertConfig: async (v: Omit<ConfigRow, 'empresaId'>) => {
    const [c] = await db
      .insert(cercaVirtualFilial)
      .values({ empresaId, ...v })
      .onConflictDoUpdate({
        target: [cercaVirtualFilial.empresaId, cercaVirtualFilial.filialId],
        set: { modo: v.modo, toleranciaMetros: v.toleranciaMetros, atualizadoEm: v.atualizadoEm },
      })
      .returning();
    return c!;
  },

  listCercas: (filialId?: number) =>
    db
      .select()
      .from(cercaVirtual)
      .where(
        and(
          eq(cercaVirtual.empresaId, empresaId),
          filialId === undefined ? undefined : eq(cercaVirtual.filialId, filialId),
        ),
      )
      .orderBy(asc(cercaVirtual.nome), asc(cercaVirtual.id)),

  findCerca: async (id: number): Promise<CercaRow | undefined> => {
    const [c] = await db
      .select()
      .from(cercaVirtual)
      .where(and(eq(cercaVirtual.empresaId, empresaId), eq(cercaVirtual.id, id)));
    return c;
  },

  insertCerca: async (v: NovaCerca) => {
    const [c] = await db
      .insert(cercaVirtual)
      .values({ empresaId, ...v })
      .returning();
    return c!;
  },

  updateCerca: async (id: number, v: Omit<NovaCerca, 'criadoEm'>) => {
    const [c] = await db
      .update(cercaVirtual)
      .set(v)
      .where(and(eq(cercaVirtual.empresaId, empresaId), eq(cercaVirtual.id, id)))
      .returning();
    return c!;
  },

  deleteCerca: async (id: number) => {
    await db
      .delete(cercaVirtual)
      .where(and(eq(cercaVirtual.empresaId, empresaId), eq(cercaVirtual.id, id)));
  },

  listExcecoes: (usuarioId?: number): Promise<ExcecaoRow[]> =>
    db
      .select({
        empresaId: cercaVirtualExcecao.empresaId,
        id: cercaVirtualExcecao.id,
        usuarioId: cercaVirtualExcecao.usuarioId,
        inicio: cercaVirtualExcecao.inicio,
        fim: cercaVirtualExcecao.fim,
        motivo: cercaVirtualExcecao.motivo,
        criadoEm: cercaVirtualExcecao.criadoEm,
        usuarioNome: usuario.nome,
      })
      .from(cercaVirtualExcecao)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, cercaVirtualExcecao.empresaId),
          eq(usuario.id, cercaVirtualExcecao.usuarioId),
        ),
      )
      .where(
        and(
          eq(cercaVirtualExcecao.empresaId, empresaId),
          usuarioId === undefined ? undefined : eq(cercaVirtualExcecao.usuarioId, usuarioId),
        ),
      )
      .orderBy(asc(usuario.nome), asc(cercaVirtualExcecao.inicio)),

  findExcecao: async (id: number) => {
    const [e] = await db
      .select()
      .from(cercaVirtualExcecao)
      .where(and(eq(cercaVirtualExcecao.empresaId, empresaId), eq(cercaVirtualExcecao.id, id)));
    return e;
  },

  insertExcecao: async (v: Omit<typeof cercaVirtualExcecao.$inferInsert, 'empresaId' | 'id'>) => {
    const [e] = await db
      .insert(cercaVirtualExcecao)
      .values({ empresaId, ...v })
      .returning();
    return e!;
  },

  deleteExcecao: async (id: number) => {
    await db
      .delete(cercaVirtualExcecao)
      .where(and(eq(cercaVirtualExcecao.empresaId, empresaId), eq(cercaVirtualExcecao.id, id)));
  },

  /** Pessoas ativas (para a exceção): id e nome. */
  listPessoas: () =>
    db
      .select({ id: usuario.id, nome: usuario.nome })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true)))
      .orderBy(asc(usuario.nome)),

  findPessoa: async (usuarioId: number) => {
    const [u] = await db
      .select({ id: usuario.id, nome: usuario.nome, filialId: usuario.filialId })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
    return u;
  },

  /**
   * De cada pessoa de um lote de marcações: filial, fuso da empresa (a data da exceção é a do fuso
   * da empresa), as cercas da filial, as exceções da pessoa e a configuração da filial, numa só ida
   * ao banco para o lote inteiro (a conferência está no caminho quente de toda marcação).
   */
  listContextoMarcacao: async (usuarioIds: number[]): Promise<Map<number, ContextoCerca>> => {
    const r = await executarPreparado(
      db,
      'cerca-contexto-marcacoes',
      sql`
      select u.id as "usuarioId", u.filial_id as "filialId", e.fuso_horario as "fuso",
        coalesce((
          select json_agg(json_build_object('nome', c.nome, 'tipo', c.tipo, 'latitude', c.latitude,
            'longitude', c.longitude, 'raioMetros', c.raio_metros, 'vertices', c.vertices)
            order by c.nome, c.id)
          from ${cercaVirtual} c where c.empresa_id = u.empresa_id and c.filial_id = u.filial_id
        ), '[]'::json) as "cercas",
        coalesce((
          select json_agg(json_build_object('inicio', x.inicio, 'fim', x.fim))
          from ${cercaVirtualExcecao} x where x.empresa_id = u.empresa_id and x.usuario_id = u.id
        ), '[]'::json) as "excecoes",
        (
          select json_build_object('modo', f.modo, 'toleranciaMetros', f.tolerancia_metros)
          from ${cercaVirtualFilial} f where f.empresa_id = u.empresa_id and f.filial_id = u.filial_id
        ) as "config"
      from ${usuario} u join ${empresa} e on e.id = u.empresa_id
      where u.empresa_id = ${empresaId} and u.id = any(${sql.param(usuarioIds)}::int[])`,
    );
    const linhas = (r as unknown as { rows: (ContextoCerca & { usuarioId: number })[] }).rows;
    return new Map(linhas.map((l) => [l.usuarioId, l]));
  },

  /** Marcações aceitas fora da cerca no período (datas locais), as mais recentes primeiro. */
  listMarcacoesForaDaCerca: (inicio: string, fim: string, limite: number) =>
    db
      .select({
        marcacaoId: marcacao.id,
        usuarioId: marcacao.usuarioId,
        nome: usuario.nome,
        matricula: usuario.matricula,
        filialId: marcacao.filialId,
        filialNome: filial.nome,
        dataHora: marcacao.dataHora,
        origem: marcacao.origem,
        latitude: marcacao.latitude,
        longitude: marcacao.longitude,
        precisaoMetros: marcacao.precisaoMetros,
        distanciaCercaMetros: marcacao.distanciaCercaMetros,
      })
      .from(marcacao)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, marcacao.empresaId), eq(usuario.id, marcacao.usuarioId)),
      )
      .innerJoin(
        filial,
        and(eq(filial.empresaId, marcacao.empresaId), eq(filial.id, marcacao.filialId)),
      )
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.foraDaCerca, true),
          gte(marcacao.data, inicio),
          lte(marcacao.data, fim),
        ),
      )
      .orderBy(desc(marcacao.dataHora), desc(marcacao.id))
      .limit(limite),

  findLocalMarcacao: async (marcacaoId: number) => {
    const [m] = await db
      .select({
        id: marcacao.id,
        usuarioId: marcacao.usuarioId,
        filialId: marcacao.filialId,
        latitude: marcacao.latitude,
        longitude: marcacao.longitude,
        precisaoMetros: marcacao.precisaoMetros,
        foraDaCerca: marcacao.foraDaCerca,
        distanciaCercaMetros: marcacao.distanciaCercaMetros,
      })
      .from(marcacao)
      .where(and(eq(marcacao.empresaId, empresaId), eq(marcacao.id, marcacaoId)));
    return m;
  },
});
