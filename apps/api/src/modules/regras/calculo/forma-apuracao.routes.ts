import {
  envelopeMinusculoSchema,
  formaApuracaoBodySchema,
  formaApuracaoSchema,
  idNumeroSchema,
  idParamSchema,
  idSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../../shared/auth-context.ts';
import { ok } from '../../../shared/envelope.ts';
import { AppError } from '../../../shared/errors.ts';
import type { createRegraApuracaoService } from './regra-apuracao.service.ts';
import { ROTA_REGRAS_CALCULO, ROTAS_LEITURA_REGRAS } from './regra-comum.ts';

const tags = ['regras-calculo'];
const leitura = ROTAS_LEITURA_REGRAS;

/** Forma de apuração `/api/v1/formaApuracao` (spec §7): GET, POST, PUT e DELETE. */
export const registrarFormaApuracao = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: ReturnType<typeof createRegraApuracaoService>,
) => {
  app.get(
    '/api/v1/formaApuracao',
    {
      schema: {
        tags,
        summary: 'Formas de apuração',
        response: { 200: envelopeMinusculoSchema(z.array(formaApuracaoSchema)) },
      },
    },
    async (req) => ok(await s.listarFormas(exigirRota(req, ...leitura))),
  );

  app.get(
    '/api/v1/formaApuracao/:id',
    {
      schema: {
        tags,
        summary: 'Uma forma de apuração',
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(formaApuracaoSchema) },
      },
    },
    async (req) => ok(await s.obterForma(exigirRota(req, ...leitura), req.params.id)),
  );

  app.post(
    '/api/v1/formaApuracao',
    {
      schema: {
        tags,
        summary: 'Cria uma forma de apuração (201 + location); auditado',
        body: formaApuracaoBodySchema,
        response: { 201: envelopeMinusculoSchema(formaApuracaoSchema) },
      },
    },
    async (req, reply) => {
      const f = await s.createForma(exigirRota(req, ROTA_REGRAS_CALCULO), req.body);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/${f.id}`)
        .send(ok(f, 'Forma de apuração criada.'));
    },
  );

  app.put(
    '/api/v1/formaApuracao/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma forma de apuração; auditado',
        params: idParamSchema,
        body: formaApuracaoBodySchema,
        response: { 200: envelopeMinusculoSchema(formaApuracaoSchema) },
      },
    },
    async (req) =>
      ok(
        await s.alterarForma(exigirRota(req, ROTA_REGRAS_CALCULO), req.params.id, req.body),
        'Forma de apuração alterada.',
      ),
  );

  app.delete(
    '/api/v1/formaApuracao/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma forma de apuração sem uso (409 se alguma regra a usa); auditado',
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(z.null()) },
      },
    },
    async (req) => {
      await s.excluirForma(exigirRota(req, ROTA_REGRAS_CALCULO), req.params.id);
      return ok(null, 'Forma de apuração excluída.');
    },
  );

  // O spec §7 lista PUT e DELETE em `/api/v1/formaApuracao`, sem o id no caminho: o id vem no
  // corpo (PUT) ou no corpo ou na query (DELETE). As formas com o id no caminho continuam valendo.
  app.put(
    '/api/v1/formaApuracao',
    {
      schema: {
        tags,
        summary: 'Altera uma forma de apuração (id no corpo); auditado',
        body: formaApuracaoBodySchema.extend({ id: idNumeroSchema }),
        response: { 200: envelopeMinusculoSchema(formaApuracaoSchema) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const { id, ...dados } = req.body;
      return ok(await s.alterarForma(auth, id, dados), 'Forma de apuração alterada.');
    },
  );

  app.delete(
    '/api/v1/formaApuracao',
    {
      schema: {
        tags,
        summary: 'Exclui uma forma de apuração sem uso (id no corpo ou na query); auditado',
        querystring: z.object({ id: idSchema.optional() }),
        body: z.object({ id: idNumeroSchema }).nullish(),
        response: { 200: envelopeMinusculoSchema(z.null()) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const id = req.body?.id ?? req.query.id;
      if (id === undefined)
        throw new AppError('VALIDACAO', 'id: informe a forma de apuração.', 400, 'id');
      await s.excluirForma(auth, id);
      return ok(null, 'Forma de apuração excluída.');
    },
  );
};
