import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import {
  captchaUsado,
  pushInscricao,
  refreshToken,
  segundoFator,
  tentativaLogin,
  tokenUsoUnico,
} from './auth.table.ts';

export type MotivoRevogacao = 'rotacao' | 'logout' | 'reutilizacao' | 'senha' | 'desativado';
export type TipoTokenUsoUnico = 'redefinir-senha' | 'convite' | 'sso';

export const authRepository = ({ db, empresaId }: Escopo) => ({
  insertRefreshToken: async (v: {
    tokenHash: string;
    usuarioId: number;
    familia: string;
    criadoEm: Date;
    expiraEm: Date;
  }) => {
    await db.insert(refreshToken).values({ empresaId, ...v });
  },

  findRefreshToken: async (tokenHash: string) => {
    const [r] = await db
      .select()
      .from(refreshToken)
      .where(and(eq(refreshToken.empresaId, empresaId), eq(refreshToken.tokenHash, tokenHash)));
    return r;
  },

  /** Marca o token como usado só se ainda estiver válido: duas rotações simultâneas, uma vence. */
  consumirRefreshToken: async (tokenHash: string, agora: Date) => {
    const [r] = await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: 'rotacao' })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.tokenHash, tokenHash),
          isNull(refreshToken.revogadoEm),
          gt(refreshToken.expiraEm, agora),
        ),
      )
      .returning();
    return r;
  },

  revokeRefreshToken: async (tokenHash: string, usuarioId: number, agora: Date) => {
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: 'logout' })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.tokenHash, tokenHash),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  revokeFamilia: async (familia: string, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.familia, familia),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  revokeTodosDoUsuario: async (usuarioId: number, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  insertTentativa: async (email: string, ip: string, sucesso: boolean, em: Date) => {
    await db
      .insert(tentativaLogin)
      .values({ empresaId, email, ip, sucesso: sucesso ? 1 : 0, criadoEm: em });
  },

  /** Falhas da conta desde `desde`, sem contar as anteriores ao último sucesso. */
  contarFalhasConta: async (email: string, desde: Date): Promise<number> => {
    const doEmail = and(
      eq(tentativaLogin.empresaId, empresaId),
      eq(tentativaLogin.email, email),
      gt(tentativaLogin.criadoEm, desde),
    );
    const ultimoSucesso = db
      .select({ id: max(tentativaLogin.id) })
      .from(tentativaLogin)
      .where(and(doEmail, eq(tentativaLogin.sucesso, 1)));
    const [r] = await db
      .select({ n: count() })
      .from(tentativaLogin)
      .where(
        and(
          doEmail,
          eq(tentativaLogin.sucesso, 0),
          sql`${tentativaLogin.id} > coalesce((${ultimoSucesso}), 0)`,
        ),
      );
    return r?.n ?? 0;
  },

  /** Guarda o desafio ALTCHA como usado; false se já tinha sido usado (repetição). */
  marcarCaptchaUsado: async (desafio: string, expiraEm: Date): Promise<boolean> => {
    const r = await db
      .insert(captchaUsado)
      .values({ empresaId, desafio, expiraEm })
      .onConflictDoNothing()
      .returning({ desafio: captchaUsado.desafio });
    return r.length === 1;
  },

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

/**
 * Falhas de login de um IP em todas as empresas: a única consulta sem empresa_id, de propósito —
 * quem tenta senhas em contas de várias empresas a partir do mesmo IP também precisa de captcha.
 */
export const contarFalhasPorIp = async (db: Db | Tx, ip: string, desde: Date): Promise<number> => {
  const [r] = await db
    .select({ n: count() })
    .from(tentativaLogin)
    .where(
      and(
        eq(tentativaLogin.ip, ip),
        eq(tentativaLogin.sucesso, 0),
        gt(tentativaLogin.criadoEm, desde),
      ),
    );
  return r?.n ?? 0;
};
