import { and, eq } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacao } from '../marcacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** Quem os alertas citam e a quem chegam: contatos, ativos e quem marcou no dia. */
export const alertaPessoasRepository = ({ db, empresaId }: Escopo) => ({
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
});
