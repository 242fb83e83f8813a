import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DbHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { publico: true },
      schema: {
        tags: ['infra'],
        summary: 'Saúde: o banco responde?',
        response: {
          200: z.object({ status: z.literal('ok'), banco: z.string() }),
          503: z.object({ status: z.literal('indisponivel'), banco: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await database.query('select 1');
        return { status: 'ok' as const, banco: database.kind };
      } catch {
        return reply.code(503).send({ status: 'indisponivel' as const, banco: database.kind });
      }
    },
  );
};
