import { and, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from './acesso.table.ts';

export const acessoRepository = ({ db, empresaId }: Escopo) => ({
  /** Rotas concedidas à pessoa: a união das rotas dos perfis dela. */
  listRotas: async (usuarioId: number): Promise<string[]> => {
    const rows = await db
      .select({ rotas: perfil.rotas })
      .from(usuarioPerfil)
      .innerJoin(
        perfil,
        and(eq(perfil.empresaId, usuarioPerfil.empresaId), eq(perfil.id, usuarioPerfil.perfilId)),
      )
      .where(and(eq(usuarioPerfil.empresaId, empresaId), eq(usuarioPerfil.usuarioId, usuarioId)));
    return [...new Set(rows.flatMap((r) => r.rotas))];
  },
});
