import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  bancoHoras,
  bancoHorasCiclo,
  bancoHorasCicloVerba,
  bancoHorasColaborador,
  bancoHorasConfiguracao,
  bancoHorasConfiguracaoCiclo,
  bancoHorasEstagio,
  bancoHorasEstagioVerba,
  bancoHorasFaixa,
  bancoHorasFaixaVerba,
  bancoHorasFechamento,
  bancoHorasFechamentoItem,
  bancoHorasLancamento,
} from './banco-horas.table.ts';

/** Tabelas de cadastro simples (id + empresa): lista, por id, inserção e alteração. */
const TABELAS = {
  configuracao: bancoHorasConfiguracao,
  configuracaoCiclo: bancoHorasConfiguracaoCiclo,
  cicloVerba: bancoHorasCicloVerba,
  faixa: bancoHorasFaixa,
  faixaVerba: bancoHorasFaixaVerba,
  banco: bancoHoras,
  ciclo: bancoHorasCiclo,
} as const;
export type TabelaCadastro = keyof typeof TABELAS;
type Linha<K extends TabelaCadastro> = (typeof TABELAS)[K]['$inferSelect'];
type Novo<K extends TabelaCadastro> = Omit<(typeof TABELAS)[K]['$inferInsert'], 'id' | 'empresaId'>;

export const bancoHorasRepository = ({ db, empresaId }: Escopo) => {
  const cadastro = <K extends TabelaCadastro>(k: K) => {
    // As sete tabelas têm as mesmas colunas empresa_id e id; o Drizzle não une os tipos delas.
    const t = TABELAS[k] as typeof bancoHorasConfiguracao;
    return {
      list: async (): Promise<Linha<K>[]> =>
        (await db.select().from(t).where(eq(t.empresaId, empresaId)).orderBy(t.id)) as Linha<K>[],
      find: async (id: number): Promise<Linha<K> | undefined> => {
        const [r] = await db
          .select()
          .from(t)
          .where(and(eq(t.empresaId, empresaId), eq(t.id, id)));
        return r as Linha<K> | undefined;
      },
      insert: async (v: Novo<K>): Promise<Linha<K>> => {
        const [r] = await db
          .insert(t)
          .values({ ...(v as object), empresaId } as typeof t.$inferInsert)
          .returning();
        return r as Linha<K>;
      },
      update: async (id: number, v: Partial<Novo<K>>): Promise<Linha<K>> => {
        const [r] = await db
          .update(t)
          .set(v as object)
          .where(and(eq(t.empresaId, empresaId), eq(t.id, id)))
          .returning();
        return r as Linha<K>;
      },
    };
  };

  return {
    cadastro,

    findUsuario: async (id: number) => {
      const [u] = await db
        .select({
          id: usuario.id,
          gestorId: usuario.gestorId,
          admissao: usuario.admissao,
          demissao: usuario.demissao,
        })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
      return u;
    },

    listUsuarios: async (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : db
            .select({ id: usuario.id, admissao: usuario.admissao, demissao: usuario.demissao })
            .from(usuario)
            .where(and(eq(usuario.empresaId, empresaId), algumId(usuario.id, ids))),

    findCicloDaConfiguracao: async (configuracaoId: number) => {
      const [r] = await db
        .select()
        .from(bancoHorasConfiguracaoCiclo)
        .where(
          and(
            eq(bancoHorasConfiguracaoCiclo.empresaId, empresaId),
            eq(bancoHorasConfiguracaoCiclo.configuracaoId, configuracaoId),
          ),
        );
      return r;
    },

    listFaixasDaConfiguracao: (configuracaoId: number) =>
      db
        .select()
        .from(bancoHorasFaixa)
        .where(
          and(
            eq(bancoHorasFaixa.empresaId, empresaId),
            eq(bancoHorasFaixa.configuracaoId, configuracaoId),
          ),
        )
        .orderBy(asc(bancoHorasFaixa.ordem)),

    listVerbasDoCiclo: (configuracaoId: number) =>
      db
        .select()
        .from(bancoHorasCicloVerba)
        .where(
          and(
            eq(bancoHorasCicloVerba.empresaId, empresaId),
            eq(bancoHorasCicloVerba.configuracaoId, configuracaoId),
          ),
        ),

    listEstagios: (bancoHoraId: number) =>
      db
        .select({ ordem: bancoHorasEstagio.ordem, limiteMinutos: bancoHorasEstagio.limiteMinutos })
        .from(bancoHorasEstagio)
        .where(
          and(
            eq(bancoHorasEstagio.empresaId, empresaId),
            eq(bancoHorasEstagio.bancoHoraId, bancoHoraId),
          ),
        )
        .orderBy(asc(bancoHorasEstagio.ordem)),

    replaceEstagios: async (
      bancoHoraId: number,
      estagios: readonly { ordem: number; limiteMinutos: number }[],
    ) => {
      await db
        .delete(bancoHorasEstagio)
        .where(
          and(
            eq(bancoHorasEstagio.empresaId, empresaId),
            eq(bancoHorasEstagio.bancoHoraId, bancoHoraId),
          ),
        );
      if (estagios.length > 0)
        await db
          .insert(bancoHorasEstagio)
          .values(estagios.map((e) => ({ ...e, empresaId, bancoHoraId })));
    },

    findEstagioVerba: async () => {
      const [r] = await db
        .select()
        .from(bancoHorasEstagioVerba)
        .where(eq(bancoHorasEstagioVerba.empresaId, empresaId));
      return r;
    },

    upsertEstagioVerba: async (v: { verba: string; descricao: string | null }) => {
      await db
        .insert(bancoHorasEstagioVerba)
        .values({ empresaId, ...v })
        .onConflictDoUpdate({ target: bancoHorasEstagioVerba.empresaId, set: v });
    },

    listCiclos: (bancoHoraId?: number) =>
      db
        .select()
        .from(bancoHorasCiclo)
        .where(
          and(
            eq(bancoHorasCiclo.empresaId, empresaId),
            bancoHoraId === undefined ? undefined : eq(bancoHorasCiclo.bancoHoraId, bancoHoraId),
          ),
        )
        .orderBy(asc(bancoHorasCiclo.bancoHoraId), asc(bancoHorasCiclo.inicio)),

    listCiclosPorId: (ids: readonly number[]) =>
      db
        .select()
        .from(bancoHorasCiclo)
        .where(and(eq(bancoHorasCiclo.empresaId, empresaId), algumId(bancoHorasCiclo.id, ids))),

    setCiclosAtivos: (ids: readonly number[], ativo: boolean) =>
      db
        .update(bancoHorasCiclo)
        .set({ ativo })
        .where(and(eq(bancoHorasCiclo.empresaId, empresaId), algumId(bancoHorasCiclo.id, ids))),

    /** Trava a linha do ciclo até o fim da transação (fechamento e reabertura em série). */
    lockCiclo: async (id: number) => {
      const [r] = await db
        .select()
        .from(bancoHorasCiclo)
        .where(and(eq(bancoHorasCiclo.empresaId, empresaId), eq(bancoHorasCiclo.id, id)))
        .for('update');
      return r;
    },

    // ── Colaboradores ──
    listColaboradores: (f: { bancoHoraId?: number; usuarioId?: number }) =>
      db
        .select()
        .from(bancoHorasColaborador)
        .where(
          and(
            eq(bancoHorasColaborador.empresaId, empresaId),
            f.bancoHoraId === undefined
              ? undefined
              : eq(bancoHorasColaborador.bancoHoraId, f.bancoHoraId),
            f.usuarioId === undefined
              ? undefined
              : eq(bancoHorasColaborador.usuarioId, f.usuarioId),
          ),
        )
        .orderBy(asc(bancoHorasColaborador.usuarioId), asc(bancoHorasColaborador.vigenciaInicio)),

    findColaborador: async (id: number) => {
      const [r] = await db
        .select()
        .from(bancoHorasColaborador)
        .where(
          and(eq(bancoHorasColaborador.empresaId, empresaId), eq(bancoHorasColaborador.id, id)),
        );
      return r;
    },

    /** A vigência do colaborador que cobre `data` (ou a última que começou até ela). */
    findVigencia: async (usuarioId: number, data: string) => {
      const [r] = await db
        .select()
        .from(bancoHorasColaborador)
        .where(
          and(
            eq(bancoHorasColaborador.empresaId, empresaId),
            eq(bancoHorasColaborador.usuarioId, usuarioId),
            lte(bancoHorasColaborador.vigenciaInicio, data),
          ),
        )
        .orderBy(desc(bancoHorasColaborador.vigenciaInicio))
        .limit(1);
      return r;
    },

    /** Vigências do banco que tocam o período (quem entra no fechamento do ciclo). */
    listVigenciasNoPeriodo: (bancoHoraId: number, inicio: string, fim: string) =>
      db
        .select()
        .from(bancoHorasColaborador)
        .where(
          and(
            eq(bancoHorasColaborador.empresaId, empresaId),
            eq(bancoHorasColaborador.bancoHoraId, bancoHoraId),
            lte(bancoHorasColaborador.vigenciaInicio, fim),
            or(
              isNull(bancoHorasColaborador.vigenciaFim),
              gte(bancoHorasColaborador.vigenciaFim, inicio),
            ),
          ),
        )
        .orderBy(asc(bancoHorasColaborador.usuarioId)),

    insertColaborador: async (v: typeof bancoHorasColaborador.$inferInsert) => {
      const [r] = await db.insert(bancoHorasColaborador).values(v).returning();
      return r!;
    },

    updateColaborador: async (
      id: number,
      v: Partial<
        Pick<typeof bancoHorasColaborador.$inferInsert, 'vigenciaFim' | 'saldoAnteriorMinutos'>
      >,
    ) => {
      const [r] = await db
        .update(bancoHorasColaborador)
        .set(v)
        .where(
          and(eq(bancoHorasColaborador.empresaId, empresaId), eq(bancoHorasColaborador.id, id)),
        )
        .returning();
      return r!;
    },

    // ── Lançamentos manuais ──
    insertLancamento: async (v: Omit<typeof bancoHorasLancamento.$inferInsert, 'empresaId'>) => {
      const [r] = await db
        .insert(bancoHorasLancamento)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },

    findLancamento: async (id: number) => {
      const [r] = await db
        .select()
        .from(bancoHorasLancamento)
        .where(and(eq(bancoHorasLancamento.empresaId, empresaId), eq(bancoHorasLancamento.id, id)));
      return r;
    },

    listLancamentos: (usuarioIds: readonly number[], ate?: string) =>
      db
        .select()
        .from(bancoHorasLancamento)
        .where(
          and(
            eq(bancoHorasLancamento.empresaId, empresaId),
            algumId(bancoHorasLancamento.usuarioId, usuarioIds),
            ate === undefined ? undefined : lte(bancoHorasLancamento.data, ate),
          ),
        )
        .orderBy(asc(bancoHorasLancamento.data), asc(bancoHorasLancamento.id)),

    // ── Fechamentos ──
    findUltimoFechamento: async (cicloId: number) => {
      const [r] = await db
        .select()
        .from(bancoHorasFechamento)
        .where(
          and(
            eq(bancoHorasFechamento.empresaId, empresaId),
            eq(bancoHorasFechamento.cicloId, cicloId),
          ),
        )
        .orderBy(desc(bancoHorasFechamento.rodada))
        .limit(1);
      return r;
    },

    insertFechamento: async (
      v: Omit<typeof bancoHorasFechamento.$inferInsert, 'empresaId'>,
      itens: readonly Omit<
        typeof bancoHorasFechamentoItem.$inferInsert,
        'empresaId' | 'fechamentoId'
      >[],
    ) => {
      const [f] = await db
        .insert(bancoHorasFechamento)
        .values({ ...v, empresaId })
        .returning();
      if (itens.length > 0)
        await db
          .insert(bancoHorasFechamentoItem)
          .values(itens.map((i) => ({ ...i, empresaId, fechamentoId: f!.id })));
      return f!;
    },

    listItens: (fechamentoId: number) =>
      db
        .select()
        .from(bancoHorasFechamentoItem)
        .where(
          and(
            eq(bancoHorasFechamentoItem.empresaId, empresaId),
            eq(bancoHorasFechamentoItem.fechamentoId, fechamentoId),
          ),
        )
        .orderBy(asc(bancoHorasFechamentoItem.usuarioId), asc(bancoHorasFechamentoItem.natureza)),

    insertItens: (
      fechamentoId: number,
      itens: readonly Omit<
        typeof bancoHorasFechamentoItem.$inferInsert,
        'empresaId' | 'fechamentoId'
      >[],
    ) =>
      itens.length === 0
        ? Promise.resolve()
        : db
            .insert(bancoHorasFechamentoItem)
            .values(itens.map((i) => ({ ...i, empresaId, fechamentoId }))),

    marcarReaberto: (id: number, v: { reabertoEm: Date; reabertoPor: number; motivo: string }) =>
      db
        .update(bancoHorasFechamento)
        .set({ reabertoEm: v.reabertoEm, reabertoPor: v.reabertoPor, motivoReabertura: v.motivo })
        .where(and(eq(bancoHorasFechamento.empresaId, empresaId), eq(bancoHorasFechamento.id, id))),
  };
};
export type BancoHorasRepository = ReturnType<typeof bancoHorasRepository>;
