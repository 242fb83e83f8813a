import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../../shared/escopo.ts';
import { type EntidadeArquivavel, regraArquivamento } from './regra-arquivamento.table.ts';

export type EventoArquivamentoRow = typeof regraArquivamento.$inferSelect;

/** Eventos de arquivamento (só inserção) das regras de uma empresa. */
export const regraArquivamentoRepository = ({ db, empresaId }: Escopo) => {
  const eventos = (entidade: EntidadeArquivavel, ids?: readonly number[]) =>
    ids?.length === 0
      ? Promise.resolve([] as EventoArquivamentoRow[])
      : db
          .select()
          .from(regraArquivamento)
          .where(
            and(
              eq(regraArquivamento.empresaId, empresaId),
              eq(regraArquivamento.entidade, entidade),
              ids ? inArray(regraArquivamento.entidadeId, [...ids]) : undefined,
            ),
          )
          .orderBy(asc(regraArquivamento.id));

  return {
    /** Eventos (arquivou/reativou) das regras informadas, ou de todas da entidade, em ordem. */
    eventos,

    /** Ids arquivados hoje (o evento mais recente de cada um é `ativo = false`). */
    arquivadas: async (entidade: EntidadeArquivavel, ids?: readonly number[]) => {
      const ultimo = new Map<number, boolean>();
      for (const e of await eventos(entidade, ids)) ultimo.set(e.entidadeId, e.ativo);
      return new Set([...ultimo].filter(([, ativo]) => !ativo).map(([id]) => id));
    },

    registrar: async (v: {
      entidade: EntidadeArquivavel;
      entidadeId: number;
      ativo: boolean;
      motivo: string | null;
      autorId: number;
    }) => {
      const [row] = await db
        .insert(regraArquivamento)
        .values({ empresaId, ...v })
        .returning();
      return row!;
    },
  };
};
