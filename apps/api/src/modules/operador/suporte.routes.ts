import {
  acoesSuporteRespostaSchema,
  erroRespostaSchema,
  idParamSchema,
  paginaSimplesSchema,
  sessoesSuporteRespostaSchema,
  suporteBodySchema,
  suporteEmitidoRespostaSchema,
  usuariosEmpresaRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_ADMIN_MASTER } from './operador.mapeamento.ts';
import type { OperadorService } from './operador.service.ts';

const tags = ['operador'];
const erros = { 400: erroRespostaSchema, 403: erroRespostaSchema, 404: erroRespostaSchema };

const usuariosFiltroSchema = paginaSimplesSchema.extend({
  search: z.string().trim().max(100, 'busca de no máximo 100 caracteres').optional(),
});

/** Acesso de suporte (token HQ) a uma empresa cliente: contas, emissão, sessões e auditoria. */
export const suporteRoutes: FastifyPluginAsyncZod<{ operador: OperadorService }> = async (
  app,
  { operador },
) => {
  app.get(
    '/empresas/:id/usuarios',
    {
      schema: {
        tags,
        summary: 'Contas ativas da empresa, para escolher a do acesso de suporte (paginada)',
        params: idParamSchema,
        querystring: usuariosFiltroSchema,
        response: { 200: usuariosEmpresaRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(await operador.listUsuarios(exigirRota(req, ROTA_ADMIN_MASTER), req.params.id, req.query)),
  );

  app.post(
    '/empresas/:id/suporte',
    {
      schema: {
        tags,
        summary: 'Emite o link de acesso de suporte (token HQ de uso único) com motivo',
        params: idParamSchema,
        body: suporteBodySchema,
        response: { 200: suporteEmitidoRespostaSchema, 409: erroRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.emitirSuporte(exigirRota(req, ROTA_ADMIN_MASTER), req.params.id, req.body),
        'Acesso de suporte emitido.',
      ),
  );

  app.get(
    '/empresas/:id/suporte',
    {
      schema: {
        tags,
        summary: 'Sessões de suporte da empresa (aguardando, ativas, encerradas, expiradas)',
        params: idParamSchema,
        querystring: paginaSimplesSchema,
        response: { 200: sessoesSuporteRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.listSessoesSuporte(
          exigirRota(req, ROTA_ADMIN_MASTER),
          req.params.id,
          req.query,
        ),
      ),
  );

  app.get(
    '/empresas/:id/suporte/acoes',
    {
      schema: {
        tags,
        summary: 'O que o suporte fez na empresa em sessões HQ (auditoria)',
        params: idParamSchema,
        querystring: paginaSimplesSchema,
        response: { 200: acoesSuporteRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.listAcoesSuporte(
          exigirRota(req, ROTA_ADMIN_MASTER),
          req.params.id,
          req.query,
        ),
      ),
  );
};
