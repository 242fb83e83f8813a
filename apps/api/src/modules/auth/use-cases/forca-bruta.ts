import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { authRepository } from '../auth.repository.ts';
import { devolverTentativa, reservarTentativa } from '../auth-protecao.repository.ts';
import type { LimitesAcesso } from '../limites.ts';
import type { Captcha } from './captcha.ts';

type Deps = { db: Db; clock: () => Date; limites: LimitesAcesso; captcha: Captcha };

export const CAPTCHA_NECESSARIO =
  'Muitas tentativas sem sucesso. Resolva o captcha para continuar.';
export const CAPTCHA_INVALIDO = 'Captcha inválido, expirado ou já usado. Resolva um novo desafio.';

/** spec §7: 405 faz o cliente mostrar o captcha e repetir a chamada com x-captcha-token. */
const captchaNecessario = (mensagem: string) => new AppError('CAPTCHA_NECESSARIO', mensagem, 405);

export type Tentativa = { empresaId: number; conta: string; ip: string };

/**
 * Proteção contra força bruta: conta falhas por conta e por IP e exige captcha acima do limite.
 * A tentativa é contada (reservada) antes de conferir a senha, no mesmo comando que lê a contagem:
 * 100 tentativas simultâneas recebem os números 1 a 100 e só as primeiras passam sem captcha
 * (inclusive a senha certa que chega depois do limite). O que não foi falha é devolvido.
 */
export const createProtecaoForcaBruta = ({ db, clock, limites, captcha }: Deps) => {
  const chaves = (t: Tentativa) => ({ ...t, conta: t.conta.toLowerCase() });

  const desfazer = (t: Tentativa) => devolverTentativa(db, chaves(t), false);

  const exigirCaptchaSeNecessario = async (t: Tentativa, captchaToken: string | undefined) => {
    const agora = clock();
    const desde = new Date(agora.getTime() - limites.janelaFalhasMin * 60_000);
    const n = await reservarTentativa(db, chaves(t), agora, desde);
    if (n.conta <= limites.falhasPorConta && n.ip <= limites.falhasPorIp) return;
    const valido = captchaToken ? await captcha.verificar(captchaToken, t.empresaId) : false;
    if (valido) return;
    // Barrada antes da senha: não é falha de senha, não conta.
    await desfazer(t);
    throw captchaNecessario(captchaToken ? CAPTCHA_INVALIDO : CAPTCHA_NECESSARIO);
  };

  /** Histórico da tentativa; o sucesso zera a conta e devolve a reserva do IP. */
  const registrar = async (t: Tentativa, sucesso: boolean) => {
    await authRepository({ db, empresaId: t.empresaId }).insertTentativa(
      t.conta,
      t.ip,
      sucesso,
      clock(),
    );
    if (sucesso) await devolverTentativa(db, chaves(t), true);
  };

  return { exigirCaptchaSeNecessario, registrar, desfazer };
};
export type ProtecaoForcaBruta = ReturnType<typeof createProtecaoForcaBruta>;
