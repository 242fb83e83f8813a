import { and, asc, eq } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import {
  bancoHoras,
  bancoHorasCiclo,
  bancoHorasCicloVerba,
  bancoHorasConfiguracao,
  bancoHorasConfiguracaoCiclo,
  bancoHorasEstagio,
  bancoHorasEstagioVerba,
  bancoHorasFaixa,
  bancoHorasFaixaVerba,
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

/** Cadastros do banco: acordos, configurações, faixas, verbas, estágios e ciclos. */
export const cadastroRepository = ({ db, empresaId }: Escopo) => {
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
  };
};
