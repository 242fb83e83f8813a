import rateLimit from '@fastify/rate-limit';
import {
  envelopeMinusculoSchema,
  externalSignInBodySchema,
  idSchema,
  loginRespostaSchema,
  ssoConfigBodySchema,
  ssoConfigSchema,
} from '@jornada/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { semCorpo } from '../../shared/docs.ts';
import { ok } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { limitePorIp, ROTA_SEGURANCA } from '../auth/index.ts';
import { FALHA_SSO, type SsoService } from './sso.service.ts';

type Opts = { sso: SsoService; appUrl: string };

const COOKIE = 'jornada_sso';

const lerCookie = (req: FastifyRequest): string | undefined => {
  for (const parte of (req.headers.cookie ?? '').split(';')) {
    const [nome, ...valor] = parte.trim().split('=');
    if (nome === COOKIE) return decodeURIComponent(valor.join('='));
  }
  return undefined;
};

export const ssoRoutes: FastifyPluginAsyncZod<Opts> = async (app, { sso, appUrl }) => {
  await app.register(rateLimit, { global: false });
  const seguro = appUrl.startsWith('https://') ? '; Secure' : '';
  const cookie = (valor: string, maxAge: number) =>
    `${COOKIE}=${encodeURIComponent(valor)}; Path=/api/auth/sso; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${seguro}`;

  /** Os dois passos do navegador terminam sempre num redirecionamento para a tela /sso/{id}. */
  const voltarComErro = (
    req: FastifyRequest,
    reply: FastifyReply,
    empresaId: number | '',
    e: unknown,
  ) => {
    if (!(e instanceof AppError)) req.log.warn({ err: e }, 'falha no login único');
    const msg = e instanceof AppError ? e.message : FALHA_SSO;
    return reply
      .header('set-cookie', cookie('', 0))
      .redirect(`${appUrl}/sso/${empresaId}?erro=${encodeURIComponent(msg)}`, 302);
  };

  app.get(
    '/sso/iniciar',
    {
      config: { publico: true, ...limitePorIp(30) },
      schema: {
        tags: ['auth'],
        summary: 'Navegação do /sso/{empresaId}: 302 para o provedor de identidade da empresa',
        querystring: z.object({ empresaId: idSchema }),
        response: { 302: semCorpo('Redireciona (Location) ao provedor ou de volta com o erro') },
      },
    },
    async (req, reply) => {
      try {
        const { url, cookie: estado } = await sso.iniciar(req.query.empresaId);
        return reply.header('set-cookie', cookie(estado, 600)).redirect(url, 302);
      } catch (e) {
        return voltarComErro(req, reply, req.query.empresaId, e);
      }
    },
  );

  app.get(
    '/sso/callback',
    {
      config: { publico: true, ...limitePorIp(30) },
      schema: {
        tags: ['auth'],
        summary: 'Retorno do provedor (redirect URI): 302 para /sso/{empresaId}?token=',
        response: {
          302: semCorpo('Redireciona (Location) a /sso/{empresaId} com o token ou o erro'),
        },
      },
    },
    async (req, reply) => {
      const query = req.url.split('?')[1] ?? '';
      const r = await sso.callback(query, lerCookie(req));
      if (!r.token || r.empresaId === null)
        return voltarComErro(req, reply, r.empresaId ?? '', r.erro);
      return reply
        .header('set-cookie', cookie('', 0))
        .redirect(`${appUrl}/sso/${r.empresaId}?token=${encodeURIComponent(r.token)}`, 302);
    },
  );

  app.post(
    '/external-sign-in',
    {
      config: { publico: true, ...limitePorIp(20) },
      schema: {
        tags: ['auth'],
        summary: 'Troca o token do login único (uso único, 2 min) pela sessão',
        body: externalSignInBodySchema,
        response: { 200: loginRespostaSchema },
      },
    },
    async (req) => sso.trocar(req.body.token, req.body.empresaId),
  );

  app.get(
    '/sso/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Configuração do login único (OpenID Connect) da empresa',
        response: { 200: envelopeMinusculoSchema(ssoConfigSchema) },
      },
    },
    async (req) => ok(await sso.config(exigirRota(req, ROTA_SEGURANCA).empresaId)),
  );

  app.put(
    '/sso/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Configura o provedor OpenID Connect da empresa (segredo cifrado; auditado)',
        body: ssoConfigBodySchema,
        response: { 200: envelopeMinusculoSchema(ssoConfigSchema) },
      },
    },
    async (req) => ok(await sso.salvarConfig(exigirRota(req, ROTA_SEGURANCA), req.body)),
  );
};
