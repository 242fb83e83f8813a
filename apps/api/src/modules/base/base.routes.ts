import {
  cadastroFiltroSchema,
  filtroQuerySchema,
  filtroRespostaSchema,
  paginaFiltroBodySchema,
  paginaFiltroRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { LIMITE_BUSCA } from './base.comum.ts';
import type { createBaseService } from './base.service.ts';
import { registrarConsultasAlternativas } from './consultas-alternativas.routes.ts';
import { registrarLocalidades } from './localidades.routes.ts';

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

  registrarLocalidades(app);
  registrarConsultasAlternativas(app, base);
};
