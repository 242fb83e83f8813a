import type { MembroGrupo } from '@jornada/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { cargo, departamento } from '../organizacao/index.ts';
import { grupoMembro, usuario } from '../usuario/index.ts';
import { contemSemAcento } from './cadastro.busca.ts';

/** Quem está em cada grupo (`grupo_membro`, do módulo usuario). */
export const grupoMembroRepository = ({ db, empresaId }: Escopo) => {
  const onde = (grupoId: number, search?: string) =>
    and(
      eq(grupoMembro.empresaId, empresaId),
      eq(grupoMembro.grupoId, grupoId),
      search ? contemSemAcento(usuario.nome, search) : undefined,
    );

  return {
    list: async (
      grupoId: number,
      f: { search?: string; offset: number; limit: number },
    ): Promise<{ itens: MembroGrupo[]; total: number }> => {
      const base = () =>
        db
          .select({
            usuarioId: usuario.id,
            nome: usuario.nome,
            detalhe: sql<
              string | null
            >`nullif(concat_ws(' · ', ${cargo.nome}, ${departamento.nome}), '')`,
            ativo: usuario.ativo,
          })
          .from(grupoMembro)
          .innerJoin(
            usuario,
            and(
              eq(usuario.empresaId, grupoMembro.empresaId),
              eq(usuario.id, grupoMembro.usuarioId),
            ),
          )
          .leftJoin(
            cargo,
            and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)),
          )
          .leftJoin(
            departamento,
            and(
              eq(departamento.empresaId, usuario.empresaId),
              eq(departamento.id, usuario.departamentoId),
            ),
          );
      const [itens, [conta]] = await Promise.all([
        base()
          .where(onde(grupoId, f.search))
          .orderBy(asc(usuario.nome), asc(usuario.id))
          .offset(f.offset)
          .limit(f.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(grupoMembro)
          .innerJoin(
            usuario,
            and(
              eq(usuario.empresaId, grupoMembro.empresaId),
              eq(usuario.id, grupoMembro.usuarioId),
            ),
          )
          .where(onde(grupoId, f.search)),
      ]);
      return { itens, total: conta?.n ?? 0 };
    },

    /** Dos ids pedidos, os de pessoas ativas desta empresa. */
    findPessoasAtivas: async (ids: readonly number[]) => {
      const r = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(
          and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true), algumId(usuario.id, ids)),
        );
      return new Set(r.map((x) => x.id));
    },

    /** Inclui quem ainda não está; devolve os ids incluídos de fato. */
    insert: async (grupoId: number, ids: readonly number[]) => {
      const r = await db
        .insert(grupoMembro)
        .values(ids.map((usuarioId) => ({ empresaId, grupoId, usuarioId })))
        .onConflictDoNothing()
        .returning({ usuarioId: grupoMembro.usuarioId });
      return r.map((x) => x.usuarioId).sort((a, b) => a - b);
    },

    delete: async (grupoId: number, usuarioId: number) => {
      const r = await db
        .delete(grupoMembro)
        .where(
          and(
            eq(grupoMembro.empresaId, empresaId),
            eq(grupoMembro.grupoId, grupoId),
            eq(grupoMembro.usuarioId, usuarioId),
          ),
        )
        .returning({ usuarioId: grupoMembro.usuarioId });
      return r.length > 0;
    },
  };
};
