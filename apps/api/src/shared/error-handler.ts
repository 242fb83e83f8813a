import type { ErroResposta } from '@jornada/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, corpoErro, ERRO_SERVIDOR } from './errors.ts';

const ONDE: Record<string, string> = {
  body: '',
  querystring: 'query ',
  params: 'parâmetro ',
  headers: 'cabeçalho ',
};

/**
 * Um só lugar traduz erros para HTTP: validação → 400 nomeando o campo; AppError → o seu status;
 * o resto → 500 genérico com o id da requisição (o detalhe fica no log, nunca no corpo).
 */
export const registrarErros = (app: FastifyInstance, { servirSpa }: { servirSpa: boolean }) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const v = error.validation[0]!;
      const campo = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(corpo)';
      const onde = ONDE[error.validationContext ?? 'body'] ?? '';
      const mensagem = `${onde}${campo}: ${v.message}`;
      return enviar(
        reply,
        400,
        corpoErro('CAMPO_INVALIDO', mensagem, { campo, requestId: req.id }),
      );
    }
    if (error instanceof AppError) {
      const corpo = corpoErro(error.codigo, error.message, {
        campo: error.campo,
        requestId: req.id,
      });
      return enviar(reply, error.status, corpo);
    }
    if (error.statusCode && error.statusCode < 500) {
      const mensagem = MENSAGENS_HTTP[error.statusCode] ?? 'Requisição inválida.';
      const codigo = error.code ?? 'REQUISICAO_INVALIDA';
      return enviar(reply, error.statusCode, corpoErro(codigo, mensagem, { requestId: req.id }));
    }
    req.log.error({ err: error }, 'erro inesperado');
    return enviar(reply, 500, corpoErro('ERRO_SERVIDOR', ERRO_SERVIDOR, { requestId: req.id }));
  });

  app.setNotFoundHandler((req, reply) => {
    const caminho = req.url.split('?')[0] ?? '/';
    // Fallback do SPA: rotas de caminho do app web (/login, /home...) recebem o index.html.
    const isApi = caminho.startsWith('/api/') || caminho.startsWith('/docs');
    if (servirSpa && req.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(caminho)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(
      corpoErro('ROTA_NAO_ENCONTRADA', `Rota não encontrada: ${req.method} ${caminho}`, {
        requestId: req.id,
      }),
    );
  });
};

/**
 * O corpo de erro sai sempre como JSON simples, sem o schema de resposta da rota: uma rota que
 * documenta 401 com outro formato (o do /login) não pode transformar um token vencido em 500.
 */
const enviar = (reply: FastifyReply, status: number, corpo: ErroResposta) =>
  reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(corpo);

const MENSAGENS_HTTP: Record<number, string> = {
  400: 'Requisição inválida: corpo mal formado.',
  413: 'Arquivo ou corpo grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Aguarde um pouco e tente de novo.',
};
