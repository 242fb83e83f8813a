import {
  grupoBodySchema,
  grupoIdParamSchema,
  grupoPutSchema,
  grupoRespostaSchema,
  gruposQuerySchema,
  gruposRespostaSchema,
  idParamSchema,
  listaConsultaRespostaSchema,
  locaisTrabalhoRespostaSchema,
  regraConvocacaoBodySchema,
  regraConvocacaoPutSchema,
  regraConvocacaoRespostaSchema,
  regrasConvocacaoRespostaSchema,
  regrasPorStatusQuerySchema,
  usuariosConsultaQuerySchema,
  usuariosConsultaRespostaSchema,
  usuariosConvocacaoBodySchema,
  usuariosConvocacaoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_INTERMITENTE } from './intermitente.comum.ts';
import type { IntermitenteService } from './intermitente.service.ts';

const tags = ['intermitente'];

/** Consultas e cadastros do intermitente (spec §7 "Intermittent work"), só o RH. */
export const cadastroRoutes: FastifyPluginAsyncZod<{ s: IntermitenteService }> = async (
  app,
  { s },
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_INTERMITENTE);
  const lista = { 200: listaConsultaRespostaSchema };

  app.get('/Cargo', { schema: { tags, summary: 'Cargos', response: lista } }, async (req) =>
    ok(await s.consultas.cargos(rh(req))),
  );
  app.get(
    '/LocaisTrabalho',
    {
      schema: {
        tags,
        summary: 'Locais de trabalho (filiais)',
        response: { 200: locaisTrabalhoRespostaSchema },
      },
    },
    async (req) => ok(await s.consultas.locais(rh(req))),
  );
  app.get(
    '/Departamento',
    { schema: { tags, summary: 'Departamentos', response: lista } },
    async (req) => ok(await s.consultas.departamentos(rh(req))),
  );
  app.get(
    '/Usuario',
    {
      schema: {
        tags,
        summary: 'Colaboradores ativos (busca a partir de 3 caracteres)',
        querystring: usuariosConsultaQuerySchema,
        response: { 200: usuariosConsultaRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.consultas.usuarios(auth, req.query.search));
    },
  );
  app.post(
    '/Usuario/obter-usuarios-convocacao-alocacao',
    {
      schema: {
        tags,
        summary: 'Intermitentes (membros de grupos ativos) para convocar, com a disponibilidade',
        body: usuariosConvocacaoBodySchema,
        response: { 200: usuariosConvocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.consultas.usuariosConvocacao(auth, req.body));
    },
  );

  // ---------- Regras de convocação ----------
  app.post(
    '/RegrasConvocacao',
    {
      schema: {
        tags,
        summary: 'Cria uma regra de convocação (201 + location)',
        body: regraConvocacaoBodySchema,
        response: { 201: regraConvocacaoRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const r = await s.regras.criar(auth, req.body);
      return reply.code(201).header('location', `${req.url}/${r.id}`).send(ok(r));
    },
  );
  app.get(
    '/RegrasConvocacao/por-status',
    {
      schema: {
        tags,
        summary: 'Regras por situação: naoarquivadas (padrão), utilizadas ou arquivadas',
        querystring: regrasPorStatusQuerySchema,
        response: { 200: regrasConvocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.regras.porStatus(auth, req.query.status));
    },
  );
  app.get(
    '/RegrasConvocacao/:id',
    {
      schema: {
        tags,
        summary: 'Uma regra de convocação',
        params: idParamSchema,
        response: { 200: regraConvocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.regras.obter(auth, req.params.id));
    },
  );
  app.put(
    '/RegrasConvocacao',
    {
      schema: {
        tags,
        summary: 'Altera (ou arquiva) uma regra; devolve a regra inteira',
        body: regraConvocacaoPutSchema,
        response: { 200: regraConvocacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.regras.alterar(auth, req.body));
    },
  );

  // ---------- Grupos ----------
  app.get(
    '/grupo/:grupoId',
    {
      schema: {
        tags,
        summary: 'Um grupo com os membros',
        params: grupoIdParamSchema,
        response: { 200: grupoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.grupos.obter(auth, req.params.grupoId));
    },
  );
  app.get(
    '/grupo',
    {
      schema: {
        tags,
        summary: 'Grupos: ativos (padrão), arquivados ou todos',
        querystring: gruposQuerySchema,
        response: { 200: gruposRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.grupos.listar(auth, req.query.status));
    },
  );
  app.post(
    '/Grupo',
    {
      schema: {
        tags,
        summary: 'Cria um grupo de intermitentes (201 + location)',
        body: grupoBodySchema,
        response: { 201: grupoRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = rh(req);
      const g = await s.grupos.criar(auth, req.body);
      return reply
        .code(201)
        .header('location', `${req.url.replace('/Grupo', '/grupo')}/${g.grupoId}`)
        .send(ok(g));
    },
  );
  app.put(
    '/Grupo',
    {
      schema: {
        tags,
        summary: 'Altera um grupo (nome, contratante, membros)',
        body: grupoPutSchema,
        response: { 200: grupoRespostaSchema },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.grupos.alterar(auth, req.body));
    },
  );
  for (const [caminho, arquivado] of [
    ['arquivar', true],
    ['desarquivar', false],
  ] as const) {
    app.get(
      `/Grupo/${caminho}/:id`,
      {
        schema: {
          tags,
          summary: arquivado ? 'Arquiva um grupo' : 'Desarquiva um grupo',
          params: idParamSchema,
          response: { 200: grupoRespostaSchema },
        },
      },
      async (req) => {
        const auth = rh(req);
        return ok(await s.grupos.arquivar(auth, req.params.id, arquivado));
      },
    );
  }
};
