import { and, count, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from '../acesso/index.ts';

export const perfilRepository = ({ db, empresaId }: Escopo) => ({
  list: async () => {
    const usuarios = db
      .select({ perfilId: usuarioPerfil.perfilId, n: count().as('n') })
      .from(usuarioPerfil)
      .where(eq(usuarioPerfil.empresaId, empresaId))
      .groupBy(usuarioPerfil.perfilId)
      .as('usuarios');
    const rows = await db
      .select({ id: perfil.id, nome: perfil.nome, rotas: perfil.rotas, n: usuarios.n })
      .from(perfil)
      .leftJoin(usuarios, eq(usuarios.perfilId, perfil.id))
      .where(eq(perfil.empresaId, empresaId))
      .orderBy(perfil.nome);
    return rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      rotas: r.rotas,
      quantidadeUsuarios: Number(r.n ?? 0),
    }));
  },

  findById: async (id: number) => {
    const [r] = await db
      .select()
      .from(perfil)
      .where(and(eq(perfil.empresaId, empresaId), eq(perfil.id, id)));
    return r;
  },

  findByIds: async (ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .select()
          .from(perfil)
          .where(and(eq(perfil.empresaId, empresaId), inArray(perfil.id, ids))),

  insert: async (v: { nome: string; rotas: string[] }) => {
    const [r] = await db
      .insert(perfil)
      .values({ empresaId, ...v })
      .returning();
    return r!;
  },

  update: async (id: number, v: { nome: string; rotas: string[] }) => {
    await db
      .update(perfil)
      .set(v)
      .where(and(eq(perfil.empresaId, empresaId), eq(perfil.id, id)));
  },

  delete: async (id: number) => {
    await db.delete(perfil).where(and(eq(perfil.empresaId, empresaId), eq(perfil.id, id)));
  },

  contarUsuarios: async (perfilId: number) => {
    const [r] = await db
      .select({ n: count() })
      .from(usuarioPerfil)
      .where(and(eq(usuarioPerfil.empresaId, empresaId), eq(usuarioPerfil.perfilId, perfilId)));
    return r?.n ?? 0;
  },

  perfisDoUsuario: async (usuarioId: number) =>
    (
      await db
        .select({ perfilId: usuarioPerfil.perfilId })
        .from(usuarioPerfil)
        .where(and(eq(usuarioPerfil.empresaId, empresaId), eq(usuarioPerfil.usuarioId, usuarioId)))
        .orderBy(usuarioPerfil.perfilId)
    ).map((r) => r.perfilId),

  definirPerfisDoUsuario: async (usuarioId: number, perfilIds: number[]) => {
    await db
      .delete(usuarioPerfil)
      .where(and(eq(usuarioPerfil.empresaId, empresaId), eq(usuarioPerfil.usuarioId, usuarioId)));
    if (perfilIds.length)
      await db
        .insert(usuarioPerfil)
        .values(perfilIds.map((perfilId) => ({ empresaId, usuarioId, perfilId })));
  },
});
