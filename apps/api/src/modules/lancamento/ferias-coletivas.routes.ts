import {
  feriasColetivasBodySchema,
  lancamentosPaginadosQuerySchema,
  lancamentosPaginadosRespostaSchema,
  previaColetivasRespostaSchema,
  resultadoColetivasRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import type { LancamentoService } from './lancamento.service.ts';

const tags = ['lancamento'];

/**
 * Telas do RH sobre os lançamentos: férias coletivas (CLT arts. 139–141, prévia e confirmação) e
 * a lista de todas as solicitações, paginada no servidor.
 */
export const feriasColetivasRoutes: FastifyPluginAsyncZod<{
  lancamento: LancamentoService;
}> = async (app, { lancamento: s }) => {
  app.post(
    '/FeriasColetivas/previa',
    {
      schema: {
        tags,
        summary: 'Quem as férias coletivas atingem e com que saldo (nada é gravado)',
        body: feriasColetivasBodySchema,
        response: { 200: previaColetivasRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await s.feriasColetivas.previa(exigirAuth(req), req.body)),
  );
  app.post(
    '/FeriasColetivas',
    {
      schema: {
        tags,
        summary: 'Marca as férias coletivas: um lançamento aprovado por colaborador (auditado)',
        body: feriasColetivasBodySchema,
        response: { 200: resultadoColetivasRespostaSchema },
      },
    },
    async (req) => {
      const r = await s.feriasColetivas.confirmar(exigirAuth(req), req.body);
      return okMaiusculo(r, `Férias coletivas marcadas para ${r.afetados} colaboradores.`);
    },
  );
  app.get(
    '/CarregarLancamentosPaginados',
    {
      schema: {
        tags,
        summary: 'RH: solicitações de todos, por tipo, status, período e departamento (paginadas)',
        querystring: lancamentosPaginadosQuerySchema,
        response: { 200: lancamentosPaginadosRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await s.lancamentosRh(exigirAuth(req), req.query)),
  );
};
