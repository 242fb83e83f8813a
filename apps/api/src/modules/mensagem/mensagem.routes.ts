import {
  caixaEntradaRespostaSchema,
  canaisStatusRespostaSchema,
  destinatariosFiltroSchema,
  destinatariosOpcoesRespostaSchema,
  historicoPessoaRespostaSchema,
  mensagemAbertaRespostaSchema,
  mensagemDetalheRespostaSchema,
  mensagemEnvioSchema,
  mensagemIdParamSchema,
  mensagemPessoaParamSchema,
  mensagensFiltroSchema,
  mensagensPaginaRespostaSchema,
} from '@jornada/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enviarArquivo } from '../../shared/arquivo-http.ts';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import { ROTA_MENSAGENS_GESTOR, ROTA_MENSAGENS_RH } from './mensagem.comum.ts';
import type { MensagemService } from './mensagem.service.ts';

const tags = ['mensagens'];
/** Limite do multipart um pouco acima do anexo (10 MB): o excesso vira 413 com o campo. */
const LIMITE_MULTIPART = 10 * 1024 * 1024;

const corpoEnvio = mensagemEnvioSchema.extend({
  anexo: arquivoRecebidoSchema.optional().describe('PDF ou imagem (PNG/JPEG) de até 10 MB'),
});

/** Quem envia: o RH (MenuAdmin) ou o gestor (MenuGestores). */
const remetente = (req: FastifyRequest) =>
  exigirRota(req, ROTA_MENSAGENS_RH, ROTA_MENSAGENS_GESTOR);

/** Mensagens às pessoas (issue #18 §2), sob SERVICOS.mensagens. */
export const mensagemRoutes: FastifyPluginAsyncZod<{ mensagens: MensagemService }> = async (
  app,
  { mensagens },
) => {
  await aceitarMultipart(app, LIMITE_MULTIPART);
  app.setErrorHandler((erro) => {
    if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ANEXO_GRANDE', 'O anexo passa de 10 MB.', 413, 'anexo');
    throw erro;
  });

  app.get(
    '/messagebird-status',
    {
      schema: {
        tags,
        summary:
          'Estado dos canais de entrega (app, push, e-mail, SMS) e entregas das últimas 24 h',
        response: { 200: canaisStatusRespostaSchema },
      },
    },
    async (req) => ok(await mensagens.statusCanais(remetente(req))),
  );

  app.get(
    '/destinatarios',
    {
      schema: {
        tags,
        summary: 'Pessoas, departamentos e grupos que quem envia pode escolher (até 25 de cada)',
        querystring: destinatariosFiltroSchema,
        response: { 200: destinatariosOpcoesRespostaSchema },
      },
    },
    async (req) => ok(await mensagens.opcoes(remetente(req), req.query.search)),
  );

  app.get(
    '/enviadas',
    {
      schema: {
        tags,
        summary: 'Mensagens enviadas (RH: todas; gestor: as suas), com leitura e falhas',
        querystring: mensagensFiltroSchema,
        response: { 200: mensagensPaginaRespostaSchema },
      },
    },
    async (req) => ok(await mensagens.listar(remetente(req), req.query)),
  );

  app.post(
    '/enviadas',
    {
      schema: {
        tags,
        summary: 'Envia uma mensagem a pessoas, departamentos e grupos',
        description:
          'JSON ou multipart (listas de ids como "1,2,3", campo de arquivo `anexo`). Departamentos ' +
          'e grupos viram as pessoas ativas de agora. O gestor envia só a pessoas da equipe.',
        consumes: ['application/json', 'multipart/form-data'],
        body: corpoEnvio,
        response: { 200: mensagemDetalheRespostaSchema },
      },
    },
    async (req) => {
      const { anexo, ...envio } = req.body;
      return ok(await mensagens.enviar(remetente(req), envio, anexo), 'Mensagem enviada.');
    },
  );

  app.get(
    '/enviadas/:id',
    {
      schema: {
        tags,
        summary: 'Uma mensagem enviada, com a entrega e a leitura de cada pessoa',
        params: mensagemIdParamSchema,
        response: { 200: mensagemDetalheRespostaSchema },
      },
    },
    async (req) => ok(await mensagens.detalhe(remetente(req), req.params.id)),
  );

  app.get(
    '/enviadas/:id/relatorio',
    {
      schema: {
        tags,
        summary: 'Relatório de leitura da mensagem (CSV)',
        params: mensagemIdParamSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const r = await mensagens.relatorio(remetente(req), req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r.nome}"`)
        .header('cache-control', 'private, no-store')
        .send(r.csv);
    },
  );

  app.get(
    '/pessoas/:usuarioId/historico',
    {
      schema: {
        tags,
        summary:
          'Mensagens que uma pessoa recebeu, com leitura e a entrega por canal (gestor: só a equipe)',
        params: mensagemPessoaParamSchema,
        querystring: mensagensFiltroSchema,
        response: { 200: historicoPessoaRespostaSchema },
      },
    },
    async (req) =>
      ok(await mensagens.historicoPessoa(remetente(req), req.params.usuarioId, req.query)),
  );

  app.get(
    '/caixa',
    {
      schema: {
        tags,
        summary: 'Caixa de entrada de quem está logado, com o total de não lidas',
        querystring: mensagensFiltroSchema,
        response: { 200: caixaEntradaRespostaSchema },
      },
    },
    async (req) => ok(await mensagens.caixa(exigirAuth(req), req.query)),
  );

  app.get(
    '/caixa/:id',
    {
      schema: {
        tags,
        summary: 'Abre uma mensagem recebida (a primeira abertura grava a leitura)',
        params: mensagemIdParamSchema,
        response: { 200: mensagemAbertaRespostaSchema },
      },
    },
    async (req) => ok(await mensagens.abrir(exigirAuth(req), req.params.id)),
  );

  app.post(
    '/caixa/:id/confirmar',
    {
      schema: {
        tags,
        summary: 'Confirma a leitura de uma mensagem que pede confirmação',
        params: mensagemIdParamSchema,
        response: { 200: mensagemAbertaRespostaSchema },
      },
    },
    async (req) =>
      ok(await mensagens.confirmar(exigirAuth(req), req.params.id), 'Leitura confirmada.'),
  );

  app.get(
    '/anexo/:id',
    {
      schema: {
        tags,
        summary: 'Baixa o anexo (quem recebeu, quem enviou ou o RH)',
        params: mensagemIdParamSchema,
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
      },
    },
    async (req, reply) => {
      const a = await mensagens.anexo(exigirAuth(req), req.params.id);
      return enviarArquivo(reply, { ...a, bytes: a.conteudo });
    },
  );
};
