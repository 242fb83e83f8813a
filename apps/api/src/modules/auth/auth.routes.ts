import rateLimit from '@fastify/rate-limit';
import {
  captchaDesafioSchema,
  envelopeMaiusculoSchema,
  erroRespostaSchema,
  loginBodySchema,
  loginQuerySchema,
  loginRespostaSchema,
  logoutBodySchema,
  sessaoDadosSchema,
  signInRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { semCorpo } from '../../shared/docs.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { type AuthRoutesOpts, captchaDoCabecalho, limitePorIp } from './auth.http.ts';
import { contaRoutes } from './conta.routes.ts';
import { senhaRoutes } from './senha.routes.ts';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOpts> = async (app, { auth }) => {
  await app.register(rateLimit, { global: false });

  app.post(
    '/login',
    {
      config: { publico: true },
      schema: {
        tags: ['auth'],
        summary: 'Login (spec §7): credenciais em base64; só HTTP 200 é sucesso',
        description:
          '405 = captcha necessário (GET /captcha, resolver e repetir com x-captcha-token). 401 com SegundoFator "codigo" = reenviar com CodigoTotp.',
        querystring: loginQuerySchema,
        body: loginBodySchema,
        response: { 200: loginRespostaSchema, 401: loginRespostaSchema, 405: erroRespostaSchema },
      },
    },
    async (req, reply) => {
      const { status, resposta } = await auth.login(req.body.data, req.ip, captchaDoCabecalho(req));
      return reply.code(status).send(resposta);
    },
  );

  app.get(
    '/captcha',
    {
      config: { publico: true, ...limitePorIp(60) },
      schema: {
        tags: ['auth'],
        summary: 'Cria um desafio ALTCHA (prova de trabalho) para responder a um 405',
        response: { 200: captchaDesafioSchema },
      },
    },
    async (_req, reply) =>
      reply.header('cache-control', 'no-store').send(await auth.captcha.createDesafio()),
  );

  app.post(
    '/sign-in',
    {
      config: { publico: true, ...limitePorIp(60) },
      schema: {
        tags: ['auth'],
        summary: 'Renova a sessão com o refresh token (rotação; reutilização revoga a família)',
        body: loginBodySchema,
        response: { 200: signInRespostaSchema },
      },
    },
    async (req) => auth.refresh(req.body.data),
  );

  app.get(
    '/recurso/update',
    {
      schema: {
        tags: ['auth'],
        summary: 'Reautentica: novo token de acesso com as permissões atuais (Data com Token)',
        response: { 200: envelopeMaiusculoSchema(sessaoDadosSchema) },
      },
    },
    async (req) => okMaiusculo(await auth.recursoUpdate(exigirAuth(req))),
  );

  app.post(
    '/logout',
    {
      config: { escopos: ['primeiro-acesso', 'cadastro-totp'] },
      schema: {
        tags: ['auth'],
        summary: 'Encerra a sessão e revoga o refresh token',
        body: logoutBodySchema,
        response: { 204: semCorpo('Sessão encerrada') },
      },
    },
    async (req, reply) => {
      await auth.logout(exigirAuth(req), req.body.refreshToken);
      return reply.code(204).send();
    },
  );

  // Sem prefixo: os filhos herdam o do serviço (e o rate limit registrado aqui).
  await app.register(senhaRoutes, { auth });
  await app.register(contaRoutes, { auth });
};
