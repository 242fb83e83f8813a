import {
  ajustarPeriodoBodySchema,
  alterarStatusBodySchema,
  envelopeMaiusculoSchema,
  LIMITE_ANEXO_AVISO_AUSENCIA_BYTES,
  listarSolicitacoesQuerySchema,
  periodosAquisitivosQuerySchema,
  periodosAquisitivosRespostaSchema,
  salvarDayOffBodySchema,
  salvarFeriasBodySchema,
  salvarRecessoBodySchema,
  solicitacaoIdSchema,
  solicitacaoRespostaSchema,
  solicitacoesRespostaSchema,
  totaisSolicitacoesRespostaSchema,
  totalPorFuncionarioRespostaSchema,
  usuarioIdBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { aceitarMultipart } from '../../shared/multipart.ts';
import { avisoAusenciaRoutes } from './aviso-ausencia.routes.ts';
import { feriasColetivasRoutes } from './ferias-coletivas.routes.ts';
import { feriasDocumentosRoutes } from './ferias-documentos.routes.ts';
import { feriasImportacaoRoutes } from './ferias-importacao.routes.ts';
import { type LancamentoService, MENSAGENS } from './lancamento.service.ts';

const tags = ['lancamento'];
const uma = { 200: solicitacaoRespostaSchema };
const varias = { 200: solicitacoesRespostaSchema };

/**
 * Lançamentos do colaborador no serviço principal (spec §7 "Punches and entries"): férias (JSON),
 * recesso e day off (formulário multipart ou JSON), status, listas e totais.
 */
export const lancamentoRoutes: FastifyPluginAsyncZod<{ lancamento: LancamentoService }> = async (
  app,
  { lancamento: s },
) => {
  // "form" na spec: multipart/form-data; os campos passam pelo mesmo schema do JSON. O limite é o
  // do comprovante do aviso de ausência (o maior arquivo que o módulo recebe).
  await aceitarMultipart(app, LIMITE_ANEXO_AVISO_AUSENCIA_BYTES);
  await app.register(avisoAusenciaRoutes, { lancamento: s });
  await app.register(feriasDocumentosRoutes, { lancamento: s });
  await app.register(feriasImportacaoRoutes, { lancamento: s });
  await app.register(feriasColetivasRoutes, { lancamento: s });

  app.post(
    '/salvarFeriaslancamento',
    {
      schema: {
        tags,
        summary: 'Programa férias (até 3 períodos e abono) conferidas pela CLT arts. 130–143',
        body: salvarFeriasBodySchema,
        response: uma,
      },
    },
    async (req) =>
      okMaiusculo(await s.salvarFerias(exigirAuth(req), req.body), MENSAGENS.feriasSolicitadas),
  );
  app.get(
    '/CarregarFeriasLancamentos',
    {
      schema: {
        tags,
        summary: 'Programações de férias visíveis a quem pede (próprias, da equipe ou da empresa)',
        querystring: listarSolicitacoesQuerySchema,
        response: varias,
      },
    },
    async (req) => okMaiusculo(await s.listar(exigirAuth(req), { ...req.query, tipo: 'Ferias' })),
  );
  app.get(
    '/CarregarFeriasLancamento',
    {
      schema: {
        tags,
        summary: 'Uma programação de férias',
        querystring: solicitacaoIdSchema,
        response: uma,
      },
    },
    async (req) => okMaiusculo(await s.obter(exigirAuth(req), req.query.id, 'Ferias')),
  );
  app.get(
    '/CarregarPeriodosAquisitivos',
    {
      schema: {
        tags,
        summary: 'Períodos aquisitivos do colaborador com o saldo (direito, gozados, agendados...)',
        querystring: periodosAquisitivosQuerySchema,
        response: { 200: periodosAquisitivosRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await s.periodosAquisitivos(exigirAuth(req), req.query.usuarioId)),
  );
  app.post(
    '/AjustarPeriodoAquisitivo',
    {
      schema: {
        tags,
        summary: 'RH: faltas injustificadas que valem para o direito do período, com o motivo',
        body: ajustarPeriodoBodySchema,
        response: { 200: envelopeMaiusculoSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      const a = await s.ajustarPeriodo(exigirAuth(req), req.body);
      return okMaiusculo({ id: a.id }, MENSAGENS.ajusteGravado);
    },
  );

  app.post(
    '/salvarrecessolancamento',
    {
      schema: {
        tags,
        summary: 'Pede recesso de estágio (Lei 11.788 art. 13)',
        body: salvarRecessoBodySchema,
        response: uma,
      },
    },
    async (req) =>
      okMaiusculo(await s.salvarRecesso(exigirAuth(req), req.body), MENSAGENS.recessoSolicitado),
  );
  app.post(
    '/salvardayofflancamento',
    {
      schema: {
        tags,
        summary: 'Pede um day off (aniversário ou folga concedida)',
        body: salvarDayOffBodySchema,
        response: uma,
      },
    },
    async (req) =>
      okMaiusculo(await s.salvarDayOff(exigirAuth(req), req.body), MENSAGENS.dayOffSolicitado),
  );
  app.post(
    '/CarregarRecessoLancamentos',
    {
      schema: {
        tags,
        summary: 'Recessos de um colaborador (ou do alcance)',
        body: usuarioIdBodySchema.optional(),
        response: varias,
      },
    },
    async (req) =>
      okMaiusculo(
        await s.listar(exigirAuth(req), { usuarioId: req.body?.usuarioId, tipo: 'Recesso' }),
      ),
  );
  app.post(
    '/CarregarDayOffLancamentos',
    {
      schema: {
        tags,
        summary: 'Days off de um colaborador (ou do alcance)',
        body: usuarioIdBodySchema.optional(),
        response: varias,
      },
    },
    async (req) =>
      okMaiusculo(
        await s.listar(exigirAuth(req), { usuarioId: req.body?.usuarioId, tipo: 'DayOff' }),
      ),
  );
  app.post(
    '/CarregarRecessoLancamento',
    {
      schema: {
        tags,
        summary: 'Um recesso (id no formulário)',
        body: solicitacaoIdSchema,
        response: uma,
      },
    },
    async (req) => okMaiusculo(await s.obter(exigirAuth(req), req.body.id, 'Recesso')),
  );
  app.get(
    '/CarregarDayOffLancamento',
    {
      schema: { tags, summary: 'Um day off', querystring: solicitacaoIdSchema, response: uma },
    },
    async (req) => okMaiusculo(await s.obter(exigirAuth(req), req.query.id, 'DayOff')),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/AlterarStatusLancamento',
    schema: {
      tags,
      summary: 'Aprova, reprova (com motivo) ou cancela um lançamento',
      body: alterarStatusBodySchema,
      response: uma,
    },
    handler: async (req) =>
      okMaiusculo(
        await s.alterarStatus(exigirAuth(req), req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        }),
        MENSAGENS.status[req.body.status],
      ),
  });
  app.post(
    '/CarregarTotaisLancamentos',
    {
      schema: {
        tags,
        summary: 'Totais por tipo e status, com o saldo de férias',
        body: usuarioIdBodySchema.optional(),
        response: { 200: totaisSolicitacoesRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await s.totaisComSaldo(exigirAuth(req), req.body?.usuarioId)),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/CarregarLancamentos',
    schema: {
      tags,
      summary: 'Todos os lançamentos do alcance, filtrados (a caixa de aprovações)',
      querystring: listarSolicitacoesQuerySchema,
      response: varias,
    },
    handler: async (req) => okMaiusculo(await s.listar(exigirAuth(req), req.query)),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/TotalPontosPorFuncionario',
    schema: {
      tags,
      summary: 'Lançamentos por colaborador do alcance: pendentes, aprovados e total',
      querystring: listarSolicitacoesQuerySchema,
      response: { 200: totalPorFuncionarioRespostaSchema },
    },
    handler: async (req) => okMaiusculo(await s.porFuncionario(exigirAuth(req), req.query)),
  });
};
