import { cidadeQuerySchema, filtroRespostaSchema, localidadeQuerySchema } from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { LIMITE_BUSCA } from './base.comum.ts';
import { listarEstados, listarMunicipios, listarPaises } from './localidades.ts';

const tags = ['base'];

/** Países, estados e municípios (spec §7 "Filters and lookups"): dados públicos, com login. */
export const registrarLocalidades = (app: Parameters<FastifyPluginAsyncZod>[0]) => {
  app.get(
    '/filter/pais',
    {
      schema: {
        tags,
        summary: 'Países (ISO 3166: id numérico, sigla, nome em português)',
        querystring: localidadeQuerySchema,
        response: { 200: filtroRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(listarPaises(req.query.search));
    },
  );

  app.get(
    '/filter/estado',
    {
      schema: {
        tags,
        summary: 'Unidades da federação (id = código IBGE, detalhe = sigla)',
        querystring: localidadeQuerySchema,
        response: { 200: filtroRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(listarEstados(req.query.search));
    },
  );

  app.get(
    '/filter/cidade',
    {
      schema: {
        tags,
        summary: 'Municípios do IBGE (id = código de 7 dígitos), por UF ou código do estado',
        querystring: cidadeQuerySchema,
        response: { 200: filtroRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(listarMunicipios(req.query, LIMITE_BUSCA));
    },
  );
};
