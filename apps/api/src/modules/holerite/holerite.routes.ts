import {
  exclusaoRespostaSchema,
  HOLERITE_TIPOS,
  holeritesPaginaRespostaSchema,
  holeriteTiposRespostaSchema,
  importacaoEnvioQuerySchema,
  importacaoExcluirGrupoSchema,
  importacaoFiltroSchema,
  importacaoIdMaiusculoParamSchema,
  importacaoIdParamSchema,
  importacaoPreviaRespostaSchema,
  loteParamSchema,
  meusHoleritesRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { aceitarFiltroNoCorpoDoGet } from '../../shared/filtro-no-corpo.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import { ROTA_HOLERITE_ADMIN as ADMIN, type HoleriteService } from './holerite.service.ts';

const tags = ['holerite'];
const MINHAS = '/dashboard/minhas-rotinas/holerites';
/** Tamanho máximo do arquivo de holerites (PDF com todos ou ZIP de PDFs). */
export const LIMITE_HOLERITES_BYTES = 50 * 1024 * 1024;

const corpoEnvio = z.object({
  arquivos: arquivoRecebidoSchema.describe(
    'PDF com os holerites de todos ou ZIP de PDFs, até 50 MB',
  ),
});

/** Holerites e importações (spec §7 "Payslips and imports"), sob SERVICOS.holerite. */
export const holeriteRoutes: FastifyPluginAsyncZod<{ holerites: HoleriteService }> = async (
  app,
  { holerites },
) => {
  await aceitarMultipart(app, LIMITE_HOLERITES_BYTES);
  app.setErrorHandler((erro) => {
    if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'HOLERITE_ARQUIVO_GRANDE',
        'O arquivo passa de 50 MB: divida-o em partes menores.',
        413,
        'arquivos',
      );
    throw erro;
  });
  // A spec manda o filtro de GET /importacao no corpo.
  aceitarFiltroNoCorpoDoGet(app);

  app.get(
    '/holeritetipo',
    {
      schema: {
        tags,
        summary: 'Tipos de holerite',
        response: { 200: holeriteTiposRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(HOLERITE_TIPOS.map((t) => ({ id: t.id, nome: t.nome })));
    },
  );

  app.get(
    '/importacao',
    {
      schema: {
        tags,
        summary: 'Holerites importados, com filtros (competência, tipo, pessoa, situação) e página',
        description: 'O filtro vai na query ou, como na spec, num corpo JSON.',
        querystring: importacaoFiltroSchema,
        response: { 200: holeritesPaginaRespostaSchema },
      },
    },
    async (req) => ok(await holerites.listar(exigirRota(req, ADMIN), req.query)),
  );

  app.post(
    '/importacao',
    {
      schema: {
        tags,
        summary: 'Envia o PDF (ou ZIP de PDFs) da folha: cria um rascunho com a prévia da divisão',
        description:
          'Multipart, campo `arquivos`. Cada página vai para a pessoa cujo CPF (ou matrícula) está ' +
          'impressa nela; as demais ficam em `naoIdentificadas`. Nada é visível às pessoas antes ' +
          'de POST /importacao/lote/{loteId}/publicar.',
        consumes: ['multipart/form-data'],
        querystring: importacaoEnvioQuerySchema,
        body: corpoEnvio,
        response: { 200: importacaoPreviaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ADMIN);
      const { arquivos } = req.body;
      return ok(
        await holerites.importar(auth, { nome: arquivos.nome, bytes: arquivos.bytes }, req.query),
      );
    },
  );

  app.get(
    '/importacao/lote/:loteId',
    {
      schema: {
        tags,
        summary: 'Prévia de uma importação: holerites encontrados e páginas não identificadas',
        params: loteParamSchema,
        response: { 200: importacaoPreviaRespostaSchema },
      },
    },
    async (req) => ok(await holerites.previa(exigirRota(req, ADMIN), req.params.loteId)),
  );

  app.post(
    '/importacao/lote/:loteId/publicar',
    {
      schema: {
        tags,
        summary: 'Publica o rascunho: cada pessoa passa a ver e baixar o seu holerite',
        params: loteParamSchema,
        response: { 200: importacaoPreviaRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await holerites.publicar(exigirRota(req, ADMIN), req.params.loteId),
        'Holerites publicados.',
      ),
  );

  app.delete(
    '/importacao/lote/:loteId',
    {
      schema: {
        tags,
        summary: 'Exclui uma importação inteira (descarta o rascunho ou retira a publicada)',
        params: loteParamSchema,
        response: { 200: exclusaoRespostaSchema },
      },
    },
    async (req) => ok(await holerites.excluirLote(exigirRota(req, ADMIN), req.params.loteId)),
  );

  app.get(
    '/importacao/meus',
    {
      schema: {
        tags,
        summary: 'Holerites publicados da pessoa logada',
        response: { 200: meusHoleritesRespostaSchema },
      },
    },
    async (req) => ok(await holerites.meus(exigirRota(req, MINHAS, ADMIN))),
  );

  app.get(
    '/importacao/:importacaoId/arquivo',
    {
      schema: {
        tags,
        summary: 'PDF de um holerite',
        description:
          'Resposta application/pdf. O RH baixa qualquer um; a pessoa, só os seus publicados.',
        produces: ['application/pdf'],
        params: importacaoIdParamSchema,
      },
    },
    async (req, reply) => {
      const { nome, conteudo } = await holerites.arquivo(exigirAuth(req), req.params.importacaoId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'private, no-store')
        .send(conteudo);
    },
  );

  app.delete(
    '/importacao/:Id',
    {
      schema: {
        tags,
        summary: 'Exclui um holerite',
        params: importacaoIdMaiusculoParamSchema,
        response: { 200: exclusaoRespostaSchema },
      },
    },
    async (req) =>
      ok(await holerites.excluir(exigirRota(req, ADMIN), req.params.Id), 'Holerite excluído.'),
  );

  app.delete(
    '/importacao',
    {
      schema: {
        tags,
        summary: 'Exclui um grupo de holerites (todos ou nenhum)',
        body: importacaoExcluirGrupoSchema,
        response: { 200: exclusaoRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await holerites.excluirGrupo(exigirRota(req, ADMIN), req.body.ids),
        'Holerites excluídos.',
      ),
  );
};
