import {
  cadastroFiltroSchema,
  filtroQuerySchema,
  filtroRespostaSchema,
  paginaFiltroBodySchema,
  paginaFiltroRespostaSchema,
  type ufSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { createBaseService } from './base.service.ts';

/** Busca (spec §9): carrega até 5000 itens de uma vez. */
const LIMITE_BUSCA = 5000;

const NOMES_UF: Record<z.infer<typeof ufSchema>, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

type Opts = { base: ReturnType<typeof createBaseService> };

/** Filtros e consultas de cadastros (spec §7): GET /filter/{cadastro} e POST /filterpaged/{cadastro}. */
export const baseRoutes: FastifyPluginAsyncZod<Opts> = async (app, { base }) => {
  app.get(
    '/filter/:cadastro',
    {
      schema: {
        tags: ['base'],
        summary: 'Lista um cadastro para filtros (até 5000 itens)',
        params: z.object({ cadastro: cadastroFiltroSchema }),
        querystring: filtroQuerySchema,
        response: { 200: filtroRespostaSchema },
      },
    },
    async (req) => {
      const r = await base.listar(exigirAuth(req), req.params.cadastro, {
        ...req.query,
        offset: 0,
        limit: LIMITE_BUSCA,
      });
      return ok(r.itens);
    },
  );

  app.post(
    '/filterpaged/:cadastro',
    {
      schema: {
        tags: ['base'],
        summary: 'Lista paginada de um cadastro (pageNumber, pageSize, search)',
        params: z.object({ cadastro: cadastroFiltroSchema }),
        body: paginaFiltroBodySchema,
        response: { 200: paginaFiltroRespostaSchema },
      },
    },
    async (req) => {
      const { pageNumber, pageSize, ...filtro } = req.body;
      const r = await base.listar(exigirAuth(req), req.params.cadastro, {
        ...filtro,
        offset: (pageNumber - 1) * pageSize,
        limit: pageSize,
      });
      return ok({ items: r.itens, total: r.total, pageNumber, pageSize });
    },
  );

  app.get(
    '/filter/pais',
    { schema: { tags: ['base'], summary: 'Países', response: { 200: filtroRespostaSchema } } },
    async (req) => {
      exigirAuth(req);
      return ok([{ id: 1058, nome: 'Brasil', detalhe: 'BR' }]);
    },
  );

  app.get(
    '/filter/estado',
    {
      schema: {
        tags: ['base'],
        summary: 'Unidades da federação',
        response: { 200: filtroRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(
        Object.entries(NOMES_UF).map(([uf, nome], i) => ({ id: i + 1, nome, detalhe: uf })),
      );
    },
  );
};
