import { and, asc, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { rep } from './marcacao.table.ts';

/** O que os registros de cadastro no REP (AFD tipos 2 e 5) leem: as filiais com REP e o CPF. */
export const cadastroRepRepository = ({ db, empresaId }: Escopo) => ({
  /** Filiais com REP-P (cada uma com a sua sequência de NSR). */
  listFiliaisComRep: async () =>
    (
      await db
        .select({ filialId: rep.filialId })
        .from(rep)
        .where(eq(rep.empresaId, empresaId))
        .orderBy(asc(rep.filialId))
    ).map((r) => r.filialId),

  /** Registro INPI do REP-P do produto (o mesmo em todos os REPs da empresa), se ela tem REP. */
  findNumeroInpi: async () => {
    const [r] = await db
      .select({ numeroInpi: rep.numeroInpi })
      .from(rep)
      .where(eq(rep.empresaId, empresaId))
      .orderBy(asc(rep.filialId))
      .limit(1);
    return r?.numeroInpi;
  },

  insertRep: async (filialId: number, numeroInpi: string) => {
    await db.insert(rep).values({ empresaId, filialId, numeroInpi });
  },

  findCpf: async (usuarioId: number) => {
    const [u] = await db
      .select({ cpf: usuario.cpf })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
    return u?.cpf;
  },
});
