import {
  alertaConfiguracaoEntradaSchema,
  alertaConfiguracaoRespostaSchema,
  alertaConfiguracoesRespostaSchema,
  alertaDetalheRespostaSchema,
  alertaIdParamSchema,
  alertaPreferenciasRespostaSchema,
  alertaPreferenciasSchema,
  alertasFiltroSchema,
  alertasPaginaRespostaSchema,
  alertaTipoParamSchema,
  alertaVistoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_ALERTAS_CONFIGURACAO } from './alerta.catalogo.ts';
import type { AlertaService } from './alerta.service.ts';

const tags = ['alertas'];

/** Alertas em tempo real (issue #22 §2), sob SERVICOS.alertas. */
export const alertaRoutes: FastifyPluginAsyncZod<{ alertas: AlertaService }> = async (
  app,
  { alertas },
) => {
  app.get(
    '/configuracao',
    {
      schema: {
        tags,
        summary: 'Configuração de cada tipo de alerta na empresa (padrão quando não alterada)',
        response: { 200: alertaConfiguracoesRespostaSchema },
      },
    },
    async (req) => ok(await alertas.listConfiguracoes(exigirRota(req, ROTA_ALERTAS_CONFIGURACAO))),
  );

  app.put(
    '/configuracao/:tipo',
    {
      schema: {
        tags,
        summary: 'Liga, desliga e ajusta um tipo de alerta (limiar, destinatários, canais)',
        params: alertaTipoParamSchema,
        body: alertaConfiguracaoEntradaSchema,
        response: { 200: alertaConfiguracaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_ALERTAS_CONFIGURACAO);
      return ok(
        await alertas.salvarConfiguracao(auth, req.params.tipo, req.body),
        'Configuração salva.',
      );
    },
  );

  app.get(
    '/preferencias',
    {
      schema: {
        tags,
        summary: 'Silêncio e resumo diário da própria pessoa',
        response: { 200: alertaPreferenciasRespostaSchema },
      },
    },
    async (req) => ok(await alertas.findPreferencias(exigirAuth(req))),
  );

  app.put(
    '/preferencias',
    {
      schema: {
        tags,
        summary: 'Grava o silêncio (sem push nem e-mail na janela) e o resumo diário',
        body: alertaPreferenciasSchema,
        response: { 200: alertaPreferenciasRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await alertas.salvarPreferencias(auth, req.body), 'Preferências salvas.');
    },
  );

  app.get(
    '/alertas',
    {
      schema: {
        tags,
        summary: 'Alertas recebidos pela pessoa ou, para o RH, todos os da empresa (paginado)',
        querystring: alertasFiltroSchema,
        response: { 200: alertasPaginaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await alertas.list(auth, req.query));
    },
  );

  app.get(
    '/alertas/:id',
    {
      schema: {
        tags,
        summary: 'Um alerta com quem o recebeu, por quais canais, e quem o viu',
        params: alertaIdParamSchema,
        response: { 200: alertaDetalheRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await alertas.detalhe(auth, req.params.id));
    },
  );

  app.post(
    '/alertas/:id/visto',
    {
      schema: {
        tags,
        summary: 'Marca o alerta como visto pela pessoa (a primeira leitura fica registrada)',
        params: alertaIdParamSchema,
        response: { 200: alertaVistoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await alertas.marcarVisto(auth, req.params.id));
    },
  );
};
