import {
  fonteMapeamentoParamSchema,
  fonteSincronizacaoBodySchema,
  fonteSincronizacaoRespostaSchema,
  fontesSincronizacaoRespostaSchema,
  loteSincronizacaoEnvioSchema,
  loteSincronizacaoIdParamSchema,
  loteSincronizacaoRespostaSchema,
  mapeamentoBodySchema,
  previaSincronizacaoRespostaSchema,
  resultadoSincronizacaoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import type { SincronizacaoService } from './sincronizacao.service.ts';

export const ROTA_SINCRONIZACAO = '/dashboard/admin/integracoes/sincronizacao';
const tags = ['sincronizacao'];
const LIMITE_BYTES = 10 * 1024 * 1024;

/** Sincronização com a exportação da folha (RH, menu Integrações). */
export const sincronizacaoRoutes: FastifyPluginAsyncZod<{
  sincronizacao: SincronizacaoService;
}> = async (app, { sincronizacao: s }) => {
  await aceitarMultipart(app, LIMITE_BYTES);
  app.setErrorHandler((erro) => {
    const { code } = erro as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ARQUIVO_GRANDE', 'O arquivo passa de 10 MB: divida-o.', 413, 'arquivo');
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('ARQUIVOS_DEMAIS', 'Envie um arquivo por vez.', 400, 'arquivo');
    throw erro;
  });
  const exigir = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_SINCRONIZACAO);

  app.get(
    '/sincronizacao/fontes',
    {
      schema: {
        tags,
        summary: 'Fontes (sistemas de folha) com o mapeamento salvo de cada tipo de arquivo',
        response: { 200: fontesSincronizacaoRespostaSchema },
      },
    },
    async (req) => ok(await s.listFontes(exigir(req))),
  );

  app.post(
    '/sincronizacao/fontes',
    {
      schema: {
        tags,
        summary: 'Cria uma fonte ("Domínio", "Senior" ou um nome livre)',
        body: fonteSincronizacaoBodySchema,
        response: { 201: fonteSincronizacaoRespostaSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await s.criarFonte(exigir(req), req.body.nome), 'Fonte criada.')),
  );

  app.put(
    '/sincronizacao/fontes/:id/mapeamentos/:tipo',
    {
      schema: {
        tags,
        summary: 'Salva o mapeamento de colunas da fonte para um tipo de arquivo',
        params: fonteMapeamentoParamSchema,
        body: mapeamentoBodySchema,
        response: { 200: fonteSincronizacaoRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await s.salvarMapeamento(exigir(req), req.params.id, req.params.tipo, req.body.mapeamento),
        'Mapeamento salvo.',
      ),
  );

  app.post(
    '/sincronizacao/lotes',
    {
      schema: {
        tags,
        summary:
          'Envia a exportação (CSV ou XLSX) de uma fonte: guarda o lote e devolve as colunas',
        consumes: ['multipart/form-data'],
        body: loteSincronizacaoEnvioSchema.extend({
          arquivo: arquivoRecebidoSchema.describe('Exportação CSV ou XLSX, até 10 MB'),
        }),
        response: { 201: loteSincronizacaoRespostaSchema },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await s.enviar(exigir(req), req.body))),
  );

  app.post(
    '/sincronizacao/lotes/:id/previa',
    {
      schema: {
        tags,
        summary:
          'Prévia por linha (novo, alterado, sem mudança, erro); salva o mapeamento na fonte',
        params: loteSincronizacaoIdParamSchema,
        body: mapeamentoBodySchema,
        response: { 200: previaSincronizacaoRespostaSchema },
      },
    },
    async (req) => ok(await s.previa(exigir(req), req.params.id, req.body.mapeamento)),
  );

  app.post(
    '/sincronizacao/lotes/:id/confirmacao',
    {
      schema: {
        tags,
        summary: 'Grava as linhas válidas numa transação; as linhas com erro não mudam nada',
        params: loteSincronizacaoIdParamSchema,
        response: { 200: resultadoSincronizacaoRespostaSchema },
      },
    },
    async (req) => {
      const r = await s.confirmar(exigir(req), req.params.id);
      return ok(r, `${r.contagens.novo + r.contagens.alterado} linha(s) sincronizada(s).`);
    },
  );
};
