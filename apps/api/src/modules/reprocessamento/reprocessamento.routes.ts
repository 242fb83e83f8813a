import {
  criarReprocessamentoBodySchema,
  erroRespostaSchema,
  idParamSchema,
  listaReprocessamentosRespostaSchema,
  listarReprocessamentosQuerySchema,
  logReprocessamentoRespostaSchema,
  reprocessamentoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { type ReprocessamentoService, ROTA_REPROCESSAMENTO } from './reprocessamento.service.ts';

const tags = ['reprocessamento'];

/** Pedidos de reprocessamento (SERVICOS.espelho + /reprocessamento; caminhos não mostrados na spec). */
export const reprocessamentoRoutes: FastifyPluginAsyncZod<{
  reprocessamento: ReprocessamentoService;
}> = async (app, { reprocessamento }) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_REPROCESSAMENTO);

  app.get(
    '/reprocessamento',
    {
      schema: {
        tags,
        summary: 'Pedidos de reprocessamento, mais recentes primeiro',
        querystring: listarReprocessamentosQuerySchema,
        response: { 200: listaReprocessamentosRespostaSchema },
      },
    },
    async (req) => ok(await reprocessamento.listar(rh(req), req.query)),
  );

  app.get(
    '/reprocessamento/:id',
    {
      schema: {
        tags,
        summary: 'Um pedido, com o progresso (processados de total)',
        params: idParamSchema,
        response: { 200: reprocessamentoRespostaSchema },
      },
    },
    async (req) => ok(await reprocessamento.obter(rh(req), req.params.id)),
  );

  app.get(
    '/reprocessamento/:id/log',
    {
      schema: {
        tags,
        summary: 'Log do pedido, em ordem',
        params: idParamSchema,
        response: { 200: logReprocessamentoRespostaSchema },
      },
    },
    async (req) => ok(await reprocessamento.log(rh(req), req.params.id)),
  );

  app.post(
    '/reprocessamento',
    {
      schema: {
        tags,
        summary: 'Pede o reprocessamento da empresa ou de um departamento (201 + location)',
        description: 'Roda em segundo plano (pg-boss); acompanhe por GET /reprocessamento/{id}.',
        body: criarReprocessamentoBodySchema,
        // 503: servidor sem fila de jobs (pg-boss) configurada.
        response: { 201: reprocessamentoRespostaSchema, 503: erroRespostaSchema },
      },
    },
    async (req, reply) => {
      const r = await reprocessamento.criar(rh(req), req.body);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/${r.id}`)
        .send(ok(r, 'Reprocessamento solicitado.'));
    },
  );

  app.put(
    '/reprocessamento/:id/cancelar',
    {
      schema: {
        tags,
        summary: 'Cancela um pedido pendente ou em processamento (409 se já terminou)',
        params: idParamSchema,
        response: { 200: reprocessamentoRespostaSchema },
      },
    },
    async (req) =>
      ok(await reprocessamento.cancelar(rh(req), req.params.id), 'Reprocessamento cancelado.'),
  );
};
