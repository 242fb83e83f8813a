import {
  aplicadasRespostaSchema,
  aplicarAcaoDivergenciaSchema,
  desfazerTratativaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_RH, ROTAS_GESTOR } from '../tratamento/index.ts';
import type { DivergenciaService } from './divergencia.service.ts';

const acesso = 'RH: qualquer pessoa; gestor: a própria equipe (404 fora dela).';

/**
 * Tratativas das divergências (SERVICOS.divergencias; caminhos não mostrados na spec,
 * docs/decisoes/divergencias.md). A lista é GET /api/espelho/ocorrencias, com a tratativa de
 * cada dia e o filtro `situacao`.
 */
export const divergenciaRoutes: FastifyPluginAsyncZod<{
  divergencias: DivergenciaService;
}> = async (app, { divergencias }) => {
  const tags = ['divergencias'];

  app.post(
    '/acoes',
    {
      schema: {
        tags,
        summary: 'Aplica uma tratativa (pedir tratamento, justificar, ignorar) a até 500 dias',
        description: acesso,
        body: aplicarAcaoDivergenciaSchema,
        response: { 200: aplicadasRespostaSchema },
      },
    },
    async (req) =>
      ok(await divergencias.aplicar(exigirRota(req, ROTA_RH, ...ROTAS_GESTOR), req.body)),
  );

  app.post(
    '/desfazer',
    {
      schema: {
        tags,
        summary: 'Desfaz a tratativa vigente de um dia (o dia volta a estar aberto)',
        description: acesso,
        body: desfazerTratativaSchema,
        response: { 200: aplicadasRespostaSchema },
      },
    },
    async (req) =>
      ok(await divergencias.desfazer(exigirRota(req, ROTA_RH, ...ROTAS_GESTOR), req.body)),
  );
};
