import {
  colaboradorAdmitidoRespostaSchema,
  colaboradorBodySchema,
  colaboradorCriarBodySchema,
  colaboradorListaQuerySchema,
  colaboradorListaRespostaSchema,
  colaboradorOpcoesRespostaSchema,
  colaboradorRespostaSchema,
  desligamentoBodySchema,
  idParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { ColaboradorService } from './colaborador.service.ts';
import { colaboradorImportacaoRoutes } from './colaborador-importacao.routes.ts';
import type { AdmitirColaborador } from './use-cases/admitir.ts';
import type { ColaboradorImportacao } from './use-cases/importacao.ts';

export const ROTA_COLABORADORES = '/dashboard/admin/colaboradores';
const tags = ['colaboradores'];

/** Cadastro de colaboradores (RH, menu Colaboradores): cada gravação vai ao REP (AFD tipo 5). */
export const colaboradorRoutes: FastifyPluginAsyncZod<{
  colaborador: ColaboradorService;
  admitir: AdmitirColaborador;
  importacao: ColaboradorImportacao;
}> = async (app, { colaborador, admitir, importacao }) => {
  // Importação por planilha e exportação: plugin próprio (o multipart vale só nele).
  await app.register(colaboradorImportacaoRoutes, { importacao });
  app.get(
    '/colaboradores',
    {
      schema: {
        tags,
        summary: 'Lista colaboradores (busca sem acento ≥ 3 letras, filtros e página)',
        querystring: colaboradorListaQuerySchema,
        response: { 200: colaboradorListaRespostaSchema },
      },
    },
    async (req) => ok(await colaborador.listar(exigirRota(req, ROTA_COLABORADORES), req.query)),
  );

  app.get(
    '/colaboradores/opcoes',
    {
      schema: {
        tags,
        summary: 'Filiais, departamentos, cargos e gestores para o formulário',
        response: { 200: colaboradorOpcoesRespostaSchema },
      },
    },
    async (req) => ok(await colaborador.opcoes(exigirRota(req, ROTA_COLABORADORES))),
  );

  app.get(
    '/colaboradores/:id',
    {
      schema: {
        tags,
        summary: 'Um colaborador',
        params: idParamSchema,
        response: { 200: colaboradorRespostaSchema },
      },
    },
    async (req) => ok(await colaborador.obter(exigirRota(req, ROTA_COLABORADORES), req.params.id)),
  );

  app.post(
    '/colaboradores',
    {
      schema: {
        tags,
        summary:
          'Admite um colaborador (AFD tipo 5 I; 201 + location) e, na mesma transação, matrícula, escala, regra de ponto, perfil e marcação pela web',
        body: colaboradorCriarBodySchema,
        response: { 201: colaboradorAdmitidoRespostaSchema },
      },
    },
    async (req, reply) => {
      const c = await admitir(exigirRota(req, ROTA_COLABORADORES), req.body);
      return reply
        .code(201)
        .header('location', `${req.url}/${c.id}`)
        .send(ok(c, 'Colaborador cadastrado.'));
    },
  );

  app.put(
    '/colaboradores/:id',
    {
      schema: {
        tags,
        summary:
          'Altera um colaborador (nome/CPF/filial: AFD tipo 5 A, ou E + I na troca de filial)',
        params: idParamSchema,
        body: colaboradorBodySchema,
        response: { 200: colaboradorRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await colaborador.atualizar(exigirRota(req, ROTA_COLABORADORES), req.params.id, req.body),
        'Colaborador alterado.',
      ),
  );

  app.post(
    '/colaboradores/:id/desligamento',
    {
      schema: {
        tags,
        summary: 'Desliga o colaborador na data de demissão (AFD tipo 5 E; o cadastro fica)',
        params: idParamSchema,
        body: desligamentoBodySchema,
        response: { 200: colaboradorRespostaSchema },
      },
    },
    async (req) =>
      ok(
        await colaborador.desligar(
          exigirRota(req, ROTA_COLABORADORES),
          req.params.id,
          req.body.demissao,
        ),
        'Colaborador desligado.',
      ),
  );
};
