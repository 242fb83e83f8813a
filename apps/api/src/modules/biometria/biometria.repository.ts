import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  biometriaConsentimento,
  biometriaModelo,
  biometriaVerificacao,
} from './biometria.table.ts';

export type ConsentimentoRow = typeof biometriaConsentimento.$inferSelect;
export type ModeloRow = typeof biometriaModelo.$inferSelect;
export type VerificacaoRow = typeof biometriaVerificacao.$inferSelect;
export type MotivoRevogacao = 'pessoa' | 'rh' | 'desligamento' | 'novo_cadastro';

export const biometriaRepository = ({ db, empresaId }: Escopo) => {
  const daPessoa = (usuarioId: number) =>
    and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId));
  return {
    /** Pessoas ativas da empresa com o modelo (se houver), por nome. */
    listPessoas: () =>
      db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          matricula: usuario.matricula,
          modelo: biometriaModelo,
        })
        .from(usuario)
        .leftJoin(
          biometriaModelo,
          and(
            eq(biometriaModelo.empresaId, usuario.empresaId),
            eq(biometriaModelo.usuarioId, usuario.id),
          ),
        )
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true)))
        .orderBy(asc(usuario.nome), asc(usuario.id)),

    findPessoa: async (usuarioId: number) => {
      const [p] = await db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          matricula: usuario.matricula,
          ativo: usuario.ativo,
        })
        .from(usuario)
        .where(daPessoa(usuarioId));
      return p;
    },

    findModelo: async (usuarioId: number) => {
      const [m] = await db
        .select()
        .from(biometriaModelo)
        .where(
          and(eq(biometriaModelo.empresaId, empresaId), eq(biometriaModelo.usuarioId, usuarioId)),
        );
      return m;
    },

    /** Consentimento vigente (não revogado) com o nome de quem coletou. */
    findConsentimentoVigente: async (usuarioId: number) => {
      const [c] = await db
        .select({ c: biometriaConsentimento, coletadoPor: usuario.nome })
        .from(biometriaConsentimento)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, biometriaConsentimento.empresaId),
            eq(usuario.id, biometriaConsentimento.coletadoPorId),
          ),
        )
        .where(
          and(
            eq(biometriaConsentimento.empresaId, empresaId),
            eq(biometriaConsentimento.usuarioId, usuarioId),
            isNull(biometriaConsentimento.revogadoEm),
          ),
        )
        .orderBy(desc(biometriaConsentimento.id))
        .limit(1);
      return c;
    },

    insertConsentimento: async (
      v: Omit<typeof biometriaConsentimento.$inferInsert, 'empresaId' | 'id'>,
    ): Promise<ConsentimentoRow> => {
      const [c] = await db
        .insert(biometriaConsentimento)
        .values({ ...v, empresaId })
        .returning();
      return c!;
    },

    /** Encerra os consentimentos vigentes da pessoa; devolve quantos. */
    revogarConsentimentos: async (
      usuarioId: number,
      em: Date,
      motivo: MotivoRevogacao,
      porId: number | null,
    ) =>
      (
        await db
          .update(biometriaConsentimento)
          .set({ revogadoEm: em, motivoRevogacao: motivo, revogadoPorId: porId })
          .where(
            and(
              eq(biometriaConsentimento.empresaId, empresaId),
              eq(biometriaConsentimento.usuarioId, usuarioId),
              isNull(biometriaConsentimento.revogadoEm),
            ),
          )
          .returning({ id: biometriaConsentimento.id })
      ).length,

    upsertModelo: (v: Omit<typeof biometriaModelo.$inferInsert, 'empresaId'>) =>
      db
        .insert(biometriaModelo)
        .values({ ...v, empresaId })
        .onConflictDoUpdate({
          target: [biometriaModelo.empresaId, biometriaModelo.usuarioId],
          set: {
            consentimentoId: v.consentimentoId,
            modeloCifrado: v.modeloCifrado,
            amostras: v.amostras,
            criadoEm: v.criadoEm,
            criadoPorId: v.criadoPorId,
          },
        }),

    /** Apaga o modelo da pessoa; devolve se havia um. */
    deleteModelo: async (usuarioId: number) =>
      (
        await db
          .delete(biometriaModelo)
          .where(
            and(eq(biometriaModelo.empresaId, empresaId), eq(biometriaModelo.usuarioId, usuarioId)),
          )
          .returning({ usuarioId: biometriaModelo.usuarioId })
      ).length > 0,

    insertVerificacao: async (
      v: Omit<typeof biometriaVerificacao.$inferInsert, 'empresaId' | 'id'>,
    ): Promise<VerificacaoRow> => {
      const [r] = await db
        .insert(biometriaVerificacao)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },

    listVerificacoes: (usuarioId: number, limite: number) =>
      db
        .select()
        .from(biometriaVerificacao)
        .where(
          and(
            eq(biometriaVerificacao.empresaId, empresaId),
            eq(biometriaVerificacao.usuarioId, usuarioId),
          ),
        )
        .orderBy(desc(biometriaVerificacao.em), desc(biometriaVerificacao.id))
        .limit(limite),
  };
};
export type BiometriaRepository = ReturnType<typeof biometriaRepository>;
