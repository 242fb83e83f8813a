import {
  contratanteBodySchema,
  contratantePutSchema,
  contratanteRespostaSchema,
  contratantesQuerySchema,
  contratantesRespostaSchema,
  idParamSchema,
  motivoInterrupcaoBodySchema,
  motivoInterrupcaoPutSchema,
  motivoInterrupcaoRespostaSchema,
  motivosInterrupcaoRespostaSchema,
  usuariosConsultaQuerySchema,
  usuariosConsultaRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_INTERMITENTE } from './intermitente.comum.ts';
import type { IntermitenteService } from './intermitente.service.ts';

const tags = ['intermitente'];

/** Contratantes (com arquivamento) e motivos de interrupção do intermitente, só o RH. */
export const contratanteRoutes: FastifyPluginAsyncZod<{ s: IntermitenteService }> = async (
  app,
  { s },
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_INTERMITENTE);

  for (const [caminho, arquivado] of [
    ['arquivar', true],
    ['desarquivar', false],
  ] as const) {
    app.get(
      `/Contratantes/${caminho}/:id`,
      {
        schema: {
          tags,
          summary: arquivado ? 'Arquiva um contratante' : 'Desarquiva um contratante',
          params: idParamSchema,
          response: { 200: contratanteRespostaSchema },
        },
      },
      async (req) => {
        const auth = rh(req);
        return ok(await s.contratantes.arquivar(auth, req.params.id, arquivado));
      },
    );
  }

  // ---------- Contratantes ----------
  app.get(
    '/Contratantes/por-status',
    {
      schema: {
        tags,
        summary: 'Contratantes: ativas (padrão), arquivadas ou todos',
        querystring: contratantesQuerySchema,
        response: { 200: contratantesRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.contratantes.porStatus(auth, req.query.status));
    },
  );
  app.get(
    '/Contratantes/pesquisar-usuarios-virar-contratante',
    {
      schema: {
        tags,
        summary: 'Colaboradores que podem responder por um contratante (ainda não respondem)',
        querystring: usuariosConsultaQuerySchema,
        response: { 200: usuariosConsultaRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.contratantes.candidatos(auth, req.query.search));
    },
  );
  app.post(
    '/Contratantes',
    {
      schema: {
        tags,
        summary: 'Cria um contratante com os departamentos (201 + location)',
        body: contratanteBodySchema,
        response: { 201: contratanteRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const c = await s.contratantes.criar(auth, req.body);
      return reply.code(201).header('location', `${req.url}/${c.id}`).send(ok(c));
    },
  );
  app.put(
    '/Contratantes',
    {
      schema: {
        tags,
        summary: 'Altera um contratante e os departamentos',
        body: contratantePutSchema,
        response: { 200: contratanteRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.contratantes.alterar(auth, req.body));
    },
  );

  // ---------- Motivos de interrupção ----------
  app.get(
    '/MotivosInterrupcoes/admin',
    {
      schema: {
        tags,
        summary: 'Motivos de interrupção (ativos e inativos)',
        response: { 200: motivosInterrupcaoRespostaSchema },
      },
    },
    async (req) => ok(await s.motivos.listar(rh(req))),
  );
  app.post(
    '/MotivosInterrupcoes',
    {
      schema: {
        tags,
        summary: 'Cria um motivo de interrupção (201 + location)',
        body: motivoInterrupcaoBodySchema,
        response: { 201: motivoInterrupcaoRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const m = await s.motivos.criar(auth, req.body);
      return reply.code(201).header('location', `${req.url}/${m.id}`).send(ok(m));
    },
  );
  app.put(
    '/MotivosInterrupcoes',
    {
      schema: {
        tags,
        summary: 'Altera (ou desativa) um motivo de interrupção',
        body: motivoInterrupcaoPutSchema,
        response: { 200: motivoInterrupcaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.motivos.alterar(auth, req.body));
    },
  );
};
