import rateLimit from '@fastify/rate-limit';
import {
  assinarDocumentoBodySchema,
  codigoVerificacaoParamSchema,
  documentoAssinaturaRespostaSchema,
  documentoIdParamSchema,
  documentosAssinaturaFiltroSchema,
  documentosAssinaturaPaginaRespostaSchema,
  envioAssinaturaBodySchema,
  envioAssinaturaRespostaSchema,
  lembreteRespostaSchema,
  loteAssinaturaParamSchema,
  loteAssinaturaRespostaSchema,
  recusarDocumentoBodySchema,
  tiposAssinaturaRespostaSchema,
  verificacaoAssinaturaRespostaSchema,
} from '@jornada/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { limitePorIp } from '../auth/index.ts';
import { ROTA_GESTAO_ASSINATURA as GESTAO, type Origem } from './assinatura.deps.ts';
import type { AssinaturaService } from './assinatura.service.ts';

const tags = ['assinatura'];
/** Base64 de um PDF de 7 MB mais o resto do JSON. */
const LIMITE_ENVIO_BYTES = 10 * 1024 * 1024 + 64 * 1024;

const origemDe = (req: FastifyRequest): Origem => {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
};

const enviarPdf = (reply: FastifyReply, nome: string, conteudo: Buffer, anexo = false) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `${anexo ? 'attachment' : 'inline'}; filename="${nome}"`)
    .header('cache-control', 'private, no-store')
    .send(conteudo);

const pdf = { produces: ['application/pdf'], description: 'Resposta application/pdf.' };

/** Assinatura eletrônica de documentos (issue #17 §4), sob SERVICOS.assinatura. */
export const assinaturaRoutes: FastifyPluginAsyncZod<{ assinatura: AssinaturaService }> = async (
  app,
  { assinatura },
) => {
  await app.register(rateLimit, { global: false });

  app.get(
    '/tipos',
    {
      schema: {
        tags,
        summary: 'Tipos de documento para assinatura eletrônica',
        response: { 200: tiposAssinaturaRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(assinatura.tipos());
    },
  );

  // ── A própria pessoa ──────────────────────────────────────────────────────────────────────
  app.get(
    '/meus',
    {
      schema: {
        tags,
        summary: 'Documentos enviados à pessoa logada, com filtros e página',
        querystring: documentosAssinaturaFiltroSchema,
        response: { 200: documentosAssinaturaPaginaRespostaSchema },
      },
    },
    async (req) => ok(await assinatura.meus(exigirAuth(req), req.query)),
  );

  app.get(
    '/meus/:documentoId/arquivo',
    {
      schema: {
        tags,
        summary: 'PDF do documento para revisar (ou o selado, se assinado); marca "visualizado"',
        ...pdf,
        params: documentoIdParamSchema,
      },
    },
    async (req, reply) => {
      const auth = exigirAuth(req);
      const r = await assinatura.abrir(auth, req.params.documentoId, origemDe(req));
      return enviarPdf(reply, r.nome, r.conteudo);
    },
  );

  app.post(
    '/meus/:documentoId/assinar',
    {
      schema: {
        tags,
        summary: 'Assina o documento com a senha (e o código TOTP, se ativo); sela em PAdES',
        params: documentoIdParamSchema,
        body: assinarDocumentoBodySchema,
        response: { 200: documentoAssinaturaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await assinatura.assinar(auth, req.params.documentoId, req.body, origemDe(req)));
    },
  );

  app.post(
    '/meus/:documentoId/recusar',
    {
      schema: {
        tags,
        summary: 'Recusa o documento, com o motivo',
        params: documentoIdParamSchema,
        body: recusarDocumentoBodySchema,
        response: { 200: documentoAssinaturaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(
        await assinatura.recusar(auth, req.params.documentoId, req.body.motivo, origemDe(req)),
      );
    },
  );

  // ── Gestão (RH) ───────────────────────────────────────────────────────────────────────────
  app.post(
    '/envios',
    {
      bodyLimit: LIMITE_ENVIO_BYTES,
      schema: {
        tags,
        summary: 'Envia um lote de documentos para assinatura às pessoas escolhidas',
        description:
          'Espelho e holerite: um documento por pessoa, da competência. Aviso de férias e ' +
          'documento avulso: o PDF enviado (base64) vai a todas as pessoas escolhidas. A resposta ' +
          'traz o lote "gerando": os PDFs são gerados na fila (GET /envios/{loteId}).',
        body: envioAssinaturaBodySchema,
        response: { 200: envioAssinaturaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, GESTAO);
      return ok(await assinatura.enviar(auth, req.body, origemDe(req)));
    },
  );

  app.get(
    '/envios/:loteId',
    {
      schema: {
        tags,
        summary: 'Andamento de um envio: documentos gerados, pendentes e falhas por pessoa',
        params: loteAssinaturaParamSchema,
        response: { 200: loteAssinaturaRespostaSchema },
      },
    },
    async (req) => ok(await assinatura.andamento(exigirRota(req, GESTAO), req.params.loteId)),
  );

  app.get(
    '/documentos',
    {
      schema: {
        tags,
        summary: 'Documentos enviados pela empresa: situação, filtros e página',
        querystring: documentosAssinaturaFiltroSchema,
        response: { 200: documentosAssinaturaPaginaRespostaSchema },
      },
    },
    async (req) => ok(await assinatura.listar(exigirRota(req, GESTAO), req.query)),
  );

  app.post(
    '/documentos/:documentoId/lembrete',
    {
      schema: {
        tags,
        summary: 'Lembra a pessoa de assinar (aviso no app)',
        params: documentoIdParamSchema,
        response: { 200: lembreteRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, GESTAO);
      return ok(await assinatura.lembrar(auth, req.params.documentoId, origemDe(req)));
    },
  );

  app.get(
    '/documentos/:documentoId/arquivo',
    {
      schema: {
        tags,
        summary: 'PDF do documento: o selado (PAdES), se assinado; senão o enviado',
        ...pdf,
        params: documentoIdParamSchema,
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, GESTAO);
      const r = await assinatura.arquivo(auth, req.params.documentoId);
      return enviarPdf(reply, r.nome, r.conteudo, true);
    },
  );

  app.get(
    '/documentos/:documentoId/evidencias',
    {
      schema: {
        tags,
        summary: 'Relatório de evidências (PDF): hashes e trilha de eventos com IP e navegador',
        ...pdf,
        params: documentoIdParamSchema,
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, GESTAO);
      const r = await assinatura.evidencias(auth, req.params.documentoId);
      return enviarPdf(reply, r.nome, r.conteudo, true);
    },
  );

  // ── Verificação pública ───────────────────────────────────────────────────────────────────
  app.get(
    '/verificacao/:codigo',
    {
      config: { publico: true, ...limitePorIp(30) },
      schema: {
        tags,
        summary: 'Confere a autenticidade de um documento assinado pelo código (público)',
        security: [],
        params: codigoVerificacaoParamSchema,
        response: { 200: verificacaoAssinaturaRespostaSchema },
      },
    },
    async (req) => ok(await assinatura.verificar(req.params.codigo)),
  );
};
