import {
  bancoHoraColaboradorEntradaSchema,
  bancoHoraColaboradorFimSchema,
  bancoHoraColaboradorQuerySchema,
  bancoHoraColaboradorSchema,
  envelopeMinusculoSchema,
  extratoQuerySchema,
  extratoSchema,
  idParamSchema,
  lancamentoManualEntradaSchema,
  lancamentoManualSchema,
  saldoAnteriorEntradaSchema,
  usuarioQuerySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';

const tags = ['banco-horas'];
const V1 = '/api/v1';
const env = envelopeMinusculoSchema;
const semQuery = (url: string) => url.split('?')[0]!;

/**
 * Colaboradores no banco (vigências), saldo anterior, lançamentos manuais e extrato. Escritas só
 * do RH do banco; extrato e lançamentos também do próprio colaborador e do gestor da equipe.
 */
export const registrarColaboradores = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: BancoHorasService,
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);

  app.get(
    `${V1}/bancoHora/colaborador`,
    {
      schema: {
        tags,
        summary: 'Colaboradores nos bancos (vigências)',
        querystring: bancoHoraColaboradorQuerySchema,
        response: { 200: env(z.array(bancoHoraColaboradorSchema)) },
      },
    },
    async (req) => ok(await s.colaboradores.listar(rh(req), req.query)),
  );
  app.get(
    `${V1}/bancoHora/colaborador/:id`,
    {
      schema: {
        tags,
        summary: 'Vigência por id',
        params: idParamSchema,
        response: { 200: env(bancoHoraColaboradorSchema) },
      },
    },
    async (req) => ok(await s.colaboradores.obter(rh(req), req.params.id)),
  );
  app.post(
    `${V1}/bancoHora/colaborador`,
    {
      schema: {
        tags,
        summary: 'Coloca o colaborador num banco a partir de uma data (201 + location); auditado',
        body: bancoHoraColaboradorEntradaSchema,
        response: { 201: env(bancoHoraColaboradorSchema) },
      },
    },
    async (req, reply) => {
      const r = await s.colaboradores.atribuir(rh(req), req.body);
      return reply
        .code(201)
        .header('location', `${semQuery(req.url)}/${r.id}`)
        .send(ok(r));
    },
  );
  app.put(
    `${V1}/bancoHora/colaborador/:id`,
    {
      schema: {
        tags,
        summary: 'Encerra (ou reabre) a vigência; auditado',
        params: idParamSchema,
        body: bancoHoraColaboradorFimSchema,
        response: { 200: env(bancoHoraColaboradorSchema) },
      },
    },
    async (req) => ok(await s.colaboradores.encerrar(rh(req), req.params.id, req.body.vigenciaFim)),
  );
  app.put(
    `${V1}/bancoHora/saldoAnterior`,
    {
      schema: {
        tags,
        summary: 'Saldo anterior do colaborador (na vigência de hoje); auditado',
        body: saldoAnteriorEntradaSchema,
        response: { 200: env(bancoHoraColaboradorSchema) },
      },
    },
    async (req) => ok(await s.colaboradores.definirSaldoAnterior(rh(req), req.body)),
  );

  app.get(
    `${V1}/bancoHora/lancamento`,
    {
      schema: {
        tags,
        summary: 'Lançamentos manuais do colaborador',
        querystring: usuarioQuerySchema,
        response: { 200: env(z.array(lancamentoManualSchema)) },
      },
    },
    async (req) =>
      ok(await s.colaboradores.listarLancamentos(exigirAuth(req), req.query.usuarioId)),
  );
  app.get(
    `${V1}/bancoHora/lancamento/:id`,
    {
      schema: {
        tags,
        summary: 'Lançamento manual por id',
        params: idParamSchema,
        response: { 200: env(lancamentoManualSchema) },
      },
    },
    async (req) => ok(await s.colaboradores.obterLancamento(exigirAuth(req), req.params.id)),
  );
  app.post(
    `${V1}/bancoHora/lancamento`,
    {
      schema: {
        tags,
        summary: 'Crédito ou débito manual com motivo (201 + location); auditado',
        body: lancamentoManualEntradaSchema,
        response: { 201: env(lancamentoManualSchema) },
      },
    },
    async (req, reply) => {
      const r = await s.colaboradores.lancar(rh(req), req.body);
      return reply
        .code(201)
        .header('location', `${semQuery(req.url)}/${r.id}`)
        .send(ok(r));
    },
  );

  app.get(
    `${V1}/bancoHora/extrato`,
    {
      schema: {
        tags,
        summary: 'Extrato do banco (motor apurarBancoHoras): ciclos, lançamentos e saldo',
        querystring: extratoQuerySchema,
        response: { 200: env(extratoSchema) },
      },
    },
    async (req) => ok(await s.extrato(exigirAuth(req), req.query)),
  );
};
