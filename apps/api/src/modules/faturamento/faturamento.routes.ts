import {
  atribuicaoPlanoBodySchema,
  atribuicaoPlanoRespostaSchema,
  atribuicoesPlanoQuerySchema,
  atribuicoesPlanoRespostaSchema,
  colaboradoresFaturadosRespostaSchema,
  competenciaFaturamentoQuerySchema,
  empresasFaturamentoQuerySchema,
  empresasFaturamentoRespostaSchema,
  extratoFaturamentoColaboradoresQuerySchema,
  extratoFaturamentoQuerySchema,
  extratoFaturamentoRespostaSchema,
  fechamentoFaturamentoBodySchema,
  fechamentosFaturamentoQuerySchema,
  fechamentosFaturamentoRespostaSchema,
  planoAlteracaoBodySchema,
  planoBodySchema,
  planoFaturamentoRespostaSchema,
  planoPrecoBodySchema,
  planosFaturamentoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { semPermissao } from '../../shared/errors.ts';
import { EMPRESA_OPERADORA } from '../auth/index.ts';
import type { FaturamentoService } from './faturamento.service.ts';
import { ROTA_BILLING } from './use-cases/comum.ts';

/**
 * spec §2: billing só para usuários da empresa 1. O menu não basta: a API confere a rota e a
 * empresa do token (uma sessão HQ, aberta na conta de um cliente, nunca é da operadora). Vem antes
 * de ler query e corpo: quem não pode recebe 403, nunca um 400 da validação.
 */
const exigirOperadora = (req: FastifyRequest): AuthContext => {
  const auth = exigirRota(req, ROTA_BILLING);
  if (auth.empresaId !== EMPRESA_OPERADORA || auth.hqSuporteId)
    throw semPermissao('O faturamento é só da operadora.');
  return auth;
};

const enviarCsv = (reply: FastifyReply, a: { nomeArquivo: string; conteudo: string }) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${a.nomeArquivo}"`)
    .header('cache-control', 'private, no-store')
    .send(a.conteudo);

/** Serviço de faturamento (SERVICOS.faturamento): caminhos "not shown", docs/decisoes/faturamento.md. */
export const faturamentoRoutes: FastifyPluginAsyncZod<{ faturamento: FaturamentoService }> = async (
  app,
  { faturamento: s },
) => {
  const tags = ['faturamento'];

  app.get(
    '/planos',
    {
      schema: {
        tags,
        summary: 'Planos com todas as tabelas de preço (da vigência mais recente à mais antiga)',
        response: { 200: planosFaturamentoRespostaSchema },
      },
    },
    async (req) => ok(await s.planos.listar(exigirOperadora(req))),
  );
  app.post(
    '/planos',
    {
      schema: {
        tags,
        summary: 'Cria um plano com a primeira tabela de preço (mínima e faixas por ativos)',
        body: planoBodySchema,
        response: { 200: planoFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.planos.criar(auth, req.body));
    },
  );
  app.put(
    '/planos',
    {
      schema: {
        tags,
        summary: 'Renomeia, arquiva ou reativa um plano (preços só por nova vigência)',
        body: planoAlteracaoBodySchema,
        response: { 200: planoFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.planos.alterar(auth, req.body));
    },
  );
  app.post(
    '/planos/precos',
    {
      schema: {
        tags,
        summary: 'Nova tabela de preço de um plano a partir de uma competência',
        body: planoPrecoBodySchema,
        response: { 200: planoFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.planos.novoPreco(auth, req.body));
    },
  );

  app.get(
    '/atribuicoes',
    {
      schema: {
        tags,
        summary: 'Planos atribuídos a uma empresa cliente, na ordem em que foram gravados',
        querystring: atribuicoesPlanoQuerySchema,
        response: { 200: atribuicoesPlanoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.planos.atribuicoes(auth, req.query.empresaId));
    },
  );
  app.post(
    '/atribuicoes',
    {
      schema: {
        tags,
        summary: 'Atribui um plano a uma empresa cliente a partir de uma competência',
        body: atribuicaoPlanoBodySchema,
        response: { 200: atribuicaoPlanoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.planos.atribuir(auth, req.body));
    },
  );

  app.get(
    '/empresas',
    {
      schema: {
        tags,
        summary: 'Empresas clientes no mês: plano, ativos, faixa, valor e os totais',
        querystring: empresasFaturamentoQuerySchema,
        response: { 200: empresasFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.empresas(auth, req.query));
    },
  );
  app.get(
    '/empresas/csv',
    {
      schema: {
        tags,
        summary: 'As empresas do mês em CSV (UTF-8 com BOM, ";", vírgula decimal)',
        description: 'Resposta text/csv.',
        produces: ['text/csv'],
        querystring: competenciaFaturamentoQuerySchema,
      },
    },
    async (req, reply) => {
      const auth = exigirOperadora(req);
      return enviarCsv(reply, await s.csvDoMes(auth, req.query.competencia));
    },
  );

  app.get(
    '/extrato',
    {
      schema: {
        tags,
        summary: 'Extrato de uma empresa no mês (o congelado, se o mês foi fechado)',
        querystring: extratoFaturamentoQuerySchema,
        response: { 200: extratoFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.extrato(auth, req.query));
    },
  );
  app.get(
    '/extrato/colaboradores',
    {
      schema: {
        tags,
        summary: 'Quem conta no extrato (ativos em pelo menos um dia do mês), paginado',
        querystring: extratoFaturamentoColaboradoresQuerySchema,
        response: { 200: colaboradoresFaturadosRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.colaboradores(auth, req.query));
    },
  );
  app.get(
    '/extrato/csv',
    {
      schema: {
        tags,
        summary: 'Quem conta no extrato de uma empresa, em CSV',
        description: 'Resposta text/csv (UTF-8 com BOM, ";").',
        produces: ['text/csv'],
        querystring: extratoFaturamentoQuerySchema,
      },
    },
    async (req, reply) => {
      const auth = exigirOperadora(req);
      return enviarCsv(reply, await s.csvDoExtrato(auth, req.query));
    },
  );

  app.post(
    '/fechamentos',
    {
      schema: {
        tags,
        summary: 'Fecha o extrato de uma empresa num mês já terminado (congela os números)',
        body: fechamentoFaturamentoBodySchema,
        response: { 200: extratoFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.fechar(auth, req.body));
    },
  );
  app.get(
    '/fechamentos',
    {
      schema: {
        tags,
        summary: 'Histórico de extratos fechados (de uma empresa ou de todas), paginado',
        querystring: fechamentosFaturamentoQuerySchema,
        response: { 200: fechamentosFaturamentoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirOperadora(req);
      return ok(await s.fechamentos(auth, req.query));
    },
  );
};
