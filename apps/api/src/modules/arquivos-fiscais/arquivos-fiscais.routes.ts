import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { aejQuerySchema, afdQuerySchema } from '@jornada/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import type { createArquivosFiscaisService } from './arquivos-fiscais.service.ts';

const ROTA = '/dashboard/admin/arquivos-fiscais';
const TEXTO = 'text/plain; charset=ISO-8859-1';
const P7S = 'application/pkcs7-signature';
const tags = ['arquivos-fiscais'];

type Opts = { fiscais: ReturnType<typeof createArquivosFiscaisService> };

const anexo = (reply: FastifyReply, tipo: string, nome: string) =>
  reply
    .type(tipo)
    .header('content-disposition', `attachment; filename="${nome}"`)
    .header('cache-control', 'private, no-store');

/** AFD e AEJ para o auditor fiscal (RH), com o `.p7s` destacado de cada um. */
export const arquivosFiscaisRoutes: FastifyPluginAsyncZod<Opts> = async (app, { fiscais }) => {
  app.get(
    '/afd',
    {
      schema: {
        tags,
        summary: 'AFD do REP-P (Portaria 671 Anexo V) dos registros gravados no período',
        description:
          'Texto ISO-8859-1, CR LF, transmitido em blocos. Cabeçalhos X-Afd-Gerado-Em e X-Afd-Nsr-Final: passe-os a /afd/assinatura para o .p7s (CAdES) do mesmo arquivo.',
        produces: [TEXTO],
        querystring: afdQuerySchema,
      },
    },
    async (req, reply) => {
      const { nome, plano, linhas } = await fiscais.afd(exigirRota(req, ROTA), req.query);
      return anexo(reply, TEXTO, nome)
        .header('x-afd-gerado-em', plano.geradoEm)
        .header('x-afd-nsr-inicial', String(plano.faixa?.inicial ?? 0))
        .header('x-afd-nsr-final', String(plano.faixa?.final ?? 0))
        .send(Readable.from(linhas));
    },
  );

  app.get(
    '/afd/assinatura',
    {
      schema: {
        tags,
        summary: 'Assinatura CAdES destacada (.p7s) do AFD emitido (mesmos geradoEm e nsrFinal)',
        produces: [P7S],
        querystring: afdQuerySchema,
      },
    },
    async (req, reply) => {
      const { nome, bytes } = await fiscais.afdAssinatura(exigirRota(req, ROTA), req.query);
      return anexo(reply, P7S, nome).send(bytes);
    },
  );

  app.get(
    '/aej',
    {
      schema: {
        tags,
        summary: 'AEJ do PTRP (Portaria 671 Anexo VI) com os dados tratados do período',
        description:
          'Texto ISO-8859-1, CR LF, validado pelo leiaute antes de sair. Cabeçalhos X-Aej-Gerado-Em e X-Aej-Sha256 para pedir /aej/assinatura.',
        produces: [TEXTO],
        querystring: aejQuerySchema,
      },
    },
    async (req, reply) => {
      const { nome, geradoEm, bytes } = await fiscais.aej(exigirRota(req, ROTA), req.query);
      return anexo(reply, TEXTO, nome)
        .header('x-aej-gerado-em', geradoEm)
        .header('x-aej-sha256', createHash('sha256').update(bytes).digest('hex'))
        .send(bytes);
    },
  );

  app.get(
    '/aej/assinatura',
    {
      schema: {
        tags,
        summary: 'Assinatura CAdES destacada (.p7s) do AEJ emitido',
        produces: [P7S],
        querystring: aejQuerySchema,
      },
    },
    async (req, reply) => {
      const { nome, bytes } = await fiscais.aejAssinatura(exigirRota(req, ROTA), req.query);
      return anexo(reply, P7S, nome).send(bytes);
    },
  );
};
