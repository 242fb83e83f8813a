import {
  aplicarModeloBodySchema,
  colaboradoresSindicatoRespostaSchema,
  colaboradorSindicatoBodySchema,
  colaboradorSindicatoRespostaSchema,
  convencaoBodySchema,
  convencaoGravadaRespostaSchema,
  convencaoRespostaSchema,
  convencoesRespostaSchema,
  idParamSchema,
  modelosConvencaoRespostaSchema,
  usuarioIdParamSchema,
  versoesConvencaoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { ConvencaoService } from './use-cases/convencoes.ts';

/** Menu 'Convenções coletivas' (Regras); vem antes de ler query, corpo e caminho. */
export const ROTA_CONVENCOES = '/dashboard/admin/convencoes';
const exigir = (req: FastifyRequest) => exigirRota(req, ROTA_CONVENCOES);

/**
 * Convenções coletivas dos sindicatos (SERVICOS.cadastros): modelos de exemplo, convenções de um
 * sindicato (criar, aplicar modelo), uma convenção (ver, alterar = nova versão, histórico) e o
 * vínculo colaborador → sindicato.
 */
export const convencaoRoutes: FastifyPluginAsyncZod<{ convencoes: ConvencaoService }> = async (
  app,
  { convencoes: s },
) => {
  const tags = ['convencoes'];
  app.get(
    '/convencoes/modelos',
    {
      schema: {
        tags,
        summary: 'Modelos de exemplo de convenções (revise com o seu sindicato antes de usar)',
        response: { 200: modelosConvencaoRespostaSchema },
      },
    },
    async (req) => {
      exigir(req);
      return ok(s.modelos());
    },
  );
  app.get(
    '/sindicatos/:id/convencoes',
    {
      schema: {
        tags,
        summary: 'Convenções do sindicato (versão em vigor de cada uma)',
        params: idParamSchema,
        response: { 200: convencoesRespostaSchema },
      },
    },
    async (req) => ok(await s.listar(exigir(req), req.params.id)),
  );
  app.post(
    '/sindicatos/:id/convencoes',
    {
      schema: {
        tags,
        summary: 'Cria uma convenção; reprocessa desde o início da vigência',
        params: idParamSchema,
        body: convencaoBodySchema,
        response: { 200: convencaoGravadaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigir(req);
      return ok(await s.criar(auth, req.params.id, req.body));
    },
  );
  app.post(
    '/sindicatos/:id/convencoes/modelo',
    {
      schema: {
        tags,
        summary: 'Aplica um modelo de exemplo ao sindicato (cria a convenção para revisar)',
        params: idParamSchema,
        body: aplicarModeloBodySchema,
        response: { 200: convencaoGravadaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigir(req);
      return ok(await s.aplicarModelo(auth, req.params.id, req.body));
    },
  );
  app.get(
    '/sindicatos/:id/colaboradores',
    {
      schema: {
        tags,
        summary: 'Colaboradores ligados ao sindicato',
        params: idParamSchema,
        response: { 200: colaboradoresSindicatoRespostaSchema },
      },
    },
    async (req) => ok(await s.colaboradores(exigir(req), req.params.id)),
  );
  app.get(
    '/convencoes/:id',
    {
      schema: {
        tags,
        summary: 'Uma convenção (versão em vigor)',
        params: idParamSchema,
        response: { 200: convencaoRespostaSchema },
      },
    },
    async (req) => ok(await s.obter(exigir(req), req.params.id)),
  );
  app.put(
    '/convencoes/:id',
    {
      schema: {
        tags,
        summary: 'Altera a convenção (nova versão); reprocessa desde a vigência',
        params: idParamSchema,
        body: convencaoBodySchema,
        response: { 200: convencaoGravadaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigir(req);
      return ok(await s.alterar(auth, req.params.id, req.body));
    },
  );
  app.get(
    '/convencoes/:id/historico',
    {
      schema: {
        tags,
        summary: 'Versões da convenção, da mais nova para a mais antiga',
        params: idParamSchema,
        response: { 200: versoesConvencaoRespostaSchema },
      },
    },
    async (req) => ok(await s.historico(exigir(req), req.params.id)),
  );
  app.put(
    '/colaboradores/:usuarioId/sindicato',
    {
      schema: {
        tags,
        summary: 'Liga (ou desliga, com null) o colaborador a um sindicato',
        params: usuarioIdParamSchema,
        body: colaboradorSindicatoBodySchema,
        response: { 200: colaboradorSindicatoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigir(req);
      return ok(await s.definirSindicato(auth, req.params.usuarioId, req.body.sindicatoId));
    },
  );
};
