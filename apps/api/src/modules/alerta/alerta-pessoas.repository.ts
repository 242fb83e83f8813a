import { and, eq, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from '../acesso/index.ts';
import { marcacao } from '../marcacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** Quem os alertas citam e a quem chegam: pessoas, contatos, quem marcou no dia e o RH. */
export const alertaPessoasRepository = ({ db, empresaId }: Escopo) => ({
  findPessoa: async (usuarioId: number) => {
    const [p] = await db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        email: usuario.email,
        gestorId: usuario.gestorId,
        ativo: usuario.ativo,
      })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
    return p;
  },

  listContatos: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: usuario.id, nome: usuario.nome, email: usuario.email })
          .from(usuario)
          .where(
            and(
              eq(usuario.empresaId, empresaId),
              eq(usuario.ativo, true),
              algumId(usuario.id, ids),
            ),
          ),

  listAtivos: async () =>
    (
      await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true)))
    ).map((p) => p.id),

  /** Quem tem alguma marcação original no dia. */
  listQueMarcaram: async (data: string, ids: readonly number[]) =>
    ids.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: marcacao.usuarioId })
            .from(marcacao)
            .where(
              and(
                eq(marcacao.empresaId, empresaId),
                eq(marcacao.data, data),
                algumId(marcacao.usuarioId, ids),
              ),
            )
        ).map((m) => m.id),

  /** Pessoas ativas cujo perfil concede a rota (o RH que recebe alertas). */
  listComRota: async (rota: string) => {
    const rows = await db
      .selectDistinct({ id: usuario.id })
      .from(usuario)
      .innerJoin(
        usuarioPerfil,
        and(
          eq(usuarioPerfil.empresaId, usuario.empresaId),
          eq(usuarioPerfil.usuarioId, usuario.id),
        ),
      )
      .innerJoin(
        perfil,
        and(eq(perfil.empresaId, usuarioPerfil.empresaId), eq(perfil.id, usuarioPerfil.perfilId)),
      )
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          eq(usuario.ativo, true),
          sql`${rota} = any(${perfil.rotas})`,
        ),
      );
    return rows.map((r) => r.id);
  },
});
