import {
  colaboradorExportacaoQuerySchema,
  colaboradorImportacaoConfirmacaoBodySchema,
  colaboradorImportacaoIdParamSchema,
  colaboradorImportacaoPreviaBodySchema,
  colaboradorImportacaoPreviaRespostaSchema,
  colaboradorImportacaoRascunhoRespostaSchema,
  colaboradorImportacaoResultadoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import type { ColaboradorImportacao } from './use-cases/importacao.ts';
import type { ArquivoGerado } from './use-cases/importacao-arquivos.ts';

const ROTA = '/dashboard/admin/colaboradores';
const tags = ['colaboradores'];
const LIMITE_BYTES = 10 * 1024 * 1024;

const enviarArquivo = (reply: FastifyReply, a: ArquivoGerado) =>
  reply
    .type(a.tipo)
    .header('content-disposition', `attachment; filename="${a.nomeArquivo}"`)
    .header('cache-control', 'private, no-store')
    .send(a.conteudo);

/**
 * Importação de colaboradores por planilha e exportação da lista (RH, menu Colaboradores). Um
 * arquivo por importação (spec §9): só o primeiro arquivo do multipart é lido.
 */
export const colaboradorImportacaoRoutes: FastifyPluginAsyncZod<{
  importacao: ColaboradorImportacao;
}> = async (app, { importacao }) => {
  await aceitarMultipart(app, LIMITE_BYTES);
  app.setErrorHandler((erro) => {
    const { code } = erro as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'ARQUIVO_GRANDE',
        'O arquivo passa de 10 MB: divida a planilha.',
        413,
        'arquivo',
      );
    // Spec §9: um arquivo por importação. Um segundo arquivo no envio é recusado (e não ignorado
    // em silêncio, o que faria o RH achar que as pessoas dele também entraram).
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('ARQUIVOS_DEMAIS', 'Envie um arquivo por importação.', 400, 'arquivo');
    throw erro;
  });

  app.get(
    '/colaboradores/importacao/modelo',
    {
      schema: {
        tags,
        summary: 'Modelo XLSX da importação de colaboradores (colunas esperadas e instruções)',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (_req, reply) => {
      exigirRota(_req, ROTA);
      return enviarArquivo(reply, await importacao.modelo());
    },
  );

  app.post(
    '/colaboradores/importacao',
    {
      schema: {
        tags,
        summary:
          'Envia a planilha (CSV ou XLSX): guarda o rascunho e propõe o mapeamento de colunas',
        consumes: ['multipart/form-data'],
        body: z.object({
          arquivo: arquivoRecebidoSchema.describe('Planilha CSV ou XLSX, até 10 MB'),
        }),
        response: { 201: colaboradorImportacaoRascunhoRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, ROTA);
      return reply.code(201).send(ok(await importacao.enviar(auth, req.body.arquivo)));
    },
  );

  app.post(
    '/colaboradores/importacao/:id/previa',
    {
      schema: {
        tags,
        summary: 'Prévia: valida cada linha com o mapeamento escolhido (não grava nada)',
        params: colaboradorImportacaoIdParamSchema,
        body: colaboradorImportacaoPreviaBodySchema,
        response: { 200: colaboradorImportacaoPreviaRespostaSchema },
      },
    },
    async (req) => ok(await importacao.previa(exigirRota(req, ROTA), req.params.id, req.body)),
  );

  app.post(
    '/colaboradores/importacao/:id/confirmacao',
    {
      schema: {
        tags,
        summary:
          'Admite as linhas válidas numa transação (AFD tipo 5 de cada uma); guarda as recusadas',
        params: colaboradorImportacaoIdParamSchema,
        body: colaboradorImportacaoConfirmacaoBodySchema,
        response: { 200: colaboradorImportacaoResultadoRespostaSchema },
      },
    },
    async (req) => {
      const r = await importacao.confirmar(
        exigirRota(req, ROTA),
        req.params.id,
        req.body.mapeamento,
      );
      return ok(r, `${r.importados} colaborador(es) importado(s).`);
    },
  );

  app.get(
    '/colaboradores/importacao/:id/rejeitados',
    {
      schema: {
        tags,
        summary: 'CSV das linhas recusadas na confirmação, com a coluna "erro"',
        params: colaboradorImportacaoIdParamSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      enviarArquivo(reply, await importacao.rejeitados(exigirRota(req, ROTA), req.params.id)),
  );

  app.get(
    '/colaboradores/exportacao',
    {
      schema: {
        tags,
        summary: 'Exporta a lista de colaboradores (mesmos filtros da lista) em CSV ou XLSX',
        querystring: colaboradorExportacaoQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, ROTA);
      const { formato, ...filtro } = req.query;
      return enviarArquivo(reply, await importacao.exportar(auth, filtro, formato));
    },
  );
};
