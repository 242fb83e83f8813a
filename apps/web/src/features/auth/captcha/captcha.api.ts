import { captchaDesafioSchema } from '@jornada/contracts';
import { apiFetch } from '../../../lib/http/api-fetch.ts';

export type DesafioCaptcha = ReturnType<typeof captchaDesafioSchema.parse>;

/** GET /captcha: um desafio ALTCHA novo, criado e assinado pelo nosso servidor (sem terceiros). */
export const findDesafio = async (signal?: AbortSignal): Promise<DesafioCaptcha> =>
  captchaDesafioSchema.parse(
    await apiFetch('auth', '/captcha', { accessToken: null, isSomente200: true, signal }),
  );
