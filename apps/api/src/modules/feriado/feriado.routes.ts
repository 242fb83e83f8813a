import {
  feriadoBodySchema,
  feriadoListaQuerySchema,
  feriadoListaRespostaSchema,
  feriadoRespostaSchema,
  feriadoStatusBodySchema,
  idParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { exigirGestorOuRh, exigirRh } from '../escala-nucleo/index.ts';
import type { FeriadoService } from './feriado.service.ts';

const tags = ['escala: feriados'];

/** Feriados municipais da empresa: leitura para gestor e RH; gravação só RH. */
export const feriadoRoutes: FastifyPluginAsyncZod<{ feriado: FeriadoService }> = async (
  app,
  { feriado },
) => {
  app.get(
    '/feriado',
    {
      schema: {
        tags,
        summary: 'Feriados municipais que caem no ano (ativo=false: arquivados)',
        querystring: feriadoListaQuerySchema,
        response: { 200: feriadoListaRespostaSchema },
      },
    },
    async (req) => ok(await feriado.listar(exigirGestorOuRh(req), req.query)),
  );

  app.get(
    '/feriado/:id',
    {
      schema: {
        tags,
        summary: 'Um feriado municipal',
        params: idParamSchema,
        response: { 200: feriadoRespostaSchema },
      },
    },
    async (req) => ok(await feriado.obter(exigirGestorOuRh(req), req.params.id)),
  );

  app.post(
    '/feriado',
    {
      schema: {
        tags,
        summary: 'Cadastra um feriado municipal (201 + location)',
        body: feriadoBodySchema,
        response: { 201: feriadoRespostaSchema },
      },
    },
    async (req, reply) => {
      const f = await feriado.criar(exigirRh(req), req.body);
      return reply
        .code(201)
        .header('location', `${req.url}/${f.id}`)
        .send(ok(f, 'Feriado cadastrado.'));
    },
  );

  app.put(
    '/feriado/:id',
    {
      schema: {
        tags,
        summary: 'Altera um feriado municipal',
        params: idParamSchema,
        body: feriadoBodySchema,
        response: { 200: feriadoRespostaSchema },
      },
    },
    async (req) =>
      ok(await feriado.atualizar(exigirRh(req), req.params.id, req.body), 'Feriado alterado.'),
  );

  app.put(
    '/feriado/:id/status',
    {
      schema: {
        tags,
        summary: 'Arquiva (ativo false) ou reativa um feriado municipal',
        params: idParamSchema,
        body: feriadoStatusBodySchema,
        response: { 200: feriadoRespostaSchema },
      },
    },
    async (req) => {
      const f = await feriado.alterarStatus(exigirRh(req), req.params.id, req.body.ativo);
      return ok(f, f.ativo ? 'Feriado reativado.' : 'Feriado arquivado.');
    },
  );
};
