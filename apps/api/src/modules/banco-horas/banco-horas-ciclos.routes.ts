import {
  cicloEntradaSchema,
  cicloIdsSchema,
  cicloListaQuerySchema,
  cicloLoteSchema,
  cicloSchema,
  envelopeMinusculoSchema,
  fechamentoCicloSchema,
  idParamSchema,
  reaberturaCicloSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';

const tags = ['banco-horas'];
const V1 = '/api/v1';
const env = envelopeMinusculoSchema;
const semQuery = (url: string) => url.split('?')[0]!;

/** Ciclos (`/api/v1/ciclo`, spec §7) e o fechamento do ciclo. Só o RH do banco. */
export const registrarCiclos = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: BancoHorasService,
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);

  app.get(
    `${V1}/ciclo`,
    {
      schema: {
        tags,
        summary: 'Ciclos (de um banco, com `bancoHoraId`)',
        querystring: cicloListaQuerySchema,
        response: { 200: env(z.array(cicloSchema)) },
      },
    },
    async (req) => ok(await s.ciclos.listar(rh(req), req.query.bancoHoraId)),
  );
  app.put(
    `${V1}/ciclo/activate`,
    {
      schema: {
        tags,
        summary: 'Ativa ciclos em lote (`ids`); auditado',
        body: cicloIdsSchema,
        response: { 200: env(z.array(cicloSchema)) },
      },
    },
    async (req) => ok(await s.ciclos.definirAtivo(rh(req), req.body.ids, true), 'Ciclos ativados.'),
  );
  app.put(
    `${V1}/ciclo/inactivate`,
    {
      schema: {
        tags,
        summary: 'Inativa ciclos em lote (`ids`); auditado',
        body: cicloIdsSchema,
        response: { 200: env(z.array(cicloSchema)) },
      },
    },
    async (req) =>
      ok(await s.ciclos.definirAtivo(rh(req), req.body.ids, false), 'Ciclos inativados.'),
  );
  app.post(
    `${V1}/ciclo/batch`,
    {
      schema: {
        tags,
        summary: 'Cria os próximos ciclos do banco pelo calendário do regime; auditado',
        body: cicloLoteSchema,
        response: { 201: env(z.array(cicloSchema)) },
      },
    },
    async (req, reply) => {
      const r = await s.ciclos.createLote(rh(req), req.body.bancoHoraId, req.body.quantidade);
      const lista = `${semQuery(req.url).replace(/\/batch$/, '')}?bancoHoraId=${req.body.bancoHoraId}`;
      return reply.code(201).header('location', lista).send(ok(r, 'Ciclos criados.'));
    },
  );
  app.get(
    `${V1}/ciclo/:id`,
    {
      schema: {
        tags,
        summary: 'Ciclo por id',
        params: idParamSchema,
        response: { 200: env(cicloSchema) },
      },
    },
    async (req) => ok(await s.ciclos.obter(rh(req), req.params.id)),
  );
  app.post(
    `${V1}/ciclo`,
    {
      schema: {
        tags,
        summary: 'Cria um ciclo (um período do calendário do regime; 201 + location); auditado',
        body: cicloEntradaSchema,
        response: { 201: env(cicloSchema) },
      },
    },
    async (req, reply) => {
      const r = await s.ciclos.criar(rh(req), req.body);
      return reply
        .code(201)
        .header('location', `${semQuery(req.url)}/${r.id}`)
        .send(ok(r));
    },
  );
  app.put(
    `${V1}/ciclo/:id`,
    {
      schema: {
        tags,
        summary: 'Altera um ciclo aberto; auditado',
        params: idParamSchema,
        body: cicloEntradaSchema,
        response: { 200: env(cicloSchema) },
      },
    },
    async (req) => ok(await s.ciclos.alterar(rh(req), req.params.id, req.body)),
  );

  app.get(
    `${V1}/ciclo/:id/fechamento`,
    {
      schema: {
        tags,
        summary: 'Prévia do fechamento (quem recebe quanto, por verba); o gravado se fechado',
        params: idParamSchema,
        response: { 200: env(fechamentoCicloSchema) },
      },
    },
    async (req) => ok(await s.fechamento.previa(rh(req), req.params.id)),
  );
  app.post(
    `${V1}/ciclo/:id/fechamento`,
    {
      schema: {
        tags,
        summary: 'Confirma o fechamento: grava os pagamentos uma só vez; auditado',
        params: idParamSchema,
        response: { 200: env(fechamentoCicloSchema) },
      },
    },
    async (req) => ok(await s.fechamento.confirmar(rh(req), req.params.id), 'Ciclo fechado.'),
  );
  app.post(
    `${V1}/ciclo/:id/reabertura`,
    {
      schema: {
        tags,
        summary: 'Reabre um ciclo fechado com motivo, estornando os pagamentos; auditado',
        params: idParamSchema,
        body: reaberturaCicloSchema,
        response: { 200: env(fechamentoCicloSchema) },
      },
    },
    async (req) =>
      ok(await s.fechamento.reabrir(rh(req), req.params.id, req.body.motivo), 'Ciclo reaberto.'),
  );
};
