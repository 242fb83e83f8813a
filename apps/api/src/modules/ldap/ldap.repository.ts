import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { diretorioLdap } from './ldap.table.ts';

export type DiretorioLdapRow = typeof diretorioLdap.$inferSelect;

export const ldapRepository = ({ db, empresaId }: Escopo) => ({
  find: async () => {
    const [r] = await db.select().from(diretorioLdap).where(eq(diretorioLdap.empresaId, empresaId));
    return r;
  },

  salvar: async (v: Omit<DiretorioLdapRow, 'empresaId'>) => {
    await db
      .insert(diretorioLdap)
      .values({ empresaId, ...v })
      .onConflictDoUpdate({ target: [diretorioLdap.empresaId], set: v });
  },
});

/**
 * Empresas, entre as informadas, com diretório LDAP ativo. Sem empresa_id por natureza: usada só pelo
 * POST /validate, que recebe apenas o e-mail e lista as empresas da pessoa.
 */
export const empresasComLdapAtivo = async (db: Db, empresaIds: readonly number[]) => {
  if (empresaIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ empresaId: diretorioLdap.empresaId })
    .from(diretorioLdap)
    .where(and(inArray(diretorioLdap.empresaId, [...empresaIds]), eq(diretorioLdap.ativo, true)));
  return new Set(rows.map((r) => r.empresaId));
};
