import {
  cercaBodySchema,
  cercaRespostaSchema,
  configCercaBodySchema,
  configCercaRespostaSchema,
  excecaoCercaBodySchema,
  excecaoCercaRespostaSchema,
  excecoesCercaRespostaSchema,
  exclusaoCercaRespostaSchema,
  filiaisCercaRespostaSchema,
  filialIdParamSchema,
  idParamSchema,
  localizacaoMarcacaoRespostaSchema,
  marcacaoIdParamSchema,
  marcacoesForaQuerySchema,
  marcacoesForaRespostaSchema,
  pessoasCercaRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { type CercaVirtualService, ROTA_CERCAS } from './cerca-virtual.service.ts';

/** Quem revisa as marcações fora da cerca: o cadastro das cercas e o tratamento de marcações. */
const ROTAS_FILA_FORA = [ROTA_CERCAS, '/dashboard/admin/tratamento'];

type Opts = { cercaVirtual: CercaVirtualService };

const tags = ['cerca-virtual'];

export const cercaVirtualRoutes: FastifyPluginAsyncZod<Opts> = async (app, { cercaVirtual: s }) => {
  app.get(
    '/filiais',
    {
      schema: {
        tags,
        summary: 'Filiais com a configuração (modo, tolerância) e as cercas de cada uma',
        response: { 200: filiaisCercaRespostaSchema },
      },
    },
    async (req) => ok(await s.listFiliais(exigirRota(req, ROTA_CERCAS))),
  );

  app.put(
    '/filiais/:filialId/configuracao',
    {
      schema: {
        tags,
        summary: 'Modo (recusar ou aceitar fora da cerca) e tolerância em metros da filial',
        params: filialIdParamSchema,
        body: configCercaBodySchema,
        response: { 200: configCercaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_CERCAS);
      return ok(await s.salvarConfig(auth, req.params.filialId, req.body), 'Configuração salva.');
    },
  );

  app.post(
    '/cercas',
    {
      schema: {
        tags,
        summary: 'Cria uma cerca (círculo ou polígono) numa filial',
        body: cercaBodySchema,
        response: { 200: cercaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_CERCAS);
      return ok(await s.criarCerca(auth, req.body), 'Cerca virtual criada.');
    },
  );

  app.put(
    '/cercas/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma cerca',
        params: idParamSchema,
        body: cercaBodySchema,
        response: { 200: cercaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_CERCAS);
      return ok(await s.alterarCerca(auth, req.params.id, req.body), 'Cerca virtual alterada.');
    },
  );

  app.delete(
    '/cercas/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma cerca (as marcações já gravadas não mudam)',
        params: idParamSchema,
        response: { 200: exclusaoCercaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_CERCAS);
      return ok(await s.excluirCerca(auth, req.params.id), 'Cerca virtual excluída.');
    },
  );

  app.get(
    '/excecoes',
    {
      schema: {
        tags,
        summary: 'Pessoas dispensadas da cerca (equipe externa), com a vigência',
        response: { 200: excecoesCercaRespostaSchema },
      },
    },
    async (req) => ok(await s.listExcecoes(exigirRota(req, ROTA_CERCAS))),
  );

  app.get(
    '/pessoas',
    {
      schema: {
        tags,
        summary: 'Pessoas ativas, para escolher numa exceção',
        response: { 200: pessoasCercaRespostaSchema },
      },
    },
    async (req) => ok(await s.listPessoas(exigirRota(req, ROTA_CERCAS))),
  );

  app.post(
    '/excecoes',
    {
      schema: {
        tags,
        summary: 'Dispensa uma pessoa da cerca entre duas datas (fim opcional)',
        body: excecaoCercaBodySchema,
        response: { 200: excecaoCercaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_CERCAS);
      return ok(await s.criarExcecao(auth, req.body), 'Exceção criada.');
    },
  );

  app.delete(
    '/excecoes/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma exceção',
        params: idParamSchema,
        response: { 200: exclusaoCercaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_CERCAS);
      return ok(await s.excluirExcecao(auth, req.params.id), 'Exceção excluída.');
    },
  );

  app.get(
    '/marcacoes/fora-da-cerca',
    {
      schema: {
        tags,
        summary: 'Fila de revisão: marcações aceitas fora da cerca no período, com as cercas',
        querystring: marcacoesForaQuerySchema,
        response: { 200: marcacoesForaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...ROTAS_FILA_FORA);
      return ok(await s.listForaDaCerca(auth, req.query));
    },
  );

  app.get(
    '/marcacoes/:marcacaoId/localizacao',
    {
      schema: {
        tags,
        summary: 'Local de uma marcação (com precisão e cerca) e as cercas da filial, para o mapa',
        params: marcacaoIdParamSchema,
        response: { 200: localizacaoMarcacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.localizacao(auth, req.params.marcacaoId));
    },
  );
};
