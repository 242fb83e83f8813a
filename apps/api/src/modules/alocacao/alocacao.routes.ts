import {
  alocacaoBodySchema,
  alocacaoHistoricoQuerySchema,
  alocacaoListaQuerySchema,
  alocacaoPutBodySchema,
  alocacaoSchema,
  envelopeMinusculoSchema,
  historicoSchema,
  idParamSchema,
  paginaDe,
  paginaSchema,
  statusBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { exigirRh } from '../escala-nucleo/index.ts';
import type { AlocacaoService } from './alocacao.service.ts';

const tags = ['escala: alocações'];
const resposta = envelopeMinusculoSchema(alocacaoSchema);
const historico = envelopeMinusculoSchema(paginaDe(historicoSchema));

/**
 * Alocações (spec §7 /alocacao): leitura no alcance de quem chama (RH: todos; gestor: equipe;
 * colaborador: as próprias); gravação, arquivamento ({id, ativo:false}) só RH.
 */
export const alocacaoRoutes: FastifyPluginAsyncZod<{ alocacao: AlocacaoService }> = async (
  app,
  { alocacao },
) => {
  app.get(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Alocações (filtros usuarioId, escalaId, search; ativo=false: arquivadas)',
        querystring: alocacaoListaQuerySchema,
        response: { 200: envelopeMinusculoSchema(paginaDe(alocacaoSchema)) },
      },
    },
    async (req) => ok(await alocacao.listar(exigirAuth(req), req.query)),
  );

  app.get(
    '/alocacao/historico',
    {
      schema: {
        tags,
        summary: 'Histórico das alocações (auditoria), por AlocacaoId ou usuarioId',
        querystring: alocacaoHistoricoQuerySchema,
        response: { 200: historico },
      },
    },
    async (req) => ok(await alocacao.historico(exigirAuth(req), req.query)),
  );

  app.get(
    '/alocacao/historico/:id',
    {
      schema: {
        tags,
        summary: 'Histórico de uma alocação (id = AlocacaoId)',
        params: idParamSchema,
        querystring: paginaSchema.omit({ search: true }),
        response: { 200: historico },
      },
    },
    async (req) =>
      ok(await alocacao.historico(exigirAuth(req), { ...req.query, AlocacaoId: req.params.id })),
  );

  app.get(
    '/alocacao/:id',
    {
      schema: {
        tags,
        summary: 'Uma alocação',
        params: idParamSchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await alocacao.obter(exigirAuth(req), req.params.id)),
  );

  app.post(
    '/alocacao',
    {
      schema: {
        tags,
        summary:
          'Aloca um colaborador numa escala (encerra a alocação aberta anterior); 201 + location',
        body: alocacaoBodySchema,
        response: { 201: resposta },
      },
    },
    async (req, reply) => {
      const a = await alocacao.criar(exigirRh(req), req.body);
      return reply
        .code(201)
        .header('location', `${req.url}/${a.id}`)
        .send(ok(a, 'Alocação criada.'));
    },
  );

  app.put(
    '/alocacao',
    {
      schema: {
        tags,
        summary: 'Altera uma alocação (id no corpo)',
        body: alocacaoPutBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await alocacao.atualizar(exigirRh(req), req.body), 'Alocação alterada.'),
  );

  app.put(
    '/alocacao/status',
    {
      schema: {
        tags,
        summary: 'Arquiva ({id, ativo:false}) ou reativa uma alocação',
        body: statusBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const a = await alocacao.status(exigirRh(req), req.body);
      return ok(a, a.ativo ? 'Alocação reativada.' : 'Alocação arquivada.');
    },
  );
};
