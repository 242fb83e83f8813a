import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { avisoAusenciaRepository, type DetalheAviso } from './aviso-ausencia.repository.ts';
import { lancamento, lancamentoFeriasAjuste, lancamentoFeriasPeriodo } from './lancamento.table.ts';

export type LancamentoRow = typeof lancamento.$inferSelect;
export type PeriodoRow = typeof lancamentoFeriasPeriodo.$inferSelect;
export type LancamentoComPeriodos = LancamentoRow & {
  nome: string;
  periodos: PeriodoRow[];
  /** Só no aviso de ausência: parte do dia, anexo e a ausência justificada da aprovação. */
  aviso: DetalheAviso | null;
};

/** Filtro das listas: quem (um colaborador, uma lista ou sem restrição), tipo, status, datas. */
export type FiltroLancamentos = {
  usuarioIds?: readonly number[];
  tipo?: string;
  status?: string;
  /** Lançamentos que tocam o intervalo [inicio, fim]. */
  inicio?: string;
  fim?: string;
};

const STATUS_ATIVOS = ['Pendente', 'Aprovado'];

export const lancamentoRepository = ({ db, empresaId }: Escopo) => {
  const comPeriodos = async (
    linhas: (LancamentoRow & { nome: string })[],
  ): Promise<LancamentoComPeriodos[]> => {
    if (linhas.length === 0) return [];
    const periodos = await db
      .select()
      .from(lancamentoFeriasPeriodo)
      .where(
        and(
          eq(lancamentoFeriasPeriodo.empresaId, empresaId),
          algumId(
            lancamentoFeriasPeriodo.lancamentoId,
            linhas.map((l) => l.id),
          ),
        ),
      )
      .orderBy(asc(lancamentoFeriasPeriodo.ordem));
    const avisos = await avisoAusenciaRepository({ db, empresaId }).listDetalhes(
      linhas.filter((l) => l.tipo === 'AvisoAusencia').map((l) => l.id),
    );
    return linhas.map((l) => ({
      ...l,
      periodos: periodos.filter((p) => p.lancamentoId === l.id),
      aviso: avisos.get(l.id) ?? null,
    }));
  };

  const selecionar = (onde: SQL | undefined) =>
    db
      .select({ l: lancamento, nome: usuario.nome })
      .from(lancamento)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, lancamento.empresaId), eq(usuario.id, lancamento.usuarioId)),
      )
      .where(and(eq(lancamento.empresaId, empresaId), onde))
      .orderBy(desc(lancamento.dataInicio), desc(lancamento.id));

  return {
    /** Trava a linha do colaborador: pedidos simultâneos da mesma pessoa entram em fila. */
    travarColaborador: async (usuarioId: number) => {
      const [u] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)))
        .for('update');
      return u !== undefined;
    },

    findColaborador: async (usuarioId: number) => {
      const [u] = await db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          email: usuario.email,
          admissao: usuario.admissao,
          demissao: usuario.demissao,
          departamentoId: usuario.departamentoId,
          gestorId: usuario.gestorId,
        })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
      return u;
    },

    find: async (id: number): Promise<LancamentoComPeriodos | undefined> => {
      const linhas = await selecionar(eq(lancamento.id, id));
      const [l] = await comPeriodos(linhas.map((r) => ({ ...r.l, nome: r.nome })));
      return l;
    },

    list: async (f: FiltroLancamentos): Promise<LancamentoComPeriodos[]> => {
      const linhas = await selecionar(
        and(
          f.usuarioIds ? algumId(lancamento.usuarioId, f.usuarioIds) : undefined,
          f.tipo ? eq(lancamento.tipo, f.tipo) : undefined,
          f.status ? eq(lancamento.status, f.status) : undefined,
          f.fim ? lte(lancamento.dataInicio, f.fim) : undefined,
          f.inicio ? gte(lancamento.dataFim, f.inicio) : undefined,
        ),
      );
      return comPeriodos(linhas.map((r) => ({ ...r.l, nome: r.nome })));
    },

    /** Lançamentos ativos (pendentes ou aprovados) do colaborador que tocam o intervalo. */
    listAtivosNoIntervalo: async (usuarioId: number, inicio: string, fim: string) => {
      const linhas = await selecionar(
        and(
          eq(lancamento.usuarioId, usuarioId),
          inArray(lancamento.status, STATUS_ATIVOS),
          lte(lancamento.dataInicio, fim),
          gte(lancamento.dataFim, inicio),
        ),
      );
      return comPeriodos(linhas.map((r) => ({ ...r.l, nome: r.nome })));
    },

    insert: async (
      v: Omit<typeof lancamento.$inferInsert, 'empresaId' | 'id'>,
      periodos: readonly { inicio: string; fim: string; dias: number }[] = [],
    ) => {
      const [l] = await db
        .insert(lancamento)
        .values({ ...v, empresaId })
        .returning({ id: lancamento.id });
      if (periodos.length > 0)
        await db
          .insert(lancamentoFeriasPeriodo)
          .values(periodos.map((p, i) => ({ empresaId, lancamentoId: l!.id, ordem: i + 1, ...p })));
      return l!.id;
    },

    updateStatus: async (
      id: number,
      v: Pick<LancamentoRow, 'status' | 'decididoPor' | 'decididoEm' | 'motivoDecisao'>,
    ) => {
      await db
        .update(lancamento)
        .set(v)
        .where(and(eq(lancamento.empresaId, empresaId), eq(lancamento.id, id)));
    },

    /** O ajuste mais recente de cada período aquisitivo do colaborador. */
    listAjustes: async (usuarioId: number) => {
      const linhas = await db
        .select()
        .from(lancamentoFeriasAjuste)
        .where(
          and(
            eq(lancamentoFeriasAjuste.empresaId, empresaId),
            eq(lancamentoFeriasAjuste.usuarioId, usuarioId),
          ),
        )
        .orderBy(asc(lancamentoFeriasAjuste.id));
      return new Map(linhas.map((a) => [a.periodoAquisitivo, a]));
    },

    insertAjuste: async (
      v: Omit<typeof lancamentoFeriasAjuste.$inferInsert, 'empresaId' | 'id'>,
    ) => {
      const [a] = await db
        .insert(lancamentoFeriasAjuste)
        .values({ ...v, empresaId })
        .returning();
      return a!;
    },

    /** Colaboradores (id, nome) que passam no filtro (o alcance de quem chama). */
    listColaboradores: async (filtro: SQL | undefined) =>
      db
        .select({ id: usuario.id, nome: usuario.nome })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), filtro))
        .orderBy(asc(usuario.nome)),
  };
};

export type LancamentoRepository = ReturnType<typeof lancamentoRepository>;

/**
 * Dias de ausência aprovada (férias, recesso, day off) de um lote de colaboradores que tocam o
 * intervalo: uma linha por trecho contínuo (nas férias, uma por período de gozo). Para o
 * calendário e o espelho (porta do módulo, index.ts).
 */
export const listAusenciasAprovadas = async (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => {
  const lista = await lancamentoRepository(escopo).list({
    usuarioIds,
    status: 'Aprovado',
    inicio,
    fim,
  });
  // O aviso de ausência aprovado chega ao espelho e ao calendário pela ausência justificada que
  // a aprovação gravou (módulo abono), não por aqui.
  return lista
    .filter((l) => l.tipo !== 'AvisoAusencia')
    .flatMap((l) => {
      const trechos =
        l.tipo === 'Ferias' ? l.periodos : [{ inicio: l.dataInicio, fim: l.dataFim, dias: l.dias }];
      return trechos
        .filter((t) => t.inicio <= fim && t.fim >= inicio)
        .map((t) => ({
          lancamentoId: l.id,
          usuarioId: l.usuarioId,
          tipo: l.tipo as 'Ferias' | 'Recesso' | 'DayOff',
          inicio: t.inicio,
          fim: t.fim,
        }));
    });
};
