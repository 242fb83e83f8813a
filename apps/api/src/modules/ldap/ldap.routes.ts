import {
  adLoginBodySchema,
  envelopeMinusculoSchema,
  erroRespostaSchema,
  ldapConfigBodySchema,
  ldapConfigSchema,
  loginRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { captchaDoCabecalho, ROTA_SEGURANCA } from '../auth/index.ts';
import type { LdapService } from './ldap.service.ts';

export const ldapRoutes: FastifyPluginAsyncZod<{ ldap: LdapService }> = async (app, { ldap }) => {
  app.post(
    '/ad',
    {
      config: { publico: true },
      schema: {
        tags: ['auth'],
        summary: 'Login pelo Active Directory/LDAP da empresa (405 = captcha, como no /login)',
        body: adLoginBodySchema,
        // 405: captcha necessário; 503: diretório da empresa fora do ar.
        response: {
          200: loginRespostaSchema,
          401: loginRespostaSchema,
          405: erroRespostaSchema,
          503: erroRespostaSchema,
        },
      },
    },
    async (req, reply) => {
      const { status, resposta } = await ldap.login(req.body, req.ip, captchaDoCabecalho(req));
      return reply.code(status).send(resposta);
    },
  );

  app.get(
    '/ldap/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Configuração do Active Directory/LDAP da empresa',
        response: { 200: envelopeMinusculoSchema(ldapConfigSchema) },
      },
    },
    async (req) => ok(await ldap.config(exigirRota(req, ROTA_SEGURANCA).empresaId)),
  );

  app.put(
    '/ldap/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Configura o diretório da empresa (senha de bind cifrada; auditado)',
        body: ldapConfigBodySchema,
        response: { 200: envelopeMinusculoSchema(ldapConfigSchema) },
      },
    },
    async (req) => ok(await ldap.salvarConfig(exigirRota(req, ROTA_SEGURANCA), req.body)),
  );
};
