import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  processoInterno,
  processoInternoAnexo,
  processoInternoHistorico,
  processoInternoTipo,
} from './processo-interno.table.ts';

export type TipoRow = typeof processoInternoTipo.$inferSelect;
export type ProcessoRow = typeof processoInterno.$inferSelect & {
  tipoNome: string;
  colaboradorNome: string;
  gestorId: number | null;
};
export type FiltroProcessos = {
  id?: number;
  usuarioId?: number;
  /** Só os pedidos da equipe deste gestor (usuario.gestor_id). */
  gestorId?: number;
  status?: string;
};

/** Escapa % e _ para um ILIKE literal. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tipos, pedidos, anexos e histórico dos processos internos, sempre na empresa do escopo. */
export const processoInternoRepository = ({ db, empresaId }: Escopo) => {
  const doTipo = (id: number) =>
    and(eq(processoInternoTipo.empresaId, empresaId), eq(processoInternoTipo.id, id));

  const listProcessos = async (f: FiltroProcessos): Promise<ProcessoRow[]> => {
    const condicoes: (SQL | undefined)[] = [eq(processoInterno.empresaId, empresaId)];
    if (f.id !== undefined) condicoes.push(eq(processoInterno.id, f.id));
    if (f.usuarioId !== undefined) condicoes.push(eq(processoInterno.usuarioId, f.usuarioId));
    if (f.gestorId !== undefined) condicoes.push(eq(usuario.gestorId, f.gestorId));
    if (f.status !== undefined) condicoes.push(eq(processoInterno.status, f.status));
    const linhas = await db
      .select({
        p: processoInterno,
        tipoNome: processoInternoTipo.nome,
        colaboradorNome: usuario.nome,
        gestorId: usuario.gestorId,
      })
      .from(processoInterno)
      .innerJoin(
        processoInternoTipo,
        and(
          eq(processoInternoTipo.empresaId, processoInterno.empresaId),
          eq(processoInternoTipo.id, processoInterno.tipoId),
        ),
      )
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, processoInterno.empresaId),
          eq(usuario.id, processoInterno.usuarioId),
        ),
      )
      .where(and(...condicoes))
      .orderBy(desc(processoInterno.criadoEm), desc(processoInterno.id))
      .limit(500);
    return linhas.map((l) => ({
      ...l.p,
      tipoNome: l.tipoNome,
      colaboradorNome: l.colaboradorNome,
      gestorId: l.gestorId,
    }));
  };

  return {
    listTipos: (todos: boolean) =>
      db
        .select()
        .from(processoInternoTipo)
        .where(
          and(
            eq(processoInternoTipo.empresaId, empresaId),
            todos ? undefined : eq(processoInternoTipo.ativo, true),
          ),
        )
        .orderBy(asc(processoInternoTipo.nome), asc(processoInternoTipo.id)),
    findTipo: async (id: number): Promise<TipoRow | undefined> =>
      (await db.select().from(processoInternoTipo).where(doTipo(id)))[0],
    insertTipo: async (v: Omit<typeof processoInternoTipo.$inferInsert, 'empresaId'>) =>
      (
        await db
          .insert(processoInternoTipo)
          .values({ ...v, empresaId })
          .returning()
      )[0]!,
    updateTipo: async (
      id: number,
      v: Pick<TipoRow, 'nome' | 'descricao' | 'campos' | 'etapas' | 'ativo'>,
    ) => (await db.update(processoInternoTipo).set(v).where(doTipo(id)).returning())[0]!,

    listProcessos,
    findProcesso: async (id: number) => (await listProcessos({ id }))[0],
    /** Trava o pedido até o fim da transação: duas decisões ao mesmo tempo não passam. */
    lockProcesso: (id: number) =>
      db.execute(
        sql`select 1 from ${processoInterno} where ${processoInterno.empresaId} = ${empresaId} and ${processoInterno.id} = ${id} for update`,
      ),
    insertProcesso: async (
      v: Omit<typeof processoInterno.$inferInsert, 'empresaId' | 'id'>,
    ): Promise<number> =>
      (
        await db
          .insert(processoInterno)
          .values({ ...v, empresaId })
          .returning({ id: processoInterno.id })
      )[0]!.id,
    updateProcesso: (
      id: number,
      v: Partial<Pick<ProcessoRow, 'status' | 'etapaAtual' | 'respostas' | 'atualizadoEm'>>,
    ) =>
      db
        .update(processoInterno)
        .set(v)
        .where(and(eq(processoInterno.empresaId, empresaId), eq(processoInterno.id, id))),

    insertAnexo: (v: Omit<typeof processoInternoAnexo.$inferInsert, 'empresaId' | 'id'>) =>
      db.insert(processoInternoAnexo).values({ ...v, empresaId }),
    listAnexos: (processoIds: number[]) =>
      processoIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: processoInternoAnexo.id,
              processoId: processoInternoAnexo.processoId,
              campo: processoInternoAnexo.campo,
              nome: processoInternoAnexo.nome,
              tipo: processoInternoAnexo.tipo,
              tamanho: processoInternoAnexo.tamanho,
              criadoEm: processoInternoAnexo.criadoEm,
            })
            .from(processoInternoAnexo)
            .where(
              and(
                eq(processoInternoAnexo.empresaId, empresaId),
                inArray(processoInternoAnexo.processoId, processoIds),
              ),
            )
            .orderBy(asc(processoInternoAnexo.id)),
    findAnexo: async (id: number) =>
      (
        await db
          .select()
          .from(processoInternoAnexo)
          .where(
            and(eq(processoInternoAnexo.empresaId, empresaId), eq(processoInternoAnexo.id, id)),
          )
      )[0],

    insertHistorico: (v: Omit<typeof processoInternoHistorico.$inferInsert, 'empresaId' | 'id'>) =>
      db.insert(processoInternoHistorico).values({ ...v, empresaId }),
    listHistorico: (processoIds: number[]) =>
      processoIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: processoInternoHistorico.id,
              processoId: processoInternoHistorico.processoId,
              acao: processoInternoHistorico.acao,
              etapa: processoInternoHistorico.etapa,
              comentario: processoInternoHistorico.comentario,
              autorId: processoInternoHistorico.autorId,
              autorNome: usuario.nome,
              criadoEm: processoInternoHistorico.criadoEm,
            })
            .from(processoInternoHistorico)
            .innerJoin(
              usuario,
              and(
                eq(usuario.empresaId, processoInternoHistorico.empresaId),
                eq(usuario.id, processoInternoHistorico.autorId),
              ),
            )
            .where(
              and(
                eq(processoInternoHistorico.empresaId, empresaId),
                inArray(processoInternoHistorico.processoId, processoIds),
              ),
            )
            .orderBy(asc(processoInternoHistorico.id)),

    findUsuario: async (id: number) =>
      (
        await db
          .select({
            id: usuario.id,
            nome: usuario.nome,
            email: usuario.email,
            gestorId: usuario.gestorId,
          })
          .from(usuario)
          .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)))
      )[0],
    /** Quem é gestor imediato de alguém na empresa (usuario.gestor_id), ainda não desligado. */
    listGestores: (search: string | undefined) => {
      const equipe = db
        .select({ id: usuario.gestorId })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), sql`${usuario.gestorId} is not null`));
      return db
        .select({ id: usuario.id, nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(
          and(
            eq(usuario.empresaId, empresaId),
            isNull(usuario.demissao),
            inArray(usuario.id, equipe),
            search ? ilike(usuario.nome, `%${literal(search)}%`) : undefined,
          ),
        )
        .orderBy(asc(usuario.nome))
        .limit(200);
    },
  };
};

export type ProcessoInternoRepository = ReturnType<typeof processoInternoRepository>;
