import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { authRepository, contarFalhasPorIp } from '../auth.repository.ts';
import type { LimitesAcesso } from '../limites.ts';
import type { Captcha } from './captcha.ts';

type Deps = { db: Db; clock: () => Date; limites: LimitesAcesso; captcha: Captcha };

export const CAPTCHA_NECESSARIO =
  'Muitas tentativas sem sucesso. Resolva o captcha para continuar.';
export const CAPTCHA_INVALIDO = 'Captcha inválido, expirado ou já usado. Resolva um novo desafio.';

/** spec §7: 405 faz o cliente mostrar o captcha e repetir a chamada com x-captcha-token. */
const captchaNecessario = (mensagem: string) => new AppError('CAPTCHA_NECESSARIO', mensagem, 405);

export type Tentativa = { empresaId: number; conta: string; ip: string };

/** Proteção contra força bruta: conta falhas por conta e por IP e exige captcha acima do limite. */
export const createProtecaoForcaBruta = ({ db, clock, limites, captcha }: Deps) => ({
  exigirCaptchaSeNecessario: async (t: Tentativa, captchaToken: string | undefined) => {
    const desde = new Date(clock().getTime() - limites.janelaFalhasMin * 60_000);
    const daConta = await authRepository({ db, empresaId: t.empresaId }).contarFalhasConta(
      t.conta,
      desde,
    );
    const doIp = daConta >= limites.falhasPorConta ? 0 : await contarFalhasPorIp(db, t.ip, desde);
    if (daConta < limites.falhasPorConta && doIp < limites.falhasPorIp) return;
    if (!captchaToken) throw captchaNecessario(CAPTCHA_NECESSARIO);
    if (!(await captcha.verificar(captchaToken, t.empresaId)))
      throw captchaNecessario(CAPTCHA_INVALIDO);
  },

  registrar: (t: Tentativa, sucesso: boolean) =>
    authRepository({ db, empresaId: t.empresaId }).insertTentativa(t.conta, t.ip, sucesso, clock()),
});
export type ProtecaoForcaBruta = ReturnType<typeof createProtecaoForcaBruta>;
