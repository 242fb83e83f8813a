import {
  cadastroBodySchema,
  cadastroCsvQuerySchema,
  cadastroExclusaoRespostaSchema,
  cadastroItemRespostaSchema,
  cadastroListaQuerySchema,
  cadastroPaginaRespostaSchema,
  cargoBodySchema,
  historicoCadastroRespostaSchema,
  idParamSchema,
  sindicatoBodySchema,
  TIPOS_CADASTRO,
  type TipoCadastro,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { exigirEstrutura } from './cadastro.acesso.ts';
import type { CadastroService } from './cadastro.service.ts';
import { cadastroImportacaoRoutes } from './cadastro-importacao.routes.ts';
import { grupoMembrosRoutes } from './grupo-membros.routes.ts';
import { ENTIDADE_DO_TIPO } from './use-cases/comum.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const CORPO = {
  departamentos: cadastroBodySchema,
  grupos: cadastroBodySchema,
  'centros-custos': cadastroBodySchema,
  sindicatos: sindicatoBodySchema,
  cargos: cargoBodySchema,
} as const;

const NOME: Record<TipoCadastro, string> = {
  departamentos: 'departamento',
  grupos: 'grupo',
  'centros-custos': 'centro de custo',
  sindicatos: 'sindicato (com a data-base da convenção)',
  cargos: 'cargo (com a CBO)',
};

const params = idParamSchema;

const registrarCadastro = (app: App, s: CadastroService, tipo: TipoCadastro) => {
  const e = ENTIDADE_DO_TIPO[tipo];
  const tags = ['cadastros'];
  const body = CORPO[tipo];
  const base = `/${tipo}`;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `Lista paginada: ${NOME[tipo]} (busca sem acento, arquivados opcionais)`,
        querystring: cadastroListaQuerySchema,
        response: { 200: cadastroPaginaRespostaSchema },
      },
    },
    async (req) => ok(await s.listar(exigirEstrutura(req), e, req.query)),
  );
  app.get(
    `${base}/csv`,
    {
      schema: {
        tags,
        summary: `A lista em CSV (UTF-8 com BOM, ";"): ${NOME[tipo]}`,
        description: 'Resposta text/csv.',
        produces: ['text/csv'],
        querystring: cadastroCsvQuerySchema,
      },
    },
    async (req, reply) => {
      const a = await s.csv(exigirEstrutura(req), e, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${a.nomeArquivo}"`)
        .header('cache-control', 'private, no-store')
        .send(a.conteudo);
    },
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: `Cria: ${NOME[tipo]}`,
        body,
        response: { 200: cadastroItemRespostaSchema },
      },
    },
    async (req, reply) => {
      const item = await s.criar(exigirEstrutura(req), e, req.body);
      reply.header('location', `${req.url}/${item.id}`);
      return ok(item);
    },
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Um registro: ${NOME[tipo]}`,
        params,
        response: { 200: cadastroItemRespostaSchema },
      },
    },
    async (req) => ok(await s.obter(exigirEstrutura(req), e, req.params.id)),
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Altera (nova versão): ${NOME[tipo]}`,
        params,
        body,
        response: { 200: cadastroItemRespostaSchema },
      },
    },
    async (req) => ok(await s.alterar(exigirEstrutura(req), e, req.params.id, req.body)),
  );
  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Exclui; se algo aponta para o registro, arquiva: ${NOME[tipo]}`,
        params,
        response: { 200: cadastroExclusaoRespostaSchema },
      },
    },
    async (req) => ok(await s.excluir(exigirEstrutura(req), e, req.params.id)),
  );
  for (const [acao, ativo] of [
    ['arquivar', false],
    ['desarquivar', true],
  ] as const)
    app.post(
      `${base}/:id/${acao}`,
      {
        schema: {
          tags,
          summary: `${acao === 'arquivar' ? 'Arquiva' : 'Desarquiva'}: ${NOME[tipo]}`,
          params,
          response: { 200: cadastroItemRespostaSchema },
        },
      },
      async (req) => ok(await s.mudarAtivo(exigirEstrutura(req), e, req.params.id, ativo)),
    );
  app.get(
    `${base}/:id/historico`,
    {
      schema: {
        tags,
        summary: `Versões (a mais recente primeiro): ${NOME[tipo]}`,
        params,
        response: { 200: historicoCadastroRespostaSchema },
      },
    },
    async (req) => ok(await s.historico(exigirEstrutura(req), e, req.params.id)),
  );
};

/** Cadastros da estrutura da empresa (SERVICOS.cadastros): docs/decisoes/cadastros.md. */
export const cadastroRoutes: FastifyPluginAsyncZod<{ cadastros: CadastroService }> = async (
  app,
  { cadastros },
) => {
  for (const tipo of TIPOS_CADASTRO) registrarCadastro(app, cadastros, tipo);
  await app.register(grupoMembrosRoutes, { cadastros });
  // Importação por planilha: plugin próprio (o multipart vale só nele).
  await app.register(cadastroImportacaoRoutes, { cadastros });
};
