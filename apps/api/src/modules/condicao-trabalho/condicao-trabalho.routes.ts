import {
  comboRespostaSchema,
  condicaoTrabalhoBodySchema,
  condicaoTrabalhoPutBodySchema,
  condicaoTrabalhoSchema,
  envelopeMinusculoSchema,
  idParamSchema,
  listaQuerySchema,
  paginaDe,
  statusBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { exigirGestorOuRh, exigirRh } from '../escala-nucleo/index.ts';
import type { CondicaoTrabalhoService } from './condicao-trabalho.service.ts';

const tags = ['escala: regras'];
const resposta = envelopeMinusculoSchema(condicaoTrabalhoSchema);

/** Condições de trabalho (spec §7 /condicaotrabalho): leitura para gestor e RH; gravação só RH. */
export const condicaoTrabalhoRoutes: FastifyPluginAsyncZod<{
  condicao: CondicaoTrabalhoService;
}> = async (app, { condicao }) => {
  app.get(
    '/condicaotrabalho',
    {
      schema: {
        tags,
        summary: 'Condições de trabalho (ativo=false: arquivadas)',
        querystring: listaQuerySchema,
        response: { 200: envelopeMinusculoSchema(paginaDe(condicaoTrabalhoSchema)) },
      },
    },
    async (req) => ok(await condicao.listar(exigirGestorOuRh(req), req.query)),
  );

  app.get(
    '/condicaotrabalho/combo',
    {
      schema: {
        tags,
        summary: 'Condições ativas para seleção (data.data.items de {id, nome})',
        response: { 200: comboRespostaSchema },
      },
    },
    async (req) => ok({ data: { items: await condicao.combo(exigirGestorOuRh(req)) } }),
  );

  app.get(
    '/condicaotrabalho/:id',
    {
      schema: {
        tags,
        summary: 'Uma condição de trabalho',
        params: idParamSchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await condicao.obter(exigirGestorOuRh(req), req.params.id)),
  );

  app.post(
    '/condicaotrabalho',
    {
      schema: {
        tags,
        summary: 'Cria uma condição de trabalho (201 + location)',
        body: condicaoTrabalhoBodySchema,
        response: { 201: resposta },
      },
    },
    async (req, reply) => {
      const c = await condicao.criar(exigirRh(req), req.body);
      return reply
        .code(201)
        .header('location', `${req.url}/${c.id}`)
        .send(ok(c, 'Condição de trabalho criada.'));
    },
  );

  app.put(
    '/condicaotrabalho',
    {
      schema: {
        tags,
        summary: 'Altera uma condição (id no corpo); revalida as escalas que a usam',
        body: condicaoTrabalhoPutBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await condicao.atualizar(exigirRh(req), req.body), 'Condição alterada.'),
  );

  app.put(
    '/condicaotrabalho/status',
    {
      schema: {
        tags,
        summary: 'Arquiva ({id, ativo:false}) ou reativa uma condição',
        body: statusBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const c = await condicao.status(exigirRh(req), req.body);
      return ok(c, c.ativo ? 'Condição reativada.' : 'Condição arquivada.');
    },
  );
};
