import { eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { provedorSso } from './sso.table.ts';

export type ProvedorSsoRow = typeof provedorSso.$inferSelect;

export const ssoRepository = ({ db, empresaId }: Escopo) => ({
  find: async () => {
    const [r] = await db.select().from(provedorSso).where(eq(provedorSso.empresaId, empresaId));
    return r;
  },

  salvar: async (v: Omit<ProvedorSsoRow, 'empresaId'>) => {
    await db
      .insert(provedorSso)
      .values({ empresaId, ...v })
      .onConflictDoUpdate({ target: [provedorSso.empresaId], set: v });
  },
});
