import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import {
  captchaUsado,
  falhaLogin,
  pushInscricao,
  refreshToken,
  segundoFator,
  sessaoAcesso,
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

  /** Revoga tudo do usuário: sessões abertas (tokens de acesso) e refresh tokens. */
  revokeTodosDoUsuario: async (usuarioId: number, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(sessaoAcesso)
      .set({ revogadaEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(sessaoAcesso.empresaId, empresaId),
          eq(sessaoAcesso.usuarioId, usuarioId),
          isNull(sessaoAcesso.revogadaEm),
        ),
      );
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

  /** Abre a sessão (ou a continua: refresh e /recurso/update reusam o id). */
  insertSessao: async (v: { id: string; usuarioId: number; criadaEm: Date }) => {
    await db
      .insert(sessaoAcesso)
      .values({ empresaId, ...v })
      .onConflictDoNothing();
  },

  /** Encerra a sessão do usuário e a família de refresh tokens dela (mesmo id). */
  revogarSessao: async (id: string, usuarioId: number, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(sessaoAcesso)
      .set({ revogadaEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(sessaoAcesso.empresaId, empresaId),
          eq(sessaoAcesso.id, id),
          eq(sessaoAcesso.usuarioId, usuarioId),
          isNull(sessaoAcesso.revogadaEm),
        ),
      );
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.familia, id),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  /** Estado da sessão para a conferência de cada requisição: aberta, usuário ativo, empresa. */
  findEstadoSessao: async (id: string) => {
    const [r] = await db
      .select({
        usuarioId: sessaoAcesso.usuarioId,
        revogadaEm: sessaoAcesso.revogadaEm,
        ativo: usuario.ativo,
        empresaConfig: empresa.configuracao,
      })
      .from(sessaoAcesso)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, sessaoAcesso.empresaId), eq(usuario.id, sessaoAcesso.usuarioId)),
      )
      .innerJoin(empresa, eq(empresa.id, sessaoAcesso.empresaId))
      .where(and(eq(sessaoAcesso.empresaId, empresaId), eq(sessaoAcesso.id, id)));
    return r;
  },

  insertTentativa: async (email: string, ip: string, sucesso: boolean, em: Date) => {
    await db
      .insert(tentativaLogin)
      .values({ empresaId, email, ip, sucesso: sucesso ? 1 : 0, criadoEm: em });
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

export type ChavesTentativa = { empresaId: number; conta: string; ip: string };

/** Linha do contador do IP: empresa 0, de propósito — o IP conta em todas as empresas. */
const EMPRESA_DO_IP = 0;

/**
 * Reserva a tentativa: soma 1 às falhas da conta e do IP num só comando e devolve os totais já
 * com ela. A linha travada pelo ON CONFLICT serializa tentativas simultâneas (cada uma recebe o
 * seu número); contador com a janela vencida recomeça em 1. Conta antes do IP em todo comando
 * que trava as duas linhas: dois comandos nunca se travam em ordem oposta.
 */
export const reservarTentativa = async (
  db: Db | Tx,
  t: ChavesTentativa,
  agora: Date,
  desde: Date,
): Promise<{ conta: number; ip: number }> => {
  const vencida = sql`${falhaLogin.janelaInicio} <= ${desde.toISOString()}::timestamptz`;
  const rows = await db
    .insert(falhaLogin)
    .values([
      { empresaId: t.empresaId, tipo: 'conta', chave: t.conta, falhas: 1, janelaInicio: agora },
      { empresaId: EMPRESA_DO_IP, tipo: 'ip', chave: t.ip, falhas: 1, janelaInicio: agora },
    ])
    .onConflictDoUpdate({
      target: [falhaLogin.empresaId, falhaLogin.tipo, falhaLogin.chave],
      set: {
        falhas: sql`case when ${vencida} then 1 else ${falhaLogin.falhas} + 1 end`,
        janelaInicio: sql`case when ${vencida} then excluded.janela_inicio else ${falhaLogin.janelaInicio} end`,
      },
    })
    .returning({ tipo: falhaLogin.tipo, falhas: falhaLogin.falhas });
  const de = (tipo: string) => rows.find((r) => r.tipo === tipo)?.falhas ?? 0;
  return { conta: de('conta'), ip: de('ip') };
};

/**
 * Devolve a tentativa reservada que não foi falha (captcha exigido, código TOTP pedido) ou que
 * deu certo: tira 1 do IP e, da conta, 1 — ou tudo, no sucesso (um sucesso zera a conta, não o
 * IP). Um comando por linha: nenhum trava as duas.
 */
export const devolverTentativa = async (
  db: Db | Tx,
  t: ChavesTentativa,
  zerarConta: boolean,
): Promise<void> => {
  const menosUm = sql`greatest(${falhaLogin.falhas} - 1, 0)`;
  const linha = (empresaId: number, tipo: string, chave: string) =>
    and(
      eq(falhaLogin.empresaId, empresaId),
      eq(falhaLogin.tipo, tipo),
      eq(falhaLogin.chave, chave),
    );
  await db
    .update(falhaLogin)
    .set({ falhas: zerarConta ? 0 : menosUm })
    .where(linha(t.empresaId, 'conta', t.conta));
  await db
    .update(falhaLogin)
    .set({ falhas: menosUm })
    .where(linha(EMPRESA_DO_IP, 'ip', t.ip));
};
