import rateLimit from '@fastify/rate-limit';
import {
  envelopeMinusculoSchema,
  hqTokenBodySchema,
  hqTokenSchema,
  loginRespostaSchema,
  tokenBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { limitePorIp } from '../auth/index.ts';
import type { HqService } from './hq.service.ts';

const ROTA_ADMIN_MASTER = '/dashboard/admin/admin-master';

export const hqRoutes: FastifyPluginAsyncZod<{ hq: HqService }> = async (app, { hq }) => {
  await app.register(rateLimit, { global: false });

  app.post(
    '/hq/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Suporte (empresa 1, admin-master) emite um token HQ de 5 min para uma conta',
        body: hqTokenBodySchema,
        response: { 200: envelopeMinusculoSchema(hqTokenSchema) },
      },
    },
    async (req) => ok(await hq.emitir(exigirRota(req, ROTA_ADMIN_MASTER), req.body)),
  );

  app.post(
    '/hq/validate',
    {
      config: { publico: true, ...limitePorIp(10) },
      schema: {
        tags: ['auth'],
        summary: 'Abre a conta do cliente com o token HQ (uso único); 401 se inválido/expirado',
        body: tokenBodySchema,
        response: { 200: loginRespostaSchema },
      },
    },
    async (req) => hq.validar(req.body.token, req.ip),
  );
};
