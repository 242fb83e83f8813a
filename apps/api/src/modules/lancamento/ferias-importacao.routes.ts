import {
  previaImportacaoPeriodosRespostaSchema,
  resultadoImportacaoPeriodosRespostaSchema,
  validasEsperadasSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { arquivoRecebidoSchema } from '../../shared/multipart.ts';
import type { LancamentoService } from './lancamento.service.ts';

const tags = ['lancamento'];
const arquivo = arquivoRecebidoSchema.describe(
  'Planilha CSV (";" ou ",") ou XLSX com as colunas do modelo',
);

/**
 * Importação de períodos aquisitivos (spec §2, empresa 1032): prévia com os erros por linha e
 * confirmação. Registrada dentro de `lancamentoRoutes`, que já aceita multipart.
 */
export const feriasImportacaoRoutes: FastifyPluginAsyncZod<{
  lancamento: LancamentoService;
}> = async (app, { lancamento: s }) => {
  app.post(
    '/ImportarPeriodosAquisitivos/previa',
    {
      schema: {
        tags,
        summary: 'Confere a planilha de períodos aquisitivos (nada é gravado)',
        consumes: ['multipart/form-data'],
        body: z.object({ arquivo }),
        response: { 200: previaImportacaoPeriodosRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await s.importacaoPeriodos.previa(exigirAuth(req), req.body.arquivo)),
  );
  app.post(
    '/ImportarPeriodosAquisitivos',
    {
      schema: {
        tags,
        summary: 'Grava as linhas válidas da planilha numa transação (auditado)',
        consumes: ['multipart/form-data'],
        body: z.object({ arquivo, validasEsperadas: validasEsperadasSchema }),
        response: { 200: resultadoImportacaoPeriodosRespostaSchema },
      },
    },
    async (req) => {
      const r = await s.importacaoPeriodos.confirmar(
        exigirAuth(req),
        req.body.arquivo,
        req.body.validasEsperadas,
      );
      return okMaiusculo(r, `${r.importadas} períodos aquisitivos importados.`);
    },
  );
};
