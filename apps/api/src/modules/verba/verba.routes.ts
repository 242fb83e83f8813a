import {
  competenciaVerbasSchema,
  conciliacaoVerbasRespostaSchema,
  erroRespostaSchema,
  exportacaoVerbasQuerySchema,
  exportacaoVerbasRespostaSchema,
  historicoVerbaRespostaSchema,
  idParamSchema,
  tiposQuantidadeRespostaSchema,
  verbaBodySchema,
  verbaQuerySchema,
  verbaRespostaSchema,
  verbasRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { pdfConciliacao, xlsxConciliacao } from './conciliacao.relatorio.ts';
import { ROTA_FOLHA } from './use-cases/comum.ts';
import { bytesDoArquivo } from './use-cases/exportacao.ts';
import type { VerbaService } from './verba.service.ts';
import { leiauteRoutes } from './verba-leiaute.routes.ts';

const params = idParamSchema;

/**
 * Serviço de verbas (SERVICOS.verbas, spec §7): "payroll-item config" = /verba, "verbas by id" =
 * /verba/{id}, "verbas export" = /exportacao; leiautes em /leiaute, conciliação em /conciliacao.
 * Só o RH com o menu de verbas e exportação da folha.
 */
export const verbaRoutes: FastifyPluginAsyncZod<{ verbas: VerbaService }> = async (
  app,
  { verbas: s },
) => {
  const tags = ['verbas'];
  await app.register(leiauteRoutes, { verbas: s });

  app.get(
    '/tipos-quantidade',
    {
      schema: {
        tags,
        summary: 'Quantidades da apuração que uma verba pode reunir',
        response: { 200: tiposQuantidadeRespostaSchema },
      },
    },
    async (req) => {
      exigirRota(req, ROTA_FOLHA);
      return ok(s.verba.tipos());
    },
  );
  app.get(
    '/verba',
    {
      schema: {
        tags,
        summary: 'Verbas da empresa (com ano e mês: as vigentes na competência)',
        querystring: verbaQuerySchema,
        response: { 200: verbasRespostaSchema },
      },
    },
    async (req) => ok(await s.verba.listar(exigirRota(req, ROTA_FOLHA), req.query)),
  );
  app.post(
    '/verba',
    {
      schema: {
        tags,
        summary: 'Cria uma verba: código da folha, unidade, quantidades e vigência',
        body: verbaBodySchema,
        response: { 200: verbaRespostaSchema },
      },
    },
    async (req, reply) => {
      const v = await s.verba.criar(exigirRota(req, ROTA_FOLHA), req.body);
      reply.header('location', `${req.url}/${v.id}`);
      return ok(v);
    },
  );
  app.get(
    '/verba/:id',
    { schema: { tags, summary: 'Uma verba', params, response: { 200: verbaRespostaSchema } } },
    async (req) => ok(await s.verba.obter(exigirRota(req, ROTA_FOLHA), req.params.id)),
  );
  app.put(
    '/verba/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma verba (nova versão no histórico)',
        params,
        body: verbaBodySchema,
        response: { 200: verbaRespostaSchema },
      },
    },
    async (req) => ok(await s.verba.alterar(exigirRota(req, ROTA_FOLHA), req.params.id, req.body)),
  );
  app.delete(
    '/verba/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma verba (deixa de valer; fica no histórico)',
        params,
        response: { 200: verbaRespostaSchema },
      },
    },
    async (req) => ok(await s.verba.excluir(exigirRota(req, ROTA_FOLHA), req.params.id)),
  );
  app.get(
    '/verba/:id/historico',
    {
      schema: {
        tags,
        summary: 'Versões de uma verba (inclusão, alterações, exclusão)',
        params,
        response: { 200: historicoVerbaRespostaSchema },
      },
    },
    async (req) => ok(await s.verba.historico(exigirRota(req, ROTA_FOLHA), req.params.id)),
  );

  app.get(
    '/exportacao',
    {
      schema: {
        tags,
        summary: 'Exporta as verbas do mês no leiaute escolhido: o arquivo e o resumo',
        querystring: exportacaoVerbasQuerySchema,
        // 422: o arquivo não cabe no leiaute (campo maior que o tamanho, matrícula ausente...).
        response: { 200: exportacaoVerbasRespostaSchema, 422: erroRespostaSchema },
      },
    },
    async (req) => ok(await s.exportar(exigirRota(req, ROTA_FOLHA), req.query)),
  );
  app.get(
    '/exportacao/arquivo',
    {
      schema: {
        tags,
        summary: 'O arquivo da exportação para baixar (mesma consulta de /exportacao)',
        description:
          'Resposta text/plain na codificação do leiaute (ISO-8859-1 ou UTF-8), com o SHA-256 no ' +
          'cabeçalho x-sha256; 422 como em /exportacao quando o arquivo não cabe no leiaute.',
        produces: ['text/plain'],
        querystring: exportacaoVerbasQuerySchema,
      },
    },
    async (req, reply) => {
      const e = await s.exportar(exigirRota(req, ROTA_FOLHA), req.query);
      return reply
        .type(`text/plain; charset=${e.codificacao}`)
        .header('content-disposition', `attachment; filename="${e.nomeArquivo}"`)
        .header('x-sha256', e.sha256)
        .header('cache-control', 'private, no-store')
        .send(bytesDoArquivo(e.conteudo, e.codificacao));
    },
  );
  app.get(
    '/conciliacao',
    {
      schema: {
        tags,
        summary: 'Conciliação: por colaborador e código, quantidade exportada × espelho',
        querystring: competenciaVerbasSchema,
        response: { 200: conciliacaoVerbasRespostaSchema },
      },
    },
    async (req) => ok(await s.conciliacao(exigirRota(req, ROTA_FOLHA), req.query)),
  );

  const nome = (q: { ano: number; mes: number }, ext: string) =>
    `conciliacao-verbas-${q.ano}-${String(q.mes).padStart(2, '0')}.${ext}`;
  app.get(
    '/conciliacao/pdf',
    {
      schema: {
        tags,
        summary: 'Conciliação em PDF (exportado × espelho, por colaborador e código)',
        description: 'Resposta application/pdf.',
        produces: ['application/pdf'],
        querystring: competenciaVerbasSchema,
      },
    },
    async (req, reply) => {
      const c = await s.conciliar(exigirRota(req, ROTA_FOLHA), req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${nome(req.query, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(await pdfConciliacao(c.dados, c.empresa));
    },
  );
  app.get(
    '/conciliacao/xlsx',
    {
      schema: {
        tags,
        summary: 'Conciliação em planilha XLSX (quantidades numéricas)',
        description: 'Resposta application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        querystring: competenciaVerbasSchema,
      },
    },
    async (req, reply) => {
      const c = await s.conciliar(exigirRota(req, ROTA_FOLHA), req.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${nome(req.query, 'xlsx')}"`)
        .header('cache-control', 'private, no-store')
        .send(xlsxConciliacao(c.dados));
    },
  );
};
