import {
  changePasswordBodySchema,
  conviteBodySchema,
  emailBodySchema,
  envelopeMinusculoSchema,
  erroRespostaSchema,
  loginRespostaSchema,
  primeiroAcessoBodySchema,
  primeiroAcessoDadosSchema,
  resetPasswordBodySchema,
  tokenBodySchema,
  validateRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { type AuthRoutesOpts, limitePorIp } from './auth.http.ts';
import { ENVIO_RECUPERACAO } from './use-cases/senha.ts';

const ROTA_COLABORADORES = '/dashboard/admin/colaboradores';

/** Senhas e primeiro acesso (spec §2, §7): validate, forgot/reset/change, convite do RH. */
export const senhaRoutes: FastifyPluginAsyncZod<AuthRoutesOpts> = async (app, { auth }) => {
  app.post(
    '/validate',
    {
      config: { publico: true, ...limitePorIp(20) },
      schema: {
        tags: ['auth'],
        summary: 'Empresas em que o e-mail tem conta ativa e os meios de entrada (senha, SSO, AD)',
        body: emailBodySchema,
        response: { 200: validateRespostaSchema },
      },
    },
    async (req) => ok({ empresas: await auth.senha.validar(req.body.email) }),
  );

  app.post(
    '/forgot-password',
    {
      config: { publico: true, ...limitePorIp(5) },
      schema: {
        tags: ['auth'],
        summary: 'Envia por e-mail um link de uso único (30 min) para definir nova senha',
        body: emailBodySchema,
        response: { 200: envelopeMinusculoSchema(z.null()) },
      },
    },
    async (req) => {
      await auth.senha.esqueci(req.body.email);
      return ok(null, ENVIO_RECUPERACAO);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { publico: true, ...limitePorIp(10) },
      schema: {
        tags: ['auth'],
        summary: 'Define a nova senha com o token do link e entra (revoga as outras sessões)',
        body: resetPasswordBodySchema,
        response: { 200: loginRespostaSchema },
      },
    },
    async (req) => auth.senha.redefinir(req.body),
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Troca a senha do usuário logado (revoga as outras sessões; devolve nova sessão)',
        body: changePasswordBodySchema,
        response: { 200: loginRespostaSchema },
      },
    },
    async (req) => auth.senha.trocar(exigirAuth(req), req.body),
  );

  app.post(
    '/convites',
    {
      schema: {
        tags: ['auth'],
        summary: 'RH convida o usuário por e-mail para o primeiro acesso (link de 7 dias)',
        body: conviteBodySchema,
        response: { 200: envelopeMinusculoSchema(z.object({ expiraEm: z.string() })) },
      },
    },
    async (req) =>
      ok(
        await auth.primeiroAcesso.convidar(exigirRota(req, ROTA_COLABORADORES), req.body.usuarioId),
        'Convite enviado.',
      ),
  );

  app.post(
    '/primeiro-acesso/convite',
    {
      config: { publico: true, ...limitePorIp(10) },
      schema: {
        tags: ['auth'],
        summary: 'Troca o link do convite por uma sessão restrita de primeiro acesso',
        body: tokenBodySchema,
        response: { 200: loginRespostaSchema },
      },
    },
    async (req) => auth.primeiroAcesso.aceitarConvite(req.body.token),
  );

  app.get(
    '/primeiro-acesso',
    {
      config: { escopos: ['primeiro-acesso'] },
      schema: {
        tags: ['auth'],
        summary: 'Dados do cadastro para o usuário conferir no primeiro acesso',
        // 409: o cadastro já foi confirmado.
        response: {
          200: envelopeMinusculoSchema(primeiroAcessoDadosSchema),
          409: erroRespostaSchema,
        },
      },
    },
    async (req) => ok(await auth.primeiroAcesso.dados(exigirAuth(req))),
  );

  app.post(
    '/primeiro-acesso',
    {
      config: { escopos: ['primeiro-acesso'] },
      schema: {
        tags: ['auth'],
        summary: 'Confirma o cadastro (CPF) e define a senha; devolve a sessão completa',
        body: primeiroAcessoBodySchema,
        response: { 200: loginRespostaSchema },
      },
    },
    async (req) => auth.primeiroAcesso.confirmar(exigirAuth(req), req.body),
  );
};
