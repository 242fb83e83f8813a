import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/**
 * Empresas, entre as informadas, com provedor de SSO ativo. Sem empresa_id por natureza: usada só pelo
 * POST /validate, que recebe apenas o e-mail e lista as empresas da pessoa.
 */
export const empresasComSsoAtivo = async (db: Db, empresaIds: readonly number[]) => {
  if (empresaIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ empresaId: provedorSso.empresaId })
    .from(provedorSso)
    .where(and(inArray(provedorSso.empresaId, [...empresaIds]), eq(provedorSso.ativo, true)));
  return new Set(rows.map((r) => r.empresaId));
};
