import {
  espelhoQuerySchema,
  espelhoRespostaSchema,
  ocorrenciasQuerySchema,
  ocorrenciasRespostaSchema,
  totaisEspelhoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { EspelhoService } from './espelho.service.ts';

const tags = ['espelho'];
const acesso = 'O próprio colaborador; o gestor, a equipe; o RH, qualquer um (senão 404).';

/** Espelho de ponto, totais, PDF e ocorrências (SERVICOS.espelho; caminhos não mostrados na spec). */
export const espelhoRoutes: FastifyPluginAsyncZod<{ espelho: EspelhoService }> = async (
  app,
  { espelho },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Espelho do mês: dias com escala, marcações (REP e tratadas) e apuração',
        description: `Calculado na hora (sem cache). ${acesso}`,
        querystring: espelhoQuerySchema,
        response: { 200: espelhoRespostaSchema },
      },
    },
    async (req) => ok(await espelho.espelho(exigirAuth(req), req.query)),
  );

  app.get(
    '/totais',
    {
      schema: {
        tags,
        summary: 'Totais do espelho do mês (previsto, trabalhado, extras por faixa, DSR, banco…)',
        description: acesso,
        querystring: espelhoQuerySchema,
        response: { 200: totaisEspelhoRespostaSchema },
      },
    },
    async (req) => ok(await espelho.totais(exigirAuth(req), req.query)),
  );

  app.get(
    '/pdf',
    {
      schema: {
        tags,
        summary: 'PDF do espelho com o conteúdo do art. 84 da Portaria 671',
        description: `Resposta application/pdf. ${acesso}`,
        produces: ['application/pdf'],
        querystring: espelhoQuerySchema,
      },
    },
    async (req, reply) => {
      const { nomeArquivo, conteudo } = await espelho.pdf(exigirAuth(req), req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${nomeArquivo}"`)
        .header('cache-control', 'private, no-store')
        .send(conteudo);
    },
  );

  app.get(
    '/ocorrencias',
    {
      schema: {
        tags,
        summary: 'Ocorrências e divergências do mês: dias com inconsistência ou alerta',
        description:
          'RH: a empresa (ou um departamento); gestor: a equipe; demais: 403. fonte=reprocessamento lê a fotografia do último reprocessamento.',
        querystring: ocorrenciasQuerySchema,
        response: { 200: ocorrenciasRespostaSchema },
      },
    },
    async (req) => ok(await espelho.ocorrencias(exigirAuth(req), req.query)),
  );
};
