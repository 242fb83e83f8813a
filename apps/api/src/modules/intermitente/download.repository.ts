import { and, eq } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** O que os documentos da convocação trazem além dela: a empresa e o e-mail dos convocados. */
export const downloadRepository = ({ db, empresaId }: Escopo) => ({
  findEmpresa: async () => {
    const [e] = await db
      .select({ nome: empresa.nome, cnpj: empresa.cnpj })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e;
  },

  emailsDe: async (usuarioIds: number[]) =>
    usuarioIds.length === 0
      ? []
      : db
          .select({ id: usuario.id, email: usuario.email })
          .from(usuario)
          .where(and(eq(usuario.empresaId, empresaId), algumId(usuario.id, usuarioIds))),
});
