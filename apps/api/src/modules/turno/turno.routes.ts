import {
  envelopeMinusculoSchema,
  idParamSchema,
  listaQuerySchema,
  paginaDe,
  turnoBodySchema,
  turnoPutBodySchema,
  turnoSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { exigirGestorOuRh, exigirRh } from '../escala-nucleo/index.ts';
import type { TurnoService } from './turno.service.ts';

const tags = ['escala: regras'];

/** Turnos (spec §7 /turno): leitura para gestor e RH; gravação só RH. */
export const turnoRoutes: FastifyPluginAsyncZod<{ turno: TurnoService }> = async (
  app,
  { turno },
) => {
  app.get(
    '/turno',
    {
      schema: {
        tags,
        summary: 'Turnos da empresa (ativo=false: arquivados)',
        querystring: listaQuerySchema,
        response: { 200: envelopeMinusculoSchema(paginaDe(turnoSchema)) },
      },
    },
    async (req) => ok(await turno.listar(exigirGestorOuRh(req), req.query)),
  );

  app.get(
    '/turno/:id',
    {
      schema: {
        tags,
        summary: 'Um turno',
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(turnoSchema) },
      },
    },
    async (req) => ok(await turno.obter(exigirGestorOuRh(req), req.params.id)),
  );

  app.post(
    '/turno',
    {
      schema: {
        tags,
        summary: 'Cria um turno (201 + location)',
        body: turnoBodySchema,
        response: { 201: envelopeMinusculoSchema(turnoSchema) },
      },
    },
    async (req, reply) => {
      const t = await turno.criar(exigirRh(req), req.body);
      return reply.code(201).header('location', `${req.url}/${t.id}`).send(ok(t, 'Turno criado.'));
    },
  );

  app.put(
    '/turno',
    {
      schema: {
        tags,
        summary: 'Altera um turno (id no corpo); as escalas ativas que o usam são revalidadas',
        body: turnoPutBodySchema,
        response: { 200: envelopeMinusculoSchema(turnoSchema) },
      },
    },
    async (req) => ok(await turno.atualizar(exigirRh(req), req.body), 'Turno alterado.'),
  );
};
