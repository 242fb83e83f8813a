import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { erroRespostaSchema, menuItemSchema } from '@jornada/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas com nome em components.schemas: os recursivos precisam dele (o menu tem filhos do mesmo
 * tipo) — sem nome, o $ref apontaria para um schema que o documento não tem.
 */
const COMPONENTES: [z.ZodType, string][] = [[menuItemSchema, 'MenuItem']];

/** Arquivo na resposta (PDF, AFD, P7S, anexo): bytes, não JSON. */
const arquivoBinarioSchema = z.string().meta({ format: 'binary' });

/** Resposta sem corpo (204, redirecionamento 302): só a descrição vai ao documento. */
export const semCorpo = (descricao: string) => z.undefined().describe(descricao);

type SchemaRota = Record<string, unknown> & {
  response?: Record<string, unknown>;
  produces?: string[];
  hide?: boolean;
};

/** Rota de arquivo (`produces`) sem resposta de sucesso declarada: 200 com os bytes. */
const sucessoArquivo = (schema: SchemaRota) => {
  const declarada = Object.keys(schema.response ?? {}).some((c) => /^[23]/.test(c));
  if (declarada || !schema.produces?.length) return {};
  const content = Object.fromEntries(
    schema.produces.map((tipo) => [tipo, { schema: arquivoBinarioSchema }]),
  );
  return { 200: { description: 'O arquivo', content } };
};

const erro = (description: string) => ({
  description,
  content: { 'application/json': { schema: erroRespostaSchema } },
});

type Rota = Pick<RouteOptions, 'method' | 'config'>;

/**
 * Respostas de erro que o tratador único (error-handler.ts) dá a toda rota, conforme o que ela
 * recebe e exige; as que a própria rota documenta prevalecem.
 */
const errosDaRota = (schema: SchemaRota, rota: Rota) => {
  const comCorpo = Boolean(schema.body);
  const comEntrada = comCorpo || Boolean(schema.params || schema.querystring);
  const escrita = [rota.method].flat().some((m) => m !== 'GET' && m !== 'HEAD');
  const config = rota.config as { publico?: boolean; rateLimit?: unknown } | undefined;
  return {
    ...(comEntrada || escrita
      ? { 400: erro('Entrada inválida: o campo e o motivo vêm na mensagem (pt-BR).') }
      : {}),
    // Rotas públicas também respondem 401: credencial, token de convite ou de suporte inválidos.
    401: erro('Sessão ou credencial ausente, inválida ou expirada.'),
    ...(config?.publico
      ? {}
      : { 403: erro('Sem permissão para esta operação (checada antes da validação da entrada).') }),
    ...(comEntrada ? { 404: erro('Registro apontado não encontrado na empresa.') } : {}),
    ...(comEntrada || escrita
      ? { 409: erro('Conflito com o estado atual (duplicado, em uso, já decidido).') }
      : {}),
    ...(comCorpo
      ? {
          413: erro('Corpo ou arquivo grande demais.'),
          415: erro('Tipo de conteúdo não suportado.'),
        }
      : {}),
    ...(comCorpo && escrita
      ? { 422: erro('Recusado por regra de negócio (linhas na mensagem).') }
      : {}),
    ...(config?.rateLimit ? { 429: erro('Muitas tentativas: aguarde e repita.') } : {}),
    500: erro('Erro do servidor (o detalhe fica no log, com o requestId).'),
  };
};

/** OpenAPI gerado dos contratos zod de cada rota; página em /docs, JSON em /docs/json. */
export const registrarDocs = async (app: FastifyInstance) => {
  for (const [schema, id] of COMPONENTES)
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jornada API',
        description: 'Ponto eletrônico (REP-P + PTRP), apuração, banco de horas e escalas.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (documento) => {
      const schema = documento.schema as SchemaRota | undefined;
      if (!schema || schema.hide) return jsonSchemaTransform(documento);
      const response = {
        ...errosDaRota(schema, documento.route),
        ...sucessoArquivo(schema),
        ...schema.response,
      };
      return jsonSchemaTransform({ ...documento, schema: { ...schema, response } });
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
};
