import {
  alocacaoRegraAlterarSchema,
  alocacaoRegraComRegraSchema,
  alocacaoRegraContagemSchema,
  alocacaoRegraCriarSchema,
  alocacaoRegraFiltroSchema,
  alocacaoRegraGetByIdQuerySchema,
  alocacaoRegraListaQuerySchema,
  alocacaoRegraSchema,
  alocacaoRegraStatusSchema,
  alocacaoRegraVersaoSchema,
  envelopeMinusculoSchema,
  idParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../../shared/auth-context.ts';
import { ok } from '../../../shared/envelope.ts';
import { ROTA_REGRAS_CALCULO, ROTAS_LEITURA_REGRAS } from '../calculo/index.ts';
import type { createAlocacaoRegraService } from './alocacao-regra.service.ts';

type Opts = { alocacaoRegra: ReturnType<typeof createAlocacaoRegraService> };
const tags = ['regras-alocacao'];
const leitura = ROTAS_LEITURA_REGRAS;
const lista = envelopeMinusculoSchema(z.array(alocacaoRegraSchema));

/** Alocações de regra de ponto (spec §7 "Rule-calculation allocations"). */
export const alocacaoRegraRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { alocacaoRegra: s },
) => {
  app.post(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Aloca uma regra de ponto a colaboradores (201, 1º id no location); auditado',
        body: alocacaoRegraCriarSchema,
        response: { 201: lista },
      },
    },
    async (req, reply) => {
      const criadas = await s.criar(exigirRota(req, ROTA_REGRAS_CALCULO), req.body);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/get-by-id/${criadas[0]!.id}`)
        .send(ok(criadas, 'Regra de ponto alocada.'));
    },
  );

  app.put(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Altera uma alocação (id no corpo); auditado',
        body: alocacaoRegraAlterarSchema,
        response: { 200: envelopeMinusculoSchema(alocacaoRegraSchema) },
      },
    },
    async (req) =>
      ok(await s.alterar(exigirRota(req, ROTA_REGRAS_CALCULO), req.body), 'Alocação alterada.'),
  );

  app.put(
    '/alocacao/status',
    {
      schema: {
        tags,
        summary: 'Ativa ou inativa alocações (ids); auditado',
        body: alocacaoRegraStatusSchema,
        response: { 200: lista },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      return ok(await s.alterarStatus(auth, req.body.ids, req.body.status), 'Status alterado.');
    },
  );

  app.get(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Alocações paginadas (usuarioId, regraId, status, data, search)',
        querystring: alocacaoRegraListaQuerySchema,
        response: {
          200: envelopeMinusculoSchema(
            z.object({
              items: z.array(alocacaoRegraSchema),
              total: z.number(),
              pageNumber: z.number(),
              pageSize: z.number(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...leitura);
      const { pageNumber, pageSize, ...filtro } = req.query;
      const r = await s.listar(auth, filtro, pageNumber, pageSize);
      return ok({ ...r, pageNumber, pageSize });
    },
  );

  for (const url of ['/alocacao/count', '/alocacao/count/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Contagem de alocações (total, ativas, inativas) com os mesmos filtros',
          querystring: alocacaoRegraFiltroSchema,
          response: { 200: envelopeMinusculoSchema(alocacaoRegraContagemSchema) },
        },
      },
      async (req) => ok(await s.contar(exigirRota(req, ...leitura), req.query)),
    );
  }

  app.get(
    '/alocacao/get-by-id/:id',
    {
      schema: {
        tags,
        summary: 'Uma alocação; com withRegraDePonto=true, também a regra de ponto (regraId)',
        params: idParamSchema,
        querystring: alocacaoRegraGetByIdQuerySchema,
        response: { 200: envelopeMinusculoSchema(alocacaoRegraComRegraSchema) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...leitura);
      return ok(await s.findComRegra(auth, req.params.id, req.query.withRegraDePonto));
    },
  );

  app.get(
    '/alocacao/historico/:id',
    {
      schema: {
        tags,
        summary: 'Versões de uma alocação (quem, quando, o que mudou), da mais recente',
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(z.array(alocacaoRegraVersaoSchema)) },
      },
    },
    async (req) => ok(await s.historico(exigirRota(req, ...leitura), req.params.id)),
  );
};
