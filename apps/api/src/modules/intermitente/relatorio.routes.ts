import {
  relatorioConvocacoesBodySchema,
  relatorioConvocacoesRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { IntermitenteService } from './intermitente.service.ts';

const tags = ['intermitente'];

/** Relatório de convocações por contratante ou grupo e período (tela e CSV). */
export const relatorioRoutes: FastifyPluginAsyncZod<{ s: IntermitenteService }> = async (
  app,
  { s },
) => {
  app.post(
    '/Relatorios/convocacoes',
    {
      schema: {
        tags,
        summary:
          'Por contratante ou grupo no período (até 366 dias): enviadas, respostas, interrupções, descumprimentos, horas do espelho e total do §6º',
        body: relatorioConvocacoesBodySchema,
        response: { 200: relatorioConvocacoesRespostaSchema },
      },
    },
    async (req) => ok(await s.relatorioConvocacoes.relatorio(exigirAuth(req), req.body)),
  );
  app.post(
    '/Relatorios/convocacoes-csv',
    {
      schema: {
        tags,
        summary: 'O mesmo relatório em CSV (relatorio_convocacoes_<inicio>_<fim>.csv)',
        produces: ['text/csv'],
        body: relatorioConvocacoesBodySchema,
      },
    },
    async (req, reply) => {
      const r = await s.relatorioConvocacoes.csv(exigirAuth(req), req.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r.nome}"`)
        .send(r.csv);
    },
  );
};
