import {
  acaoBodySchema,
  acaoDisponivelRespostaSchema,
  acaoListaQuerySchema,
  acaoListaRespostaSchema,
  acaoRespostaSchema,
  acaoStatusBodySchema,
  idParamSchema,
  usuarioDataQuerySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { AcaoService } from './acao.service.ts';

const tags = ['escala: ações'];

/** Ações do painel 'Escala no Dia' (spec §7): disponíveis, pedir, decidir/remover, consultar. */
export const acaoRoutes: FastifyPluginAsyncZod<{ acao: AcaoService }> = async (app, { acao }) => {
  app.get(
    '/acao/disponivel',
    {
      schema: {
        tags,
        summary: 'Ações oferecidas para o colaborador no dia (data.data.items)',
        querystring: usuarioDataQuerySchema,
        response: { 200: acaoDisponivelRespostaSchema },
      },
    },
    async (req) => {
      const items = await acao.disponiveis(exigirAuth(req), req.query.UsuarioId, req.query.Data);
      return ok({ data: { items } });
    },
  );

  app.get(
    '/acao',
    {
      schema: {
        tags,
        summary: 'Lista de ações (gestor: equipe; RH: todas; colaborador: as próprias)',
        querystring: acaoListaQuerySchema,
        response: { 200: acaoListaRespostaSchema },
      },
    },
    async (req) => ok(await acao.listar(exigirAuth(req), req.query)),
  );

  app.get(
    '/acao/:id',
    {
      schema: {
        tags,
        summary: 'Uma ação (detalhe para Visualizar Alteração)',
        params: idParamSchema,
        response: { 200: acaoRespostaSchema },
      },
    },
    async (req) => ok(await acao.obter(exigirAuth(req), req.params.id)),
  );

  app.post(
    '/acao',
    {
      schema: {
        tags,
        summary:
          'Registra uma ação; o tipo sai da forma do corpo (spec §7). 201 + location; recusa com a mensagem do domínio',
        body: acaoBodySchema,
        response: { 201: acaoRespostaSchema },
      },
    },
    async (req, reply) => {
      const criada = await acao.criar(exigirAuth(req), req.body);
      const mensagem =
        criada.status === 'ParaAprovar'
          ? 'Alteração enviada para aprovação.'
          : 'Alteração registrada.';
      return reply
        .code(201)
        .header('location', `${req.url}/${criada.id}`)
        .send(ok(criada, mensagem));
    },
  );

  app.put(
    '/acao/status',
    {
      schema: {
        tags,
        summary: 'Aprova, reprova ou remove uma ação ({id, status}) → {success, message}',
        body: acaoStatusBodySchema,
        response: { 200: acaoRespostaSchema },
      },
    },
    async (req) => {
      const r = await acao.alterarStatus(exigirAuth(req), req.body);
      return ok(r.acao, r.mensagem);
    },
  );
};
