import {
  envelopeMinusculoSchema,
  relatorioBancoHorasParamsSchema,
  relatorioBancoHorasQuerySchema,
  relatorioBancoHorasSchema,
  relatorioGlobalBancoHorasQuerySchema,
  simulacaoBancoHorasEntradaSchema,
  simulacaoBancoHorasSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';
import {
  nomeArquivo,
  pdfRelatorioBanco,
  xlsxRelatorioBanco,
} from './banco-horas-relatorios.arquivos.ts';

const tags = ['banco-horas'];
const V1 = '/api/v1';
const env = envelopeMinusculoSchema;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Os seis relatórios do banco (RH): a página de 25 linhas na tela, o conjunto filtrado inteiro
 * em PDF e XLSX; o relatório global da spec (`regraId`, `periodoId`); e o simulador do
 * colaborador, que não grava nada.
 */
export const registrarRelatorios = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: BancoHorasService,
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);

  app.get(
    `${V1}/bancoHora/relatorio/global`,
    {
      schema: {
        tags,
        summary: 'Relatório global do banco (regraId = banco, periodoId = ciclo): por colaborador',
        querystring: relatorioGlobalBancoHorasQuerySchema,
        response: { 200: env(relatorioBancoHorasSchema) },
      },
    },
    async (req) => {
      const auth = rh(req);
      const { regraId, periodoId } = req.query;
      return ok(
        await s.relatorios.pagina(auth, 'colaboradores', {
          bancoHoraId: regraId,
          ...(periodoId === undefined ? {} : { periodoId }),
          pagina: 1,
        }),
      );
    },
  );
  app.get(
    `${V1}/bancoHora/relatorio/:tipo`,
    {
      schema: {
        tags,
        summary:
          'Relatório do banco (saldos, colaboradores, ciclos, periodos, extrato, fechamento)',
        params: relatorioBancoHorasParamsSchema,
        querystring: relatorioBancoHorasQuerySchema,
        response: { 200: env(relatorioBancoHorasSchema) },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.relatorios.pagina(auth, req.params.tipo, req.query));
    },
  );
  app.get(
    `${V1}/bancoHora/relatorio/:tipo/pdf`,
    {
      schema: {
        tags,
        summary: 'Relatório do banco em PDF (todas as linhas do filtro)',
        description: 'Resposta application/pdf.',
        produces: ['application/pdf'],
        params: relatorioBancoHorasParamsSchema,
        querystring: relatorioBancoHorasQuerySchema,
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const r = await s.relatorios.completo(auth, req.params.tipo, req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${nomeArquivo(r, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(await pdfRelatorioBanco(r));
    },
  );
  app.get(
    `${V1}/bancoHora/relatorio/:tipo/xlsx`,
    {
      schema: {
        tags,
        summary: 'Relatório do banco em XLSX (todas as linhas do filtro, gravado em fluxo)',
        description: `Resposta ${XLSX}.`,
        produces: [XLSX],
        params: relatorioBancoHorasParamsSchema,
        querystring: relatorioBancoHorasQuerySchema,
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const r = await s.relatorios.completo(auth, req.params.tipo, req.query);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${nomeArquivo(r, 'xlsx')}"`)
        .header('cache-control', 'private, no-store')
        .send(xlsxRelatorioBanco(r));
    },
  );

  app.post(
    `${V1}/bancoHora/simulacao`,
    {
      schema: {
        tags,
        summary: 'Simulador do colaborador: o saldo do banco se sair no horário dado (nada grava)',
        body: simulacaoBancoHorasEntradaSchema,
        response: { 200: env(simulacaoBancoHorasSchema) },
      },
    },
    async (req) => ok(await s.simular(exigirAuth(req), req.body)),
  );
};
