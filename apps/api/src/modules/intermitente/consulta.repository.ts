import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { cargo, departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { intermitenteGrupo, intermitenteGrupoMembro } from './intermitente.table.ts';

/** Consultas dos cadastros (cargos, locais, departamentos, pessoas) para as telas e a convocação. */
export const consultaRepository = ({ db, empresaId }: Escopo) => {
  const daEmpresa = (t: { empresaId: PgColumn }) => eq(t.empresaId, empresaId);

  return {
    listCargos: async () =>
      db
        .select({ id: cargo.id, nome: cargo.nome })
        .from(cargo)
        .where(and(eq(cargo.empresaId, empresaId), eq(cargo.ativo, true)))
        .orderBy(asc(cargo.nome)),
    listDepartamentos: async () =>
      db
        .select({ id: departamento.id, nome: departamento.nome })
        .from(departamento)
        .where(and(eq(departamento.empresaId, empresaId), eq(departamento.ativo, true)))
        .orderBy(asc(departamento.nome)),
    listLocais: async () =>
      db
        .select({ id: filial.id, nome: filial.nome, cidade: filial.cidade, uf: filial.uf })
        .from(filial)
        .where(and(eq(filial.empresaId, empresaId), eq(filial.ativo, true)))
        .orderBy(asc(filial.nome)),
    /** Ids que existem na empresa (cargo, departamento, filial ou usuário ativo). */
    idsExistentes: async (
      tabela: 'cargo' | 'departamento' | 'filial' | 'usuario',
      ids: number[],
    ): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const t = { cargo, departamento, filial, usuario }[tabela];
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.empresaId, empresaId), eq(t.ativo, true), algumId(t.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    listUsuarios: async (filtro: { search?: string; ids?: number[] }) =>
      db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          email: usuario.email,
          matricula: usuario.matricula,
          cpf: usuario.cpf,
          cargoId: usuario.cargoId,
          cargo: cargo.nome,
          departamentoId: usuario.departamentoId,
          departamento: departamento.nome,
        })
        .from(usuario)
        .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
        .leftJoin(
          departamento,
          and(
            eq(departamento.empresaId, usuario.empresaId),
            eq(departamento.id, usuario.departamentoId),
          ),
        )
        .where(
          and(
            eq(usuario.empresaId, empresaId),
            eq(usuario.ativo, true),
            filtro.ids ? algumId(usuario.id, filtro.ids) : undefined,
            filtro.search
              ? sql`(${usuario.nome} ilike ${`%${filtro.search}%`} or ${usuario.email} ilike ${`%${filtro.search}%`} or ${usuario.matricula} = ${filtro.search})`
              : undefined,
          ),
        )
        .orderBy(asc(usuario.nome)),
    /** Grupos ativos de cada intermitente (quem está em algum grupo ativo). */
    gruposAtivosDosMembros: async () =>
      db
        .select({ usuarioId: intermitenteGrupoMembro.usuarioId, grupoId: intermitenteGrupo.id })
        .from(intermitenteGrupoMembro)
        .innerJoin(
          intermitenteGrupo,
          and(
            eq(intermitenteGrupo.empresaId, intermitenteGrupoMembro.empresaId),
            eq(intermitenteGrupo.id, intermitenteGrupoMembro.grupoId),
          ),
        )
        .where(and(daEmpresa(intermitenteGrupoMembro), eq(intermitenteGrupo.arquivado, false))),
  };
};
