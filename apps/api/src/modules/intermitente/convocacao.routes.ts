import {
  convocacaoBodySchema,
  convocacaoRespostaSchema,
  descumprimentoBodySchema,
  idParamSchema,
  interromperBodySchema,
  listaRhBodySchema,
  listaRhRespostaSchema,
  minhaConvocacaoRespostaSchema,
  minhasConvocacoesRespostaSchema,
  reciboConvocacaoRespostaSchema,
  relatorioSapBodySchema,
  responderBodySchema,
  resumoConvocacaoRespostaSchema,
  vencendoParamsSchema,
  vencendoQuerySchema,
  vencendoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_INTERMITENTE } from './intermitente.comum.ts';
import type { IntermitenteService } from './intermitente.service.ts';

const tags = ['intermitente'];

/** Convocações (art. 452-A): envio, listas do RH, resumo, resposta, interrupção, SAP. */
export const convocacaoRoutes: FastifyPluginAsyncZod<{ s: IntermitenteService }> = async (
  app,
  { s },
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_INTERMITENTE);

  app.post(
    '/Convocacao',
    {
      schema: {
        tags,
        summary:
          'Envia uma convocação (RH ou responsável pelo contratante); recusa sem a antecedência legal (ANTECEDENCIA_INSUFICIENTE)',
        body: convocacaoBodySchema,
        response: { 201: convocacaoRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = exigirAuth(req);
      const c = await s.convocacao.criar(auth, req.body);
      return reply
        .code(201)
        .header('location', `${req.url}/resumo/${c.id}`)
        .send(ok(c, 'Convocação enviada.'));
    },
  );
  app.post(
    '/Convocacao/listaRH',
    {
      schema: {
        tags,
        summary: 'Convocações do RH agrupadas em ativas, emAndamento e encerradas',
        body: listaRhBodySchema,
        response: { 200: listaRhRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.convocacao.listaRh(auth, req.body));
    },
  );
  app.get(
    '/Convocacao/resumo/:id',
    {
      schema: {
        tags,
        summary: 'Quem aceitou, recusou (inclusive por silêncio), não respondeu; interrupção',
        params: idParamSchema,
        response: { 200: resumoConvocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.convocacao.resumo(auth, req.params.id));
    },
  );
  app.post(
    '/Convocacao/interromper',
    {
      schema: {
        tags,
        summary: 'Interrompe com um motivo; quem já aceitou recebe a multa do art. 452-A §4º',
        body: interromperBodySchema,
        response: { 200: convocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.convocacao.interromper(auth, req.body), 'Convocação interrompida.');
    },
  );
  app.get(
    '/Convocacao/recibo/:id',
    {
      schema: {
        tags,
        summary:
          'Recibo do período (art. 452-A §6º) pelas horas do espelho: RH vê todos; o convocado, o seu',
        params: idParamSchema,
        response: { 200: reciboConvocacaoRespostaSchema },
      },
    },
    async (req) => ok(await s.convocacao.recibo(exigirAuth(req), req.params.id)),
  );
  app.post(
    '/Convocacao/descumprimento',
    {
      schema: {
        tags,
        summary:
          'Registra que quem aceitou não compareceu: multa de 50 % devida pelo convocado (art. 452-A §4º)',
        body: descumprimentoBodySchema,
        response: { 200: convocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.convocacao.descumprimento(auth, req.body), 'Descumprimento registrado.');
    },
  );
  app.get(
    '/Convocacao/vencendo-em/:inicio/:fim',
    {
      schema: {
        tags,
        summary:
          'Prazos de resposta que vencem no período; flag semResposta (padrão), aceitas, recusadas ou todos',
        params: vencendoParamsSchema,
        querystring: vencendoQuerySchema,
        response: { 200: vencendoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      const { inicio, fim } = req.params;
      return ok(await s.convocacao.vencendo(auth, inicio, fim, req.query.status));
    },
  );
  app.post(
    '/Convocacao/responder',
    {
      schema: {
        tags,
        summary: 'O convocado aceita ou recusa, até o fim do prazo (um dia útil, art. 452-A §2º)',
        body: responderBodySchema,
        response: { 200: minhaConvocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      const r = await s.convocacao.responder(auth, req.body);
      return ok(r, r.minha.situacao === 'aceita' ? 'Convocação aceita.' : 'Convocação recusada.');
    },
  );
  app.get(
    '/Convocacao/minhas',
    {
      schema: {
        tags,
        summary: 'As convocações do próprio colaborador, com o prazo e a situação',
        response: { 200: minhasConvocacoesRespostaSchema },
      },
    },
    async (req) => ok(await s.convocacao.minhas(exigirAuth(req))),
  );
  app.post(
    '/Relatorios/relatorio-sap-v2',
    {
      schema: {
        tags,
        summary: 'CSV para o SAP (export_Intermitentes_<busqueDe>.csv): parcelas de quem aceitou',
        produces: ['text/csv'],
        body: relatorioSapBodySchema,
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const r = await s.relatorioSap(auth, req.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r.nome}"`)
        .send(r.csv);
    },
  );
};
