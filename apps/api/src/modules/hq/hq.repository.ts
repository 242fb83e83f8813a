import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { hqToken } from './hq.table.ts';

export const hqRepository = ({ db, empresaId }: Escopo) => ({
  insert: async (v: Omit<typeof hqToken.$inferInsert, 'empresaId'>) => {
    await db.insert(hqToken).values({ empresaId, ...v });
  },

  /** Consome o token uma vez só e antes de expirar (UPDATE condicional: corrida → um vence). */
  consumir: async (tokenHash: string, agora: Date, ip: string) => {
    const [r] = await db
      .update(hqToken)
      .set({ usadoEm: agora, ipUso: ip })
      .where(
        and(
          eq(hqToken.empresaId, empresaId),
          eq(hqToken.tokenHash, tokenHash),
          isNull(hqToken.usadoEm),
          gt(hqToken.expiraEm, agora),
        ),
      )
      .returning();
    return r;
  },

  /** Tokens emitidos para a empresa (as sessões de suporte), mais novos primeiro. */
  listPagina: async (limite: number, deslocamento: number) => {
    const onde = eq(hqToken.empresaId, empresaId);
    const itens = await db
      .select()
      .from(hqToken)
      .where(onde)
      .orderBy(desc(hqToken.criadoEm))
      .limit(limite)
      .offset(deslocamento);
    const [t] = await db.select({ total: count() }).from(hqToken).where(onde);
    return { itens, total: t?.total ?? 0 };
  },
});
