import {
  comboRespostaSchema,
  envelopeMinusculoSchema,
  gestaoBodySchema,
  gestaoIdParamSchema,
  gestaoPutBodySchema,
  gestaoRespostaSchema,
  gestaoSchema,
  listaQuerySchema,
  paginaDe,
  statusBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { exigirGestorOuRh, exigirRh } from '../escala-nucleo/index.ts';
import type { GestaoService } from './gestao.service.ts';

const tags = ['escala: regras'];
const resposta = envelopeMinusculoSchema(gestaoSchema);

/** Gestões (spec §7 /gestao): leitura para gestor e RH; gravação só RH. */
export const gestaoRoutes: FastifyPluginAsyncZod<{ gestao: GestaoService }> = async (
  app,
  { gestao },
) => {
  app.get(
    '/gestao',
    {
      schema: {
        tags,
        summary: 'Gestões da empresa (ativo=false: arquivadas)',
        querystring: listaQuerySchema,
        response: { 200: envelopeMinusculoSchema(paginaDe(gestaoSchema)) },
      },
    },
    async (req) => ok(await gestao.listar(exigirGestorOuRh(req), req.query)),
  );

  app.get(
    '/gestao/combo',
    {
      schema: {
        tags,
        summary: 'Gestões ativas para seleção (data.data.items de {id, nome})',
        response: { 200: comboRespostaSchema },
      },
    },
    async (req) => ok({ data: { items: await gestao.combo(exigirGestorOuRh(req)) } }),
  );

  app.get(
    '/gestao/:gestaoId',
    {
      schema: {
        tags,
        summary: 'Uma gestão (data.data.alocacaoDataFim, spec §7)',
        params: gestaoIdParamSchema,
        response: { 200: gestaoRespostaSchema },
      },
    },
    async (req) => ok({ data: await gestao.obter(exigirGestorOuRh(req), req.params.gestaoId) }),
  );

  app.post(
    '/gestao',
    {
      schema: {
        tags,
        summary: 'Cria uma gestão (201 + location)',
        body: gestaoBodySchema,
        response: { 201: resposta },
      },
    },
    async (req, reply) => {
      const g = await gestao.criar(exigirRh(req), req.body);
      return reply.code(201).header('location', `${req.url}/${g.id}`).send(ok(g, 'Gestão criada.'));
    },
  );

  app.put(
    '/gestao',
    {
      schema: {
        tags,
        summary: 'Altera uma gestão (id no corpo)',
        body: gestaoPutBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await gestao.atualizar(exigirRh(req), req.body), 'Gestão alterada.'),
  );

  app.put(
    '/gestao/status',
    {
      schema: {
        tags,
        summary: 'Arquiva ({id, ativo:false}) ou reativa uma gestão',
        body: statusBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const g = await gestao.status(exigirRh(req), req.body);
      return ok(g, g.ativo ? 'Gestão reativada.' : 'Gestão arquivada.');
    },
  );
};
