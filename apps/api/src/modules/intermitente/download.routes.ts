import {
  downloadArquivoRespostaSchema,
  downloadsArquivosQuerySchema,
  downloadsQuerySchema,
  downloadsRespostaSchema,
  idParamSchema,
  paraQuemRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { DownloadService } from './download.service.ts';

const tags = ['intermitente'];

/** Downloads do intermitente (spec §7): cartas de convocação em PDF, uma a uma ou em zip. */
export const downloadRoutes: FastifyPluginAsyncZod<{ downloads: DownloadService }> = async (
  app,
  { downloads },
) => {
  app.get(
    '/download',
    {
      schema: {
        tags,
        summary:
          'Documentos disponíveis: a carta de cada convocação (RH: todas; convocado: as suas)',
        querystring: downloadsQuerySchema,
        response: { 200: downloadsRespostaSchema },
      },
    },
    async (req) => ok(await downloads.listar(exigirAuth(req), req.query)),
  );
  app.get(
    '/download/arquivos',
    {
      schema: {
        tags,
        summary: 'Os PDFs escolhidos (downloadsIds) num zip, download.zip',
        produces: ['application/zip'],
        querystring: downloadsArquivosQuerySchema,
      },
    },
    async (req, reply) => {
      const zip = await downloads.zip(exigirAuth(req), req.query.downloadsIds);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="download.zip"')
        .send(zip);
    },
  );
  app.get(
    '/download/:id/arquivo',
    {
      schema: {
        tags,
        summary: 'O PDF de um documento como data URL (data:application/pdf;base64,…)',
        params: idParamSchema,
        response: { 200: downloadArquivoRespostaSchema },
      },
    },
    async (req) => ok(await downloads.arquivo(exigirAuth(req), req.params.id)),
  );
  app.get(
    '/download/:id/para-quem',
    {
      schema: {
        tags,
        summary: 'A quem o documento se destina: os convocados e a situação de cada um',
        params: idParamSchema,
        response: { 200: paraQuemRespostaSchema },
      },
    },
    async (req) => ok(await downloads.paraQuem(exigirAuth(req), req.params.id)),
  );
};
