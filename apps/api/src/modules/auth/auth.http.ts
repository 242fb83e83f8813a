import type { FastifyRequest } from 'fastify';
import type { AuthService } from './auth.service.ts';

export type AuthRoutesOpts = { auth: AuthService };

/** Cabeçalho com a solução ALTCHA (base64 de {challenge, solution}), spec §3 captchaToken. */
export const CABECALHO_CAPTCHA = 'x-captcha-token';
export const captchaDoCabecalho = (req: FastifyRequest) => {
  const v = req.headers[CABECALHO_CAPTCHA];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Limite por IP (@fastify/rate-limit, em memória e por processo) para rotas públicas que não
 * passam pela contagem de falhas do login; acima dele, 429.
 */
export const limitePorIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
