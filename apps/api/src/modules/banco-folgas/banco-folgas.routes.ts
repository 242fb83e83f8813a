import {
  creditoFolgaBodySchema,
  estornoFolgaBodySchema,
  extratoFolgasRespostaSchema,
  feriadosTrabalhadosBodySchema,
  feriadosTrabalhadosRespostaSchema,
  folgaBancoBodySchema,
  lancamentoFolgaParamSchema,
  lancamentoFolgaRespostaSchema,
  saldosFolgasRespostaSchema,
  usuarioFolgasParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_ADMIN_FOLGAS } from './banco-folgas.comum.ts';
import type { BancoFolgasService } from './banco-folgas.service.ts';

/**
 * Banco de folgas (SERVICOS.bancoFolgas): meu extrato, saldos de quem alcanço, extrato de uma
 * pessoa, crédito manual, folga (ação de escala), estorno e crédito dos feriados trabalhados.
 */
export const bancoFolgasRoutes: FastifyPluginAsyncZod<{ bancoFolgas: BancoFolgasService }> = async (
  app,
  { bancoFolgas: s },
) => {
  const tags = ['banco-folgas'];
  app.get(
    '/meu',
    {
      schema: {
        tags,
        summary: 'Meu saldo, o que vence e o extrato',
        response: { 200: extratoFolgasRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.extrato(auth, auth.usuarioId));
    },
  );
  app.get(
    '/saldos',
    {
      schema: {
        tags,
        summary: 'Saldos: a própria pessoa, a equipe (gestor) ou todos (RH)',
        response: { 200: saldosFolgasRespostaSchema },
      },
    },
    async (req) => ok(await s.saldos(exigirAuth(req))),
  );
  app.get(
    '/colaboradores/:usuarioId',
    {
      schema: {
        tags,
        summary: 'Saldo e extrato de uma pessoa (ela mesma, o gestor da equipe ou o RH)',
        params: usuarioFolgasParamSchema,
        response: { 200: extratoFolgasRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.extrato(auth, req.params.usuarioId));
    },
  );
  app.post(
    '/creditos',
    {
      schema: {
        tags,
        summary: 'Crédito manual de dias de folga (RH), com validade e motivo',
        body: creditoFolgaBodySchema,
        response: { 200: lancamentoFolgaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_ADMIN_FOLGAS);
      return ok(await s.creditar(auth, req.body));
    },
  );
  app.post(
    '/folgas',
    {
      schema: {
        tags,
        summary: 'Ação de escala: folga do banco de folgas num dia (debita um dia)',
        body: folgaBancoBodySchema,
        response: { 200: lancamentoFolgaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.folga(auth, req.body));
    },
  );
  app.post(
    '/lancamentos/:id/estorno',
    {
      schema: {
        tags,
        summary: 'Desfaz um lançamento com um estorno (nada é apagado)',
        params: lancamentoFolgaParamSchema,
        body: estornoFolgaBodySchema,
        response: { 200: lancamentoFolgaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await s.estornar(auth, req.params.id, req.body.motivo));
    },
  );
  app.post(
    '/feriados-trabalhados',
    {
      schema: {
        tags,
        summary: 'Credita um dia por feriado trabalhado no mês (pelo espelho)',
        body: feriadosTrabalhadosBodySchema,
        response: { 200: feriadosTrabalhadosRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_ADMIN_FOLGAS);
      return ok(await s.creditarFeriados(auth, req.body));
    },
  );
};
