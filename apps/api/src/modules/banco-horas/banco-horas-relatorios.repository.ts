import { and, asc, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento, filial, grupo } from '../organizacao/index.ts';
import { grupoMembro } from '../usuario/index.ts';

/** O que os relatórios e a atribuição por grupo leem fora das tabelas do banco. */
export const relatoriosRepository = ({ db, empresaId }: Escopo) => ({
  findGrupo: async (id: number) => {
    const [r] = await db
      .select({ id: grupo.id, nome: grupo.nome })
      .from(grupo)
      .where(and(eq(grupo.empresaId, empresaId), eq(grupo.id, id)));
    return r;
  },

  /** Ids das pessoas do grupo (cadastro `grupo_membro` do módulo `usuario`). */
  membrosDoGrupo: async (grupoId: number) =>
    (
      await db
        .select({ usuarioId: grupoMembro.usuarioId })
        .from(grupoMembro)
        .where(and(eq(grupoMembro.empresaId, empresaId), eq(grupoMembro.grupoId, grupoId)))
        .orderBy(asc(grupoMembro.usuarioId))
    ).map((r) => r.usuarioId),

  findFilial: async (id: number) => {
    const [r] = await db
      .select({ id: filial.id, nome: filial.nome })
      .from(filial)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, id)));
    return r;
  },

  findDepartamento: async (id: number) => {
    const [r] = await db
      .select({ id: departamento.id, nome: departamento.nome })
      .from(departamento)
      .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, id)));
    return r;
  },

  /** Nomes dos departamentos da empresa (coluna dos relatórios). */
  listDepartamentos: () =>
    db
      .select({ id: departamento.id, nome: departamento.nome })
      .from(departamento)
      .where(eq(departamento.empresaId, empresaId)),
});
