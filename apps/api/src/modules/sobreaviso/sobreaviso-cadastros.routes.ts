import {
  alocacaoSobreavisoBodySchema,
  alocacaoSobreavisoPutSchema,
  alocacaoSobreavisoQuerySchema,
  alocacaoSobreavisoRespostaSchema,
  alocacoesSobreavisoRespostaSchema,
  historicoSobreavisoRespostaSchema,
  idParamSchema,
  motivoSobreavisoBodySchema,
  motivoSobreavisoQuerySchema,
  motivoSobreavisoRespostaSchema,
  motivosSobreavisoRespostaSchema,
  regraSobreavisoBodySchema,
  regraSobreavisoQuerySchema,
  regraSobreavisoRespostaSchema,
  regrasSobreavisoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { SobreavisoService } from './sobreaviso.service.ts';

const params = idParamSchema;
const historico = { 200: historicoSobreavisoRespostaSchema };

/** Motivos, regras e alocações do sobreaviso (spec §7 "On-call module"). */
export const sobreavisoCadastrosRoutes: FastifyPluginAsyncZod<{
  sobreaviso: SobreavisoService;
}> = async (app, { sobreaviso: s }) => {
  const tags = ['sobreaviso'];

  // Motivos de acionamento
  app.post(
    '/motivo',
    {
      schema: {
        tags,
        summary: 'Cria um motivo de acionamento (RH)',
        body: motivoSobreavisoBodySchema,
        response: { 200: motivoSobreavisoRespostaSchema },
      },
    },
    async (req, reply) => {
      const m = await s.motivo.criar(exigirAuth(req), req.body);
      reply.header('location', `${req.url}/${m.id}`);
      return ok(m);
    },
  );
  app.put(
    '/motivo/:id',
    {
      schema: {
        tags,
        summary: 'Altera um motivo (nova versão)',
        params,
        body: motivoSobreavisoBodySchema,
        response: { 200: motivoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.motivo.alterar(exigirAuth(req), req.params.id, req.body)),
  );
  app.get(
    '/motivo',
    {
      schema: {
        tags,
        summary: 'Motivos de acionamento da empresa',
        querystring: motivoSobreavisoQuerySchema,
        response: { 200: motivosSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.motivo.listar(exigirAuth(req), req.query)),
  );
  app.get(
    '/motivo/:id',
    {
      schema: {
        tags,
        summary: 'Um motivo',
        params,
        response: { 200: motivoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.motivo.obter(exigirAuth(req), req.params.id)),
  );
  app.get(
    '/motivo/historico/:id',
    { schema: { tags, summary: 'Versões de um motivo (RH)', params, response: historico } },
    async (req) => ok(await s.motivo.historico(exigirAuth(req), req.params.id)),
  );

  // Regras
  app.get(
    '/regra/usuario-logado',
    {
      schema: {
        tags,
        summary: 'Regras das escalas de sobreaviso de quem chama vigentes hoje',
        response: { 200: regrasSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.regra.doUsuarioLogado(exigirAuth(req))),
  );
  app.post(
    '/regra',
    {
      schema: {
        tags,
        summary: 'Cria uma regra de sobreaviso (1/3, até 24 h) ou prontidão (2/3, até 12 h)',
        body: regraSobreavisoBodySchema,
        response: { 200: regraSobreavisoRespostaSchema },
      },
    },
    async (req, reply) => {
      const r = await s.regra.criar(exigirAuth(req), req.body);
      reply.header('location', `${req.url}/${r.id}`);
      return ok(r);
    },
  );
  app.get(
    '/regra',
    {
      schema: {
        tags,
        summary: 'Regras de sobreaviso da empresa',
        querystring: regraSobreavisoQuerySchema,
        response: { 200: regrasSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.regra.listar(exigirAuth(req), req.query)),
  );
  app.get(
    '/regra/:id',
    {
      schema: {
        tags,
        summary: 'Uma regra',
        params,
        response: { 200: regraSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.regra.obter(exigirAuth(req), req.params.id)),
  );
  app.put(
    '/regra/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma regra (nova versão; lançamentos já gravados não mudam)',
        params,
        body: regraSobreavisoBodySchema,
        response: { 200: regraSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.regra.alterar(exigirAuth(req), req.params.id, req.body)),
  );
  app.get(
    '/regra/historico/:id',
    { schema: { tags, summary: 'Versões de uma regra (RH)', params, response: historico } },
    async (req) => ok(await s.regra.historico(exigirAuth(req), req.params.id)),
  );

  // Alocações (escala de sobreaviso)
  app.post(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Aloca alguém na escala de sobreaviso (RH ou gestor da equipe)',
        body: alocacaoSobreavisoBodySchema,
        response: { 200: alocacaoSobreavisoRespostaSchema },
      },
    },
    async (req, reply) => {
      const a = await s.alocacao.criar(exigirAuth(req), req.body);
      reply.header('location', `${req.url}/${a.id}`);
      return ok(a);
    },
  );
  app.put(
    '/alocacao/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma alocação (nova versão)',
        params,
        body: alocacaoSobreavisoPutSchema,
        response: { 200: alocacaoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.alocacao.alterar(exigirAuth(req), req.params.id, req.body)),
  );
  app.get(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Alocações visíveis a quem pede (próprias, da equipe ou da empresa)',
        querystring: alocacaoSobreavisoQuerySchema,
        response: { 200: alocacoesSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.alocacao.listar(exigirAuth(req), req.query)),
  );
  app.get(
    '/alocacao/:id',
    {
      schema: {
        tags,
        summary: 'Uma alocação, com as escalas que gera',
        params,
        response: { 200: alocacaoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.alocacao.obter(exigirAuth(req), req.params.id)),
  );
  app.get(
    '/alocacao/historico/:id',
    { schema: { tags, summary: 'Versões de uma alocação', params, response: historico } },
    async (req) => ok(await s.alocacao.historico(exigirAuth(req), req.params.id)),
  );
};
