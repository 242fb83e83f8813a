import {
  configuracaoEmpresaRespostaSchema,
  configuracaoEmpresaSchema,
  criarEmpresaBodySchema,
  empresaClienteRespostaSchema,
  empresaCriadaRespostaSchema,
  empresasFiltroSchema,
  empresasPaginaRespostaSchema,
  erroRespostaSchema,
  idParamSchema,
  motivoSituacaoBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_ADMIN_MASTER } from './operador.mapeamento.ts';
import type { OperadorService } from './operador.service.ts';
import { suporteRoutes } from './suporte.routes.ts';

const tags = ['operador'];
const erros = { 400: erroRespostaSchema, 403: erroRespostaSchema, 404: erroRespostaSchema };

/** Empresas clientes (spec §2: só empresa 1, rota admin-master). */
export const operadorRoutes: FastifyPluginAsyncZod<{ operador: OperadorService }> = async (
  app,
  { operador },
) => {
  app.get(
    '/empresas',
    {
      schema: {
        tags,
        summary: 'Empresas clientes, paginadas, com colaboradores ativos e situação',
        querystring: empresasFiltroSchema,
        response: { 200: empresasPaginaRespostaSchema, 403: erroRespostaSchema },
      },
    },
    async (req) => ok(await operador.listEmpresas(exigirRota(req, ROTA_ADMIN_MASTER), req.query)),
  );

  app.post(
    '/empresas',
    {
      schema: {
        tags,
        summary: 'Cria a empresa cliente com o primeiro administrador do RH e o convite dele',
        body: criarEmpresaBodySchema,
        response: { 200: empresaCriadaRespostaSchema, 409: erroRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.criarEmpresa(exigirRota(req, ROTA_ADMIN_MASTER), req.body),
        'Empresa criada.',
      ),
  );

  app.post(
    '/empresas/:id/suspensao',
    {
      schema: {
        tags,
        summary: 'Suspende a empresa (ninguém dela entra nem chama a API), com motivo',
        params: idParamSchema,
        body: motivoSituacaoBodySchema,
        response: { 200: empresaClienteRespostaSchema, 409: erroRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.suspender(
          exigirRota(req, ROTA_ADMIN_MASTER),
          req.params.id,
          req.body.motivo,
        ),
        'Empresa suspensa.',
      ),
  );

  app.post(
    '/empresas/:id/reativacao',
    {
      schema: {
        tags,
        summary: 'Reativa a empresa suspensa, com motivo',
        params: idParamSchema,
        body: motivoSituacaoBodySchema,
        response: { 200: empresaClienteRespostaSchema, 409: erroRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.reativar(exigirRota(req, ROTA_ADMIN_MASTER), req.params.id, req.body.motivo),
        'Empresa reativada.',
      ),
  );

  app.get(
    '/empresas/:id/configuracao',
    {
      schema: {
        tags,
        summary: 'Configurações e módulos ligados da empresa',
        params: idParamSchema,
        response: { 200: configuracaoEmpresaRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(await operador.obterConfiguracao(exigirRota(req, ROTA_ADMIN_MASTER), req.params.id)),
  );

  app.put(
    '/empresas/:id/configuracao',
    {
      schema: {
        tags,
        summary: 'Altera configurações e módulos da empresa (auditado)',
        params: idParamSchema,
        body: configuracaoEmpresaSchema,
        response: { 200: configuracaoEmpresaRespostaSchema, ...erros },
      },
    },
    async (req) =>
      ok(
        await operador.alterarConfiguracao(
          exigirRota(req, ROTA_ADMIN_MASTER),
          req.params.id,
          req.body,
        ),
        'Configurações salvas.',
      ),
  );

  await app.register(suporteRoutes, { operador });
};
