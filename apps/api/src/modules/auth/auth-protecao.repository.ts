import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { captchaUsado, falhaLogin, tentativaLogin } from './auth.table.ts';

/** Proteção do login: tentativas registradas e desafios de captcha já usados. */
export const protecaoRepository = ({ db, empresaId }: Escopo) => ({
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
