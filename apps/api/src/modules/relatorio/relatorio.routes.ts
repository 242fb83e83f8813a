import {
  avisosRelatorioRespostaSchema,
  avisoVistoRespostaSchema,
  criarRelatorioBodySchema,
  erroRespostaSchema,
  idParamSchema,
  listaRelatoriosRespostaSchema,
  listarRelatoriosQuerySchema,
  relatorioRespostaSchema,
  SERVICOS,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { type RelatorioService, ROTA_RELATORIOS } from './relatorio.service.ts';

const tags = ['relatorios'];
const acesso = 'Quem tem a tela Ponto > Relatórios; cada pessoa vê e baixa só os próprios pedidos.';

/** Relatórios do ponto na fila (SERVICOS.relatorios; caminhos não mostrados na spec). */
export const relatorioRoutes: FastifyPluginAsyncZod<{ relatorios: RelatorioService }> = async (
  app,
  { relatorios },
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_RELATORIOS);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Meus pedidos de relatório, mais recentes primeiro, com status e progresso',
        description: acesso,
        querystring: listarRelatoriosQuerySchema,
        response: { 200: listaRelatoriosRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await relatorios.listar(auth, req.query));
    },
  );

  app.get(
    '/avisos',
    {
      schema: {
        tags,
        summary: 'Meus relatórios prontos ou com erro ainda não avisados, e quantos seguem na fila',
        description: `O aviso global do app consulta enquanto houver pedido na fila. ${acesso}`,
        response: { 200: avisosRelatorioRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await relatorios.avisos(auth));
    },
  );

  app.post(
    '/:id/aviso-visto',
    {
      schema: {
        tags,
        summary: 'Marca visto o aviso de pronto (ou de erro) de um pedido meu',
        description: `primeiraVez: falso se outra aba já o marcou. ${acesso}`,
        params: idParamSchema,
        response: { 200: avisoVistoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await relatorios.marcarAvisoVisto(auth, req.params.id));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Um pedido de relatório: status e progresso (pessoas feitas de total)',
        description: acesso,
        params: idParamSchema,
        response: { 200: relatorioRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await relatorios.obter(auth, req.params.id));
    },
  );

  app.get(
    '/:id/arquivo',
    {
      schema: {
        tags,
        summary: 'Baixa o arquivo pronto (PDF ou XLSX); expirado, 410; em geração ou com erro, 404',
        description: `Resposta application/pdf ou XLSX. ${acesso}`,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const a = await relatorios.arquivo(auth, req.params.id);
      return reply
        .type(a.tipo)
        .header('content-disposition', `attachment; filename="${a.nomeArquivo}"`)
        .header('cache-control', 'private, no-store')
        .send(a.conteudo);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Pede um relatório (marcações ou totais do espelho, PDF ou XLSX): 201 + location',
        description: `Gerado em segundo plano (pg-boss); acompanhe por GET /{id}. ${acesso}`,
        body: criarRelatorioBodySchema,
        response: { 201: relatorioRespostaSchema, 503: erroRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const r = await relatorios.criar(auth, req.body);
      return reply
        .code(201)
        .header('location', `${SERVICOS.relatorios}/${r.id}`)
        .send(ok(r, 'Relatório solicitado.'));
    },
  );
};
