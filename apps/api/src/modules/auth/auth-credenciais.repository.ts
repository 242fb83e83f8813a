import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { pushInscricao, segundoFator, tokenUsoUnico } from './auth.table.ts';

export type TipoTokenUsoUnico = 'redefinir-senha' | 'convite' | 'sso';

/** Credenciais além da senha: links de uso único, segundo fator (TOTP) e inscrições de push. */
export const credenciaisRepository = ({ db, empresaId }: Escopo) => ({
  insertTokenUsoUnico: async (v: {
    tokenHash: string;
    tipo: TipoTokenUsoUnico;
    usuarioId: number;
    criadoEm: Date;
    expiraEm: Date;
  }) => {
    await db.insert(tokenUsoUnico).values({ empresaId, ...v });
  },

  /** Consome o token (uma vez só, e só antes de expirar); devolve a linha ou undefined. */
  consumirTokenUsoUnico: async (tokenHash: string, tipo: TipoTokenUsoUnico, agora: Date) => {
    const [r] = await db
      .update(tokenUsoUnico)
      .set({ usadoEm: agora })
      .where(
        and(
          eq(tokenUsoUnico.empresaId, empresaId),
          eq(tokenUsoUnico.tokenHash, tokenHash),
          eq(tokenUsoUnico.tipo, tipo),
          isNull(tokenUsoUnico.usadoEm),
          gt(tokenUsoUnico.expiraEm, agora),
        ),
      )
      .returning();
    return r;
  },

  /** Invalida os tokens pendentes do usuário (um link novo ou uma senha nova anulam os antigos). */
  invalidarTokensPendentes: async (usuarioId: number, tipo: TipoTokenUsoUnico, agora: Date) => {
    await db
      .update(tokenUsoUnico)
      .set({ usadoEm: agora })
      .where(
        and(
          eq(tokenUsoUnico.empresaId, empresaId),
          eq(tokenUsoUnico.usuarioId, usuarioId),
          eq(tokenUsoUnico.tipo, tipo),
          isNull(tokenUsoUnico.usadoEm),
        ),
      );
  },

  findSegundoFator: async (usuarioId: number) => {
    const [r] = await db
      .select()
      .from(segundoFator)
      .where(and(eq(segundoFator.empresaId, empresaId), eq(segundoFator.usuarioId, usuarioId)));
    return r;
  },

  salvarSegundoFatorPendente: async (usuarioId: number, segredoCifrado: string, agora: Date) => {
    await db
      .insert(segundoFator)
      .values({ empresaId, usuarioId, segredoCifrado, ativo: false, atualizadoEm: agora })
      .onConflictDoUpdate({
        target: [segundoFator.empresaId, segundoFator.usuarioId],
        set: { segredoCifrado, ativo: false, ultimoPasso: null, atualizadoEm: agora },
      });
  },

  /** Registra o passo usado (e ativa); false se um código deste passo ou posterior já foi aceito. */
  registrarPassoTotp: async (usuarioId: number, passo: number, agora: Date): Promise<boolean> => {
    const r = await db
      .update(segundoFator)
      .set({ ultimoPasso: passo, ativo: true, atualizadoEm: agora })
      .where(
        and(
          eq(segundoFator.empresaId, empresaId),
          eq(segundoFator.usuarioId, usuarioId),
          sql`(${segundoFator.ultimoPasso} is null or ${segundoFator.ultimoPasso} < ${passo})`,
        ),
      )
      .returning({ usuarioId: segundoFator.usuarioId });
    return r.length === 1;
  },

  removerSegundoFator: async (usuarioId: number): Promise<boolean> => {
    const r = await db
      .delete(segundoFator)
      .where(and(eq(segundoFator.empresaId, empresaId), eq(segundoFator.usuarioId, usuarioId)))
      .returning({ usuarioId: segundoFator.usuarioId });
    return r.length === 1;
  },

  salvarPush: async (v: {
    usuarioId: number;
    uuid: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    agora: Date;
  }) => {
    const dados = { endpoint: v.endpoint, p256dh: v.p256dh, auth: v.auth, atualizadoEm: v.agora };
    await db
      .insert(pushInscricao)
      .values({ empresaId, usuarioId: v.usuarioId, uuid: v.uuid, ...dados })
      .onConflictDoUpdate({
        target: [pushInscricao.empresaId, pushInscricao.usuarioId, pushInscricao.uuid],
        set: dados,
      });
  },

  removerPush: async (usuarioId: number, uuid: string): Promise<boolean> => {
    const r = await db
      .delete(pushInscricao)
      .where(
        and(
          eq(pushInscricao.empresaId, empresaId),
          eq(pushInscricao.usuarioId, usuarioId),
          eq(pushInscricao.uuid, uuid),
        ),
      )
      .returning({ uuid: pushInscricao.uuid });
    return r.length === 1;
  },
});
