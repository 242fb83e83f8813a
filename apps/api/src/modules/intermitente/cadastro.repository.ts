import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { consultaRepository } from './consulta.repository.ts';
import {
  intermitenteContratante,
  intermitenteContratanteDepartamento,
  intermitenteConvocacao,
  intermitenteGrupo,
  intermitenteGrupoMembro,
  intermitenteMotivoInterrupcao,
  intermitenteRegra,
} from './intermitente.table.ts';

export type RegraRow = typeof intermitenteRegra.$inferSelect;
export type ContratanteRow = typeof intermitenteContratante.$inferSelect;
export type GrupoRow = typeof intermitenteGrupo.$inferSelect;
export type MotivoRow = typeof intermitenteMotivoInterrupcao.$inferSelect;

/** Cadastros do trabalho intermitente: regras, contratantes, grupos, motivos e consultas. */
export const cadastroRepository = ({ db, empresaId }: Escopo) => {
  const daEmpresa = (t: { empresaId: PgColumn }) => eq(t.empresaId, empresaId);

  return {
    findEmpresa: async () => {
      const [e] = await db
        .select({ fuso: empresa.fusoHorario, uf: empresa.uf })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      return e;
    },

    // ---------- Regras ----------
    findRegra: async (id: number) => {
      const [r] = await db
        .select()
        .from(intermitenteRegra)
        .where(and(daEmpresa(intermitenteRegra), eq(intermitenteRegra.id, id)));
      return r;
    },
    listRegras: async () => {
      const regras = await db
        .select()
        .from(intermitenteRegra)
        .where(daEmpresa(intermitenteRegra))
        .orderBy(asc(intermitenteRegra.nome), asc(intermitenteRegra.id));
      const usos = await db
        .select({ regraId: intermitenteConvocacao.regraId, n: sql<number>`count(*)::int` })
        .from(intermitenteConvocacao)
        .where(daEmpresa(intermitenteConvocacao))
        .groupBy(intermitenteConvocacao.regraId);
      const uso = new Map(usos.map((u) => [u.regraId, Number(u.n)]));
      return regras.map((regra) => ({ regra, convocacoes: uso.get(regra.id) ?? 0 }));
    },
    insertRegra: async (v: Omit<typeof intermitenteRegra.$inferInsert, 'empresaId'>) => {
      const [r] = await db
        .insert(intermitenteRegra)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },
    updateRegra: async (id: number, v: Partial<typeof intermitenteRegra.$inferInsert>) => {
      const [r] = await db
        .update(intermitenteRegra)
        .set(v)
        .where(and(daEmpresa(intermitenteRegra), eq(intermitenteRegra.id, id)))
        .returning();
      return r;
    },

    // ---------- Contratantes ----------
    findContratante: async (id: number) => {
      const [r] = await db
        .select()
        .from(intermitenteContratante)
        .where(and(daEmpresa(intermitenteContratante), eq(intermitenteContratante.id, id)));
      return r;
    },
    findContratantePorNome: async (nome: string) => {
      const [r] = await db
        .select({ id: intermitenteContratante.id })
        .from(intermitenteContratante)
        .where(
          and(
            daEmpresa(intermitenteContratante),
            sql`lower(${intermitenteContratante.nome}) = lower(${nome})`,
          ),
        );
      return r;
    },
    listContratantes: async (arquivado: boolean | null) =>
      db
        .select()
        .from(intermitenteContratante)
        .where(
          and(
            daEmpresa(intermitenteContratante),
            arquivado === null ? undefined : eq(intermitenteContratante.arquivado, arquivado),
          ),
        )
        .orderBy(asc(intermitenteContratante.nome)),
    departamentosDe: async (contratanteIds: number[]) =>
      db
        .select()
        .from(intermitenteContratanteDepartamento)
        .where(
          and(
            daEmpresa(intermitenteContratanteDepartamento),
            algumId(intermitenteContratanteDepartamento.contratanteId, contratanteIds),
          ),
        )
        .orderBy(asc(intermitenteContratanteDepartamento.departamentoId)),
    insertContratante: async (
      v: Omit<typeof intermitenteContratante.$inferInsert, 'empresaId'>,
    ) => {
      const [r] = await db
        .insert(intermitenteContratante)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },
    updateContratante: async (
      id: number,
      v: Partial<typeof intermitenteContratante.$inferInsert>,
    ) => {
      const [r] = await db
        .update(intermitenteContratante)
        .set(v)
        .where(and(daEmpresa(intermitenteContratante), eq(intermitenteContratante.id, id)))
        .returning();
      return r;
    },
    trocarDepartamentos: async (contratanteId: number, departamentoIds: number[]) => {
      await db
        .delete(intermitenteContratanteDepartamento)
        .where(
          and(
            daEmpresa(intermitenteContratanteDepartamento),
            eq(intermitenteContratanteDepartamento.contratanteId, contratanteId),
          ),
        );
      if (departamentoIds.length === 0) return;
      await db
        .insert(intermitenteContratanteDepartamento)
        .values(
          departamentoIds.map((departamentoId) => ({ empresaId, contratanteId, departamentoId })),
        );
    },

    // ---------- Grupos ----------
    findGrupo: async (id: number) => {
      const [r] = await db
        .select()
        .from(intermitenteGrupo)
        .where(and(daEmpresa(intermitenteGrupo), eq(intermitenteGrupo.id, id)));
      return r;
    },
    findGrupoPorNome: async (nome: string) => {
      const [r] = await db
        .select({ id: intermitenteGrupo.id })
        .from(intermitenteGrupo)
        .where(
          and(daEmpresa(intermitenteGrupo), sql`lower(${intermitenteGrupo.nome}) = lower(${nome})`),
        );
      return r;
    },
    listGrupos: async (arquivado: boolean | null) =>
      db
        .select()
        .from(intermitenteGrupo)
        .where(
          and(
            daEmpresa(intermitenteGrupo),
            arquivado === null ? undefined : eq(intermitenteGrupo.arquivado, arquivado),
          ),
        )
        .orderBy(asc(intermitenteGrupo.nome)),
    membrosDe: async (grupoIds: number[]) =>
      db
        .select({
          grupoId: intermitenteGrupoMembro.grupoId,
          id: usuario.id,
          nome: usuario.nome,
        })
        .from(intermitenteGrupoMembro)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, intermitenteGrupoMembro.empresaId),
            eq(usuario.id, intermitenteGrupoMembro.usuarioId),
          ),
        )
        .where(
          and(
            daEmpresa(intermitenteGrupoMembro),
            algumId(intermitenteGrupoMembro.grupoId, grupoIds),
          ),
        )
        .orderBy(asc(usuario.nome)),
    insertGrupo: async (v: Omit<typeof intermitenteGrupo.$inferInsert, 'empresaId'>) => {
      const [r] = await db
        .insert(intermitenteGrupo)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },
    updateGrupo: async (id: number, v: Partial<typeof intermitenteGrupo.$inferInsert>) => {
      const [r] = await db
        .update(intermitenteGrupo)
        .set(v)
        .where(and(daEmpresa(intermitenteGrupo), eq(intermitenteGrupo.id, id)))
        .returning();
      return r;
    },
    trocarMembros: async (grupoId: number, usuarioIds: number[]) => {
      await db
        .delete(intermitenteGrupoMembro)
        .where(
          and(daEmpresa(intermitenteGrupoMembro), eq(intermitenteGrupoMembro.grupoId, grupoId)),
        );
      if (usuarioIds.length === 0) return;
      await db
        .insert(intermitenteGrupoMembro)
        .values(usuarioIds.map((usuarioId) => ({ empresaId, grupoId, usuarioId })));
    },

    // ---------- Motivos de interrupção ----------
    findMotivo: async (id: number) => {
      const [r] = await db
        .select()
        .from(intermitenteMotivoInterrupcao)
        .where(
          and(daEmpresa(intermitenteMotivoInterrupcao), eq(intermitenteMotivoInterrupcao.id, id)),
        );
      return r;
    },
    findMotivoPorDescricao: async (descricao: string) => {
      const [r] = await db
        .select({ id: intermitenteMotivoInterrupcao.id })
        .from(intermitenteMotivoInterrupcao)
        .where(
          and(
            daEmpresa(intermitenteMotivoInterrupcao),
            sql`lower(${intermitenteMotivoInterrupcao.descricao}) = lower(${descricao})`,
          ),
        );
      return r;
    },
    listMotivos: async () =>
      db
        .select()
        .from(intermitenteMotivoInterrupcao)
        .where(daEmpresa(intermitenteMotivoInterrupcao))
        .orderBy(asc(intermitenteMotivoInterrupcao.descricao)),
    insertMotivo: async (v: { descricao: string; ativo: boolean }) => {
      const [r] = await db
        .insert(intermitenteMotivoInterrupcao)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },
    updateMotivo: async (id: number, v: { descricao: string; ativo: boolean }) => {
      const [r] = await db
        .update(intermitenteMotivoInterrupcao)
        .set(v)
        .where(
          and(daEmpresa(intermitenteMotivoInterrupcao), eq(intermitenteMotivoInterrupcao.id, id)),
        )
        .returning();
      return r;
    },
    ...consultaRepository({ db, empresaId }),
  };
};
export type CadastroRepository = ReturnType<typeof cadastroRepository>;
