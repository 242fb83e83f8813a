import {
  comboRespostaSchema,
  envelopeMinusculoSchema,
  escalaBodySchema,
  escalaComboQuerySchema,
  escalaEmUsoSchema,
  escalaPutBodySchema,
  escalaSchema,
  idParamSchema,
  listaQuerySchema,
  modeloEscalaSchema,
  paginaDe,
  statusBodySchema,
  validacaoEscalaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope.ts';
import { exigirGestorOuRh, exigirRh } from '../escala-nucleo/index.ts';
import type { EscalaCadastro } from './escala.cadastro.ts';
import { MODELOS_ESCALA } from './escala.modelos.ts';

const tags = ['escala: regras'];
const resposta = envelopeMinusculoSchema(escalaSchema);

/** Escalas (spec §7 /escala): leitura para gestor e RH; gravação e validação só RH. */
export const escalaCadastroRoutes: FastifyPluginAsyncZod<{ cadastro: EscalaCadastro }> = async (
  app,
  { cadastro },
) => {
  app.get(
    '/escala',
    {
      schema: {
        tags,
        summary: 'Escalas da empresa (ativo=false: arquivadas)',
        querystring: listaQuerySchema,
        response: { 200: envelopeMinusculoSchema(paginaDe(escalaSchema)) },
      },
    },
    async (req) => ok(await cadastro.listar(exigirGestorOuRh(req), req.query)),
  );

  app.get(
    '/escala/combo',
    {
      schema: {
        tags,
        summary: 'Escalas ativas para seleção (data.data.items de {id, nome}); GestaoId filtra',
        querystring: escalaComboQuerySchema,
        response: { 200: comboRespostaSchema },
      },
    },
    async (req) =>
      ok({ data: { items: await cadastro.combo(exigirGestorOuRh(req), req.query.GestaoId) } }),
  );

  app.get(
    '/escala/padrao',
    {
      schema: {
        tags,
        summary: 'Modelos prontos de escala (5x2, 6x1, 12x36, 5x1, 4x2)',
        response: {
          200: envelopeMinusculoSchema(z.object({ items: z.array(modeloEscalaSchema) })),
        },
      },
    },
    async (req) => {
      exigirGestorOuRh(req);
      return ok({ items: MODELOS_ESCALA });
    },
  );

  app.get(
    '/escala/em-uso',
    {
      schema: {
        tags,
        summary: 'Escalas com alocação ativa hoje ou adiante, com o número de colaboradores',
        response: { 200: envelopeMinusculoSchema(z.object({ items: z.array(escalaEmUsoSchema) })) },
      },
    },
    async (req) => ok({ items: await cadastro.emUso(exigirGestorOuRh(req)) }),
  );

  app.get(
    '/escala/:id',
    {
      schema: {
        tags,
        summary: 'Uma escala',
        params: idParamSchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await cadastro.obter(exigirGestorOuRh(req), req.params.id)),
  );

  app.post(
    '/escala/valida',
    {
      schema: {
        tags,
        summary: "Valida uma escala contra a CLT sem gravar ('ESCALAS COM PROBLEMAS')",
        body: escalaBodySchema,
        response: { 200: envelopeMinusculoSchema(validacaoEscalaSchema) },
      },
    },
    async (req) => ok(await cadastro.validar(exigirRh(req), req.body)),
  );

  app.post(
    '/escala',
    {
      schema: {
        tags,
        summary: 'Cria uma escala (201 + location); 422 com as linhas do modal se a CLT não fecha',
        body: escalaBodySchema,
        response: { 201: resposta },
      },
    },
    async (req, reply) => {
      const e = await cadastro.criar(exigirRh(req), req.body);
      return reply.code(201).header('location', `${req.url}/${e.id}`).send(ok(e, 'Escala criada.'));
    },
  );

  app.put(
    '/escala',
    {
      schema: {
        tags,
        summary: 'Altera uma escala (id no corpo); mesma validação da criação',
        body: escalaPutBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await cadastro.atualizar(exigirRh(req), req.body), 'Escala alterada.'),
  );

  app.put(
    '/escala/status',
    {
      schema: {
        tags,
        summary: 'Arquiva ({id, ativo:false}; 409 se em uso) ou reativa uma escala',
        body: statusBodySchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const e = await cadastro.status(exigirRh(req), req.body);
      return ok(e, e.ativo ? 'Escala reativada.' : 'Escala arquivada.');
    },
  );
};
