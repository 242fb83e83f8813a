import {
  historicoVerbaRespostaSchema,
  idParamSchema,
  leiauteBodySchema,
  leiauteRespostaSchema,
  leiautesRespostaSchema,
  previaLeiauteBodySchema,
  previaLeiauteRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_FOLHA } from './use-cases/comum.ts';
import type { VerbaService } from './verba.service.ts';

const params = idParamSchema;

/** Leiautes de exportação: os prontos, os personalizados da empresa e a prévia com dados reais. */
export const leiauteRoutes: FastifyPluginAsyncZod<{ verbas: VerbaService }> = async (
  app,
  { verbas: s },
) => {
  const tags = ['verbas'];

  app.get(
    '/leiaute',
    {
      schema: {
        tags,
        summary: 'Leiautes prontos (com a confiança de cada um) e os personalizados da empresa',
        response: { 200: leiautesRespostaSchema },
      },
    },
    async (req) => ok(await s.leiaute.listar(exigirRota(req, ROTA_FOLHA))),
  );
  app.post(
    '/leiaute',
    {
      schema: {
        tags,
        summary: 'Salva um leiaute personalizado',
        body: leiauteBodySchema,
        response: { 200: leiauteRespostaSchema },
      },
    },
    async (req, reply) => {
      const l = await s.leiaute.criar(exigirRota(req, ROTA_FOLHA), req.body);
      reply.header('location', `${req.url}/${l.id}`);
      return ok(l);
    },
  );
  app.post(
    '/leiaute/previa',
    {
      schema: {
        tags,
        summary: 'Prévia: as primeiras linhas de um leiaute com os dados reais da competência',
        body: previaLeiauteBodySchema,
        response: { 200: previaLeiauteRespostaSchema },
      },
    },
    async (req) => ok(await s.previa(exigirRota(req, ROTA_FOLHA), req.body)),
  );
  app.get(
    '/leiaute/:id',
    {
      schema: {
        tags,
        summary: 'Um leiaute personalizado',
        params,
        response: { 200: leiauteRespostaSchema },
      },
    },
    async (req) => ok(await s.leiaute.obter(exigirRota(req, ROTA_FOLHA), req.params.id)),
  );
  app.put(
    '/leiaute/:id',
    {
      schema: {
        tags,
        summary: 'Altera um leiaute personalizado (nova versão)',
        params,
        body: leiauteBodySchema,
        response: { 200: leiauteRespostaSchema },
      },
    },
    async (req) =>
      ok(await s.leiaute.alterar(exigirRota(req, ROTA_FOLHA), req.params.id, req.body)),
  );
  app.delete(
    '/leiaute/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um leiaute personalizado',
        params,
        response: { 200: leiauteRespostaSchema },
      },
    },
    async (req) => ok(await s.leiaute.excluir(exigirRota(req, ROTA_FOLHA), req.params.id)),
  );
  app.get(
    '/leiaute/:id/historico',
    {
      schema: {
        tags,
        summary: 'Versões de um leiaute personalizado',
        params,
        response: { 200: historicoVerbaRespostaSchema },
      },
    },
    async (req) => ok(await s.leiaute.historico(exigirRota(req, ROTA_FOLHA), req.params.id)),
  );
};
