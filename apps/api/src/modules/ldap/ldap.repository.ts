import { eq } from 'drizzle-orm';
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
