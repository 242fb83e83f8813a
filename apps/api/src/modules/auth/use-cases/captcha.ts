import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../../db/client.ts';
import { sha256Hex } from '../../../shared/cripto.ts';
import { authRepository } from '../auth.repository.ts';
import type { LimitesAcesso } from '../limites.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  limites: LimitesAcesso;
  /** Segredos HMAC do desafio (derivados da chave de segredos do servidor). */
  segredo: string;
  segredoChave: string;
};

type PayloadAltcha = {
  challenge: Parameters<typeof verifySolution>[0]['challenge'];
  solution: Parameters<typeof verifySolution>[0]['solution'];
};

/**
 * Captcha por prova de trabalho (ALTCHA, auto-hospedado): o servidor cria e assina o desafio; o
 * navegador o resolve e devolve, em base64, o JSON {challenge, solution} no cabeçalho
 * x-captcha-token. A validade é conferida com o relógio do servidor e cada desafio vale uma vez.
 */
export const createCaptcha = ({ db, clock, limites, segredo, segredoChave }: Deps) => {
  const createDesafio = async () => {
    const expira = Math.floor(clock().getTime() / 1000) + limites.captchaValidadeMin * 60;
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: limites.captchaCusto,
      counter: randomInt(limites.captchaContadorMax, limites.captchaContadorMin),
      deriveKey,
      data: { exp: expira },
      hmacSignatureSecret: segredo,
      hmacKeySignatureSecret: segredoChave,
    });
  };

  const lerPayload = (token: string): PayloadAltcha | null => {
    try {
      const p = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as PayloadAltcha;
      return p?.challenge?.parameters && p.solution ? p : null;
    } catch {
      return null;
    }
  };

  /** true se a solução é válida, não expirou e ainda não foi usada (nesta empresa). */
  const verificar = async (token: string, empresaId: number): Promise<boolean> => {
    const p = lerPayload(token);
    if (!p) return false;
    const r = await verifySolution({
      challenge: p.challenge,
      solution: p.solution,
      deriveKey,
      hmacSignatureSecret: segredo,
      hmacKeySignatureSecret: segredoChave,
    }).catch(() => null);
    if (!r?.verified) return false;
    const exp = Number(p.challenge.parameters.data?.exp);
    const agora = clock();
    if (!Number.isFinite(exp) || exp * 1000 <= agora.getTime()) return false;
    return authRepository({ db, empresaId }).marcarCaptchaUsado(
      sha256Hex(p.challenge.signature ?? p.challenge.parameters.nonce),
      new Date(exp * 1000),
    );
  };

  return { createDesafio, verificar };
};
export type Captcha = ReturnType<typeof createCaptcha>;
