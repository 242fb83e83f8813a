import {
  acaoLancamentoBodySchema,
  acaoLancamentoParamsSchema,
  countLancamentoQuerySchema,
  countLancamentoRespostaSchema,
  dashboardAprovacoesRespostaSchema,
  historicoSobreavisoRespostaSchema,
  idParamSchema,
  lancamentoSobreavisoBodySchema,
  lancamentoSobreavisoQuerySchema,
  lancamentoSobreavisoRespostaSchema,
  lancamentosSobreavisoRespostaSchema,
  relatorioSobreavisoQuerySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { csvRelatorio, pdfRelatorio } from './sobreaviso.relatorio.ts';
import type { SobreavisoService } from './sobreaviso.service.ts';
import { sobreavisoCadastrosRoutes } from './sobreaviso-cadastros.routes.ts';

const params = idParamSchema;

/** Serviço de sobreaviso (spec §7 "On-call module"): painel, cadastros, lançamentos, relatório. */
export const sobreavisoRoutes: FastifyPluginAsyncZod<{ sobreaviso: SobreavisoService }> = async (
  app,
  { sobreaviso: s },
) => {
  const tags = ['sobreaviso'];
  await app.register(sobreavisoCadastrosRoutes, { sobreaviso: s });

  app.get(
    '/dashboardAprovacoes',
    {
      schema: {
        tags,
        summary: 'Pendentes de aprovação e horas acionadas do mês por pessoa e motivo',
        response: { 200: dashboardAprovacoesRespostaSchema },
      },
    },
    async (req) => ok(await s.dashboard(exigirAuth(req))),
  );

  app.post(
    '/lancamento',
    {
      schema: {
        tags,
        summary: 'Lança um acionamento ou uma espera (fica pendente de aprovação)',
        body: lancamentoSobreavisoBodySchema,
        response: { 200: lancamentoSobreavisoRespostaSchema },
      },
    },
    async (req, reply) => {
      const l = await s.lancamento.criar(exigirAuth(req), req.body);
      reply.header('location', `${req.url}/${l.id}`);
      return ok(l);
    },
  );
  app.get(
    '/lancamento',
    {
      schema: {
        tags,
        summary: 'Lançamentos da visão (minhas, aprovar, todas), paginados',
        querystring: lancamentoSobreavisoQuerySchema,
        response: { 200: lancamentosSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.lancamento.listar(exigirAuth(req), req.query)),
  );
  app.get(
    '/lancamento/count',
    {
      schema: {
        tags,
        summary: 'Contagem por situação na visão pedida',
        querystring: countLancamentoQuerySchema,
        response: { 200: countLancamentoRespostaSchema },
      },
    },
    async (req) => ok(await s.lancamento.contar(exigirAuth(req), req.query.visao)),
  );
  app.get(
    '/lancamento/report',
    {
      schema: {
        tags,
        summary: 'Relatório do período em PDF (espera, equivalente e horas acionadas)',
        description: 'Resposta application/pdf.',
        produces: ['application/pdf'],
        querystring: relatorioSobreavisoQuerySchema,
      },
    },
    async (req, reply) => {
      const r = await s.relatorio(exigirAuth(req), req.query);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="sobreaviso_${r.periodo.inicio}_${r.periodo.fim}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(await pdfRelatorio(r));
    },
  );
  app.get(
    '/lancamento/report-csv',
    {
      schema: {
        tags,
        summary: 'Relatório do período em CSV',
        description: 'Resposta text/csv (separador ;).',
        produces: ['text/csv'],
        querystring: relatorioSobreavisoQuerySchema,
      },
    },
    async (req, reply) => {
      const r = await s.relatorio(exigirAuth(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="sobreaviso_${r.periodo.inicio}_${r.periodo.fim}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csvRelatorio(r));
    },
  );
  app.get(
    '/lancamento/:id',
    {
      schema: {
        tags,
        summary: 'Um lançamento, com a apuração do motor',
        params,
        response: { 200: lancamentoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.lancamento.obter(exigirAuth(req), req.params.id)),
  );
  app.put(
    '/lancamento/:id',
    {
      schema: {
        tags,
        summary: 'Altera um lançamento pendente (nova versão)',
        params,
        body: lancamentoSobreavisoBodySchema,
        response: { 200: lancamentoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.lancamento.alterar(exigirAuth(req), req.params.id, req.body)),
  );
  app.get(
    '/lancamento/historico/:id',
    {
      schema: {
        tags,
        summary: 'Versões de um lançamento (criação, alterações e decisões)',
        params,
        response: { 200: historicoSobreavisoRespostaSchema },
      },
    },
    async (req) => ok(await s.lancamento.historico(exigirAuth(req), req.params.id)),
  );
  app.put(
    '/lancamento/:acao/:id',
    {
      schema: {
        tags,
        summary: 'Aprova, reprova, cancela ou reabre um lançamento',
        params: acaoLancamentoParamsSchema,
        body: acaoLancamentoBodySchema,
        response: { 200: lancamentoSobreavisoRespostaSchema },
      },
    },
    async (req) =>
      ok(await s.lancamento.acao(exigirAuth(req), req.params.acao, req.params.id, req.body)),
  );
};
