import {
  ausenciaIdQuerySchema,
  ausenciaRespostaSchema,
  cancelarAusenciaBodySchema,
  carregarAusenciasQuerySchema,
  carregarAusenciasRespostaSchema,
  listarAusenciasQuerySchema,
  listarAusenciasRespostaSchema,
  motivosAusenciaRespostaSchema,
  salvarAusenciaBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { type AbonoService, MENSAGENS } from './abono.service.ts';

const tags = ['ausencia-justificada'];

/** Ausência justificada (abono), no serviço principal (spec §7, nomes da spec). */
export const abonoRoutes: FastifyPluginAsyncZod<{ abono: AbonoService }> = async (
  app,
  { abono },
) => {
  app.get(
    '/CarregarMotivosAusencia',
    {
      schema: {
        tags,
        summary: 'Motivos de ausência justificada (CLT art. 473, atestado médico, outro)',
        response: { 200: motivosAusenciaRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return okMaiusculo(abono.motivos());
    },
  );

  app.post(
    '/SalvarAvisoAusenciaLancamento',
    {
      schema: {
        tags,
        summary: 'Registra uma ausência justificada (RH ou gestor da equipe)',
        body: salvarAusenciaBodySchema,
        response: { 200: ausenciaRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await abono.salvar(exigirAuth(req), req.body), MENSAGENS.salva),
  );

  app.post(
    '/CancelarAvisoAusenciaLancamento',
    {
      schema: {
        tags,
        summary: 'Cancela uma ausência justificada (grava o cancelamento; nada é excluído)',
        body: cancelarAusenciaBodySchema,
        response: { 200: ausenciaRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await abono.cancelar(exigirAuth(req), req.body), MENSAGENS.cancelada),
  );

  app.get(
    '/CarregarAvisoAusenciaLancamento',
    {
      schema: {
        tags,
        summary: 'Uma ausência justificada, com o cancelamento se houver',
        querystring: ausenciaIdQuerySchema,
        response: { 200: ausenciaRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await abono.obter(exigirAuth(req), req.query.id)),
  );

  app.get(
    '/CarregarAvisoAusenciaLancamentos',
    {
      schema: {
        tags,
        summary: 'Ausências justificadas de um colaborador que tocam o período',
        querystring: listarAusenciasQuerySchema,
        response: { 200: listarAusenciasRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await abono.listar(exigirAuth(req), req.query)),
  );

  app.get(
    '/CarregarAusencias',
    {
      schema: {
        tags,
        summary:
          'Ausências justificadas visíveis a quem pede (próprias, da equipe ou da empresa), filtradas e paginadas',
        querystring: carregarAusenciasQuerySchema,
        response: { 200: carregarAusenciasRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await abono.loadAusencias(exigirAuth(req), req.query)),
  );
};
