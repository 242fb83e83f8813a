import {
  autorizacaoHeCriarSchema,
  autorizacaoHeFiltroSchema,
  autorizacaoHeRespostaSchema,
  autorizacaoHeRevogarSchema,
  autorizacoesHeRespostaSchema,
  decisaoHeCriarSchema,
  decisaoHeRespostaSchema,
  idParamSchema,
  retidasFiltroSchema,
  retidasRespostaSchema,
  solicitacaoHeCriarSchema,
  solicitacaoHeDecidirSchema,
  solicitacaoHeFiltroSchema,
  solicitacaoHeRespostaSchema,
  solicitacoesHeRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_GESTOR_HE, ROTA_MINHAS_HE, ROTA_RH_HE } from './autorizacao-he.permissao.ts';
import type { AutorizacaoHeService } from './autorizacao-he.service.ts';

const tags = ['autorizacao-he'];

/**
 * Autorização prévia de horas extras (SERVICOS.autorizacaoHe): o gestor da equipe ou o RH
 * autoriza e revoga; o colaborador pede; o gestor decide pedidos e as retidas. O alcance (própria
 * pessoa, equipe, empresa) é conferido no serviço; as telas são as do menu (ROTA_*_HE).
 */
export const autorizacaoHeRoutes: FastifyPluginAsyncZod<{
  autorizacaoHe: AutorizacaoHeService;
}> = async (app, { autorizacaoHe: s }) => {
  app.get(
    '/autorizacoes',
    {
      schema: {
        tags,
        summary: 'Autorizações de horas extras (próprias, da equipe ou da empresa)',
        querystring: autorizacaoHeFiltroSchema,
        response: { 200: autorizacoesHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.autorizacoes.listar(auth, req.query));
    },
  );

  app.post(
    '/autorizacoes',
    {
      schema: {
        tags,
        summary: 'Autoriza horas extras de um colaborador num dia ou período, com limite diário',
        body: autorizacaoHeCriarSchema,
        response: { 200: autorizacaoHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_GESTOR_HE, ROTA_RH_HE);
      return ok(await s.autorizacoes.autorizar(auth, req.body), 'Horas extras autorizadas.');
    },
  );

  app.post(
    '/autorizacoes/:id/revogar',
    {
      schema: {
        tags,
        summary: 'Revoga uma autorização (com motivo; auditado)',
        params: idParamSchema,
        body: autorizacaoHeRevogarSchema,
        response: { 200: autorizacaoHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_GESTOR_HE, ROTA_RH_HE);
      const r = await s.autorizacoes.revogar(auth, req.params.id, req.body.motivo);
      return ok(r, 'Autorização revogada.');
    },
  );

  app.get(
    '/solicitacoes',
    {
      schema: {
        tags,
        summary: 'Pedidos de autorização (próprios e da equipe)',
        querystring: solicitacaoHeFiltroSchema,
        response: { 200: solicitacoesHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.solicitacoes.listar(auth, req.query));
    },
  );

  app.post(
    '/solicitacoes',
    {
      schema: {
        tags,
        summary: 'O colaborador pede autorização de horas extras (dia, minutos, motivo)',
        body: solicitacaoHeCriarSchema,
        response: { 200: solicitacaoHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_MINHAS_HE);
      return ok(await s.solicitacoes.solicitar(auth, req.body), 'Pedido enviado ao gestor.');
    },
  );

  app.post(
    '/solicitacoes/:id/decidir',
    {
      schema: {
        tags,
        summary: 'Aprova (vira autorização do dia) ou rejeita um pedido',
        params: idParamSchema,
        body: solicitacaoHeDecidirSchema,
        response: { 200: solicitacaoHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_GESTOR_HE, ROTA_RH_HE);
      const r = await s.solicitacoes.decidir(auth, req.params.id, req.body);
      return ok(r, r.status === 'aprovada' ? 'Pedido aprovado.' : 'Pedido rejeitado.');
    },
  );

  app.get(
    '/retidas',
    {
      schema: {
        tags,
        summary: 'Dias da equipe com horas extras não autorizadas retidas, sem decisão',
        querystring: retidasFiltroSchema,
        response: { 200: retidasRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_GESTOR_HE, ROTA_RH_HE);
      return ok(await s.retidas.listar(auth, req.query));
    },
  );

  app.post(
    '/decisoes',
    {
      schema: {
        tags,
        summary: 'Decide as horas extras não autorizadas de um dia: pagar ou banco de horas',
        body: decisaoHeCriarSchema,
        response: { 200: decisaoHeRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_GESTOR_HE, ROTA_RH_HE);
      return ok(await s.retidas.decidir(auth, req.body), 'Decisão registrada.');
    },
  );
};
