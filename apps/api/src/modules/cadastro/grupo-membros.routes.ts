import {
  cadastroItemRespostaSchema,
  idParamSchema,
  incluirMembrosBodySchema,
  membroParamSchema,
  membrosGrupoQuerySchema,
  membrosGrupoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { exigirEstrutura } from './cadastro.acesso.ts';
import type { CadastroService } from './cadastro.service.ts';

/** Membros de um grupo: lista paginada, incluir pessoas, retirar uma pessoa. */
export const grupoMembrosRoutes: FastifyPluginAsyncZod<{ cadastros: CadastroService }> = async (
  app,
  { cadastros: s },
) => {
  const tags = ['cadastros'];
  app.get(
    '/grupos/:id/membros',
    {
      schema: {
        tags,
        summary: 'Membros de um grupo (paginado, busca sem acento)',
        params: idParamSchema,
        querystring: membrosGrupoQuerySchema,
        response: { 200: membrosGrupoRespostaSchema },
      },
    },
    async (req) => ok(await s.membros.listar(exigirEstrutura(req), req.params.id, req.query)),
  );
  app.post(
    '/grupos/:id/membros',
    {
      schema: {
        tags,
        summary: 'Inclui pessoas no grupo (quem já está fica como está)',
        params: idParamSchema,
        body: incluirMembrosBodySchema,
        response: { 200: cadastroItemRespostaSchema },
      },
    },
    async (req) => ok(await s.membros.incluir(exigirEstrutura(req), req.params.id, req.body)),
  );
  app.delete(
    '/grupos/:id/membros/:usuarioId',
    {
      schema: {
        tags,
        summary: 'Retira uma pessoa do grupo',
        params: membroParamSchema,
        response: { 200: cadastroItemRespostaSchema },
      },
    },
    async (req) =>
      ok(await s.membros.retirar(exigirEstrutura(req), req.params.id, req.params.usuarioId)),
  );
};
