import {
  comprovanteParamSchema,
  listarComprovantesQuerySchema,
  listarComprovantesRespostaSchema,
  verificacaoComprovanteRespostaSchema,
  verificarComprovanteQuerySchema,
} from '@jornada/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import type { createComprovanteService } from './comprovante.service.ts';

type Opts = {
  comprovante: ReturnType<typeof createComprovanteService>;
  /** Endereço público do app (URL_PUBLICA); sem ele, a origem da requisição. */
  urlPublica?: string;
};

export const comprovanteRoutes: FastifyPluginAsyncZod<Opts> = async (app, opts) => {
  const { comprovante } = opts;
  const origem = (req: FastifyRequest) => opts.urlPublica ?? `${req.protocol}://${req.host}`;

  app.get(
    '/comprovantes',
    {
      schema: {
        tags: ['comprovante'],
        summary: 'Comprovantes do colaborador logado (padrão: últimas 48 horas, art. 80)',
        querystring: listarComprovantesQuerySchema,
        response: { 200: listarComprovantesRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await comprovante.listar(exigirAuth(req), req.query)),
  );

  app.get(
    '/comprovantes/verificar',
    {
      config: { publico: true },
      schema: {
        tags: ['comprovante'],
        summary: 'Confere a autenticidade de um comprovante pelo código ou hash (público)',
        security: [],
        querystring: verificarComprovanteQuerySchema,
        response: { 200: verificacaoComprovanteRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await comprovante.verificar(req.query.codigo)),
  );

  app.get(
    '/comprovantes/:codigo/pdf',
    {
      schema: {
        tags: ['comprovante'],
        summary: 'PDF do comprovante assinado em PAdES (Portaria 671 art. 79)',
        description: 'Resposta application/pdf. O dono da marcação ou o RH.',
        produces: ['application/pdf'],
        params: comprovanteParamSchema,
      },
    },
    async (req, reply) => {
      const { nome, bytes } = await comprovante.pdf(
        exigirAuth(req),
        req.params.codigo,
        origem(req),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${nome}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
