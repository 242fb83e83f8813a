import {
  alcanceFechamentoSchema,
  divergenciasQuerySchema,
  fechamentoDetalheRespostaSchema,
  fechamentoRespostaSchema,
  fechamentosQuerySchema,
  fechamentosRespostaSchema,
  fecharCompetenciaBodySchema,
  idSchema,
  reabrirFechamentoBodySchema,
  statusCompetenciaRespostaSchema,
  verificacaoFechamentoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { FechamentoService } from './fechamento.service.ts';
import { ROTA_FOLHA } from './use-cases/comum.ts';

const params = z.object({ fechamentoId: idSchema });

/**
 * Fechamento da competência, sob o serviço de verbas (SERVICOS.verbas): /fechamento. Só o RH
 * com o menu da folha. Caminhos: docs/decisoes/fechamento.md.
 */
export const fechamentoRoutes: FastifyPluginAsyncZod<{ fechamento: FechamentoService }> = async (
  app,
  { fechamento: s },
) => {
  const tags = ['fechamento'];

  app.get(
    '/fechamento/divergencias',
    {
      schema: {
        tags,
        summary: 'Recalcula a competência no alcance e lista as divergências (paginadas)',
        querystring: divergenciasQuerySchema,
        response: { 200: verificacaoFechamentoRespostaSchema },
      },
    },
    async (req) => ok(await s.verificar(exigirRota(req, ROTA_FOLHA), req.query)),
  );
  app.get(
    '/fechamento/status',
    {
      schema: {
        tags,
        summary: 'Situação da competência no alcance (aberta, parcial, fechada)',
        querystring: alcanceFechamentoSchema,
        response: { 200: statusCompetenciaRespostaSchema },
      },
    },
    async (req) => ok(await s.status(exigirRota(req, ROTA_FOLHA), req.query)),
  );
  app.get(
    '/fechamento',
    {
      schema: {
        tags,
        summary: 'Histórico de fechamentos e reaberturas (do mais recente)',
        querystring: fechamentosQuerySchema,
        response: { 200: fechamentosRespostaSchema },
      },
    },
    async (req) => ok(await s.listar(exigirRota(req, ROTA_FOLHA), req.query)),
  );
  app.get(
    '/fechamento/:fechamentoId',
    {
      schema: {
        tags,
        summary: 'Um fechamento e o total fechado por código da folha',
        params,
        response: { 200: fechamentoDetalheRespostaSchema },
      },
    },
    async (req) => ok(await s.obter(exigirRota(req, ROTA_FOLHA), req.params.fechamentoId)),
  );
  app.post(
    '/fechamento',
    {
      schema: {
        tags,
        summary: 'Fecha a competência no alcance (recusa com divergências bloqueantes)',
        body: fecharCompetenciaBodySchema,
        response: { 200: fechamentoRespostaSchema },
      },
    },
    async (req) => ok(await s.fechar(exigirRota(req, ROTA_FOLHA), req.body)),
  );
  app.post(
    '/fechamento/:fechamentoId/reabertura',
    {
      schema: {
        tags,
        summary: 'Reabre um fechamento, com motivo',
        params,
        body: reabrirFechamentoBodySchema,
        response: { 200: fechamentoRespostaSchema },
      },
    },
    async (req) =>
      ok(await s.reabrir(exigirRota(req, ROTA_FOLHA), req.params.fechamentoId, req.body.motivo)),
  );
};
