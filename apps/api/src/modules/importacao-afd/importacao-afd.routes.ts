import { importacaoAfdRespostaSchema, importarAfdQuerySchema } from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import type { createImportacaoAfdService } from './importacao-afd.service.ts';

const ROTA = '/dashboard/admin/arquivos-fiscais';

type Opts = { importacao: ReturnType<typeof createImportacaoAfdService> };

export const importacaoAfdRoutes: FastifyPluginAsyncZod<Opts> = async (app, { importacao }) => {
  await aceitarMultipart(app, 200 * 1024 * 1024);

  app.post(
    '/ImportarAfd',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary: 'Importa o AFD de um REP-C/REP-A (marcações tipo 3), casando pelo CPF',
        consumes: ['multipart/form-data'],
        querystring: importarAfdQuerySchema,
        body: z.object({
          arquivos: arquivoRecebidoSchema.describe('o arquivo AFD (spec §3: campo arquivos)'),
        }),
        response: { 200: importacaoAfdRespostaSchema },
      },
    },
    async (req) => {
      const r = await importacao.importar(
        exigirRota(req, ROTA),
        req.body.arquivos,
        req.query.filialId,
      );
      return okMaiusculo(
        r,
        `${r.importadas} importada(s), ${r.duplicadas} duplicada(s), ${r.rejeitadas} rejeitada(s).`,
      );
    },
  );
};
