import {
  anoMesQuerySchema,
  calendarioIndividualRespostaSchema,
  configuracaoEmVigorQuerySchema,
  configuracaoEmVigorRespostaSchema,
  diaColaboradorRespostaSchema,
  equipeQuerySchema,
  equipeRespostaSchema,
  saldoTagRespostaSchema,
  tagQuerySchema,
  tagRespostaSchema,
  usuarioDataQuerySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { CalendarioService } from './calendario.service.ts';

const tags = ['escala: calendário'];

/** Calendários e etiquetas do serviço de escala (spec §7). */
export const calendarioRoutes: FastifyPluginAsyncZod<{ calendario: CalendarioService }> = async (
  app,
  { calendario },
) => {
  app.get(
    '/calendario/equipe',
    {
      schema: {
        tags,
        summary:
          'Calendário da equipe: colaboradores (página) × dias do mês (gestor: equipe; RH: todos)',
        querystring: equipeQuerySchema,
        response: { 200: equipeRespostaSchema },
      },
    },
    async (req) => ok(await calendario.equipe(exigirAuth(req), req.query)),
  );

  app.get(
    '/calendario/dia',
    {
      schema: {
        tags,
        summary: "Dia de um colaborador para o painel 'Escala no Dia'",
        querystring: usuarioDataQuerySchema,
        response: { 200: diaColaboradorRespostaSchema },
      },
    },
    async (req) => ok(await calendario.dia(exigirAuth(req), req.query.UsuarioId, req.query.Data)),
  );

  app.get(
    '/calendario/individual',
    {
      schema: {
        tags,
        summary: 'Mês do colaborador logado (periodo, ano, dias)',
        querystring: anoMesQuerySchema,
        response: { 200: calendarioIndividualRespostaSchema },
      },
    },
    async (req) => ok(await calendario.individual(exigirAuth(req), req.query.Ano, req.query.Mes)),
  );

  app.get(
    '/tag',
    {
      schema: {
        tags,
        summary: 'Etiquetas dos dias do mês por colaborador (data.data)',
        querystring: tagQuerySchema,
        response: { 200: tagRespostaSchema },
      },
    },
    async (req) => {
      const { Ano, Mes, UsuariosIds } = req.query;
      return ok({ data: await calendario.tags(exigirAuth(req), Ano, Mes, UsuariosIds) });
    },
  );

  app.get(
    '/tag/saldo',
    {
      schema: {
        tags,
        summary: 'Saldo (contagem) das etiquetas do mês por colaborador',
        querystring: tagQuerySchema,
        response: { 200: saldoTagRespostaSchema },
      },
    },
    async (req) => {
      const { Ano, Mes, UsuariosIds } = req.query;
      return ok({ items: await calendario.saldo(exigirAuth(req), Ano, Mes, UsuariosIds) });
    },
  );

  app.get(
    '/configuracao/em-vigor',
    {
      schema: {
        tags,
        summary: 'Configuração de escala em vigor hoje para o colaborador (mostrarHorarioEscala)',
        querystring: configuracaoEmVigorQuerySchema,
        response: { 200: configuracaoEmVigorRespostaSchema },
      },
    },
    async (req) => ok(await calendario.configuracaoEmVigor(exigirAuth(req), req.query.usuarioId)),
  );
};
