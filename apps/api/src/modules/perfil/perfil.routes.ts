import {
  catalogoRecursosRespostaSchema,
  idParamSchema,
  perfilBodySchema,
  perfilRespostaSchema,
  perfisRespostaSchema,
  respostaVaziaAuthSchema,
  usuarioIdParamSchema,
  usuarioPerfisBodySchema,
  usuarioPerfisRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { PerfilService } from './perfil.service.ts';

const ROTA_PERFIS = '/dashboard/admin/perfis';
const tags = ['perfis'];

/** RH: catálogo de recursos, CRUD de perfis e perfis de cada usuário (exige a rota de perfis). */
export const perfilRoutes: FastifyPluginAsyncZod<{ perfil: PerfilService }> = async (
  app,
  { perfil },
) => {
  app.get(
    '/recursos',
    {
      schema: {
        tags,
        summary: 'Catálogo de recursos (rotas) que os perfis podem conceder, nos três menus',
        response: { 200: catalogoRecursosRespostaSchema },
      },
    },
    async (req) => ok(perfil.catalogo(exigirRota(req, ROTA_PERFIS))),
  );

  app.get(
    '/perfis',
    {
      schema: {
        tags,
        summary: 'Perfis de acesso da empresa',
        response: { 200: perfisRespostaSchema },
      },
    },
    async (req) => ok(await perfil.listar(exigirRota(req, ROTA_PERFIS))),
  );

  app.post(
    '/perfis',
    {
      schema: {
        tags,
        summary: 'Cria um perfil (201 + location); auditado',
        body: perfilBodySchema,
        response: { 201: perfilRespostaSchema },
      },
    },
    async (req, reply) => {
      const p = await perfil.criar(exigirRota(req, ROTA_PERFIS), req.body);
      return reply.code(201).header('location', `${req.url}/${p.id}`).send(ok(p, 'Perfil criado.'));
    },
  );

  app.get(
    '/perfis/:id',
    {
      schema: {
        tags,
        summary: 'Um perfil de acesso',
        params: idParamSchema,
        response: { 200: perfilRespostaSchema },
      },
    },
    async (req) => ok(await perfil.obter(exigirRota(req, ROTA_PERFIS), req.params.id)),
  );

  app.put(
    '/perfis/:id',
    {
      schema: {
        tags,
        summary: 'Altera nome e rotas de um perfil; auditado',
        params: idParamSchema,
        body: perfilBodySchema,
        response: { 200: perfilRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await perfil.atualizar(exigirRota(req, ROTA_PERFIS), req.params.id, req.body),
        'Perfil alterado.',
      ),
  );

  app.delete(
    '/perfis/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um perfil sem usuários (409 se em uso); auditado',
        params: idParamSchema,
        response: { 200: respostaVaziaAuthSchema },
      },
    },
    async (req) => {
      await perfil.remover(exigirRota(req, ROTA_PERFIS), req.params.id);
      return ok(null, 'Perfil excluído.');
    },
  );

  app.get(
    '/usuarios/:usuarioId/perfis',
    {
      schema: {
        tags,
        summary: 'Perfis atribuídos a um usuário',
        params: usuarioIdParamSchema,
        response: { 200: usuarioPerfisRespostaSchema },
      },
    },
    async (req) =>
      ok(await perfil.perfisDoUsuario(exigirRota(req, ROTA_PERFIS), req.params.usuarioId)),
  );

  app.put(
    '/usuarios/:usuarioId/perfis',
    {
      schema: {
        tags,
        summary: 'Define os perfis de um usuário (substitui a lista); auditado',
        params: usuarioIdParamSchema,
        body: usuarioPerfisBodySchema,
        response: { 200: usuarioPerfisRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await perfil.definirPerfisDoUsuario(
          exigirRota(req, ROTA_PERFIS),
          req.params.usuarioId,
          req.body.perfilIds,
        ),
        'Perfis atualizados.',
      ),
  );
};
