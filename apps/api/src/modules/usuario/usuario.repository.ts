import { and, eq, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { cargo, empresa } from '../organizacao/index.ts';
import { usuario } from './usuario.table.ts';

export const usuarioRepository = ({ db, empresaId }: Escopo) => ({
  findByEmail: async (email: string) => {
    const [u] = await db
      .select()
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), sql`lower(${usuario.email}) = lower(${email})`));
    return u;
  },

  findById: async (id: number) => {
    const [u] = await db
      .select()
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    return u;
  },

  /** Dados do usuário logado (spec §3: Usuario) com cargo e empresa. */
  findPerfilLogado: async (id: number) => {
    const [r] = await db
      .select({
        u: usuario,
        cargoNome: cargo.nome,
        empresaNome: empresa.nome,
        empresaConfig: empresa.configuracao,
      })
      .from(usuario)
      .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
      .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    return r;
  },
});
