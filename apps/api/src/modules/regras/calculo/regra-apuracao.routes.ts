import {
  envelopeMinusculoSchema,
  idParamSchema,
  REGRA_ATUALIZADA,
  regraApuracaoAlterarSchema,
  regraApuracaoCriarSchema,
  regraApuracaoDuplicarSchema,
  regraApuracaoListaQuerySchema,
  regraApuracaoSchema,
  regraStatusSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../../shared/auth-context.ts';
import { ok } from '../../../shared/envelope.ts';
import { registrarFormaApuracao } from './forma-apuracao.routes.ts';
import type { createRegraApuracaoService } from './regra-apuracao.service.ts';
import { ROTA_REGRAS_CALCULO, ROTAS_LEITURA_REGRAS } from './regra-comum.ts';

type Opts = { regraApuracao: ReturnType<typeof createRegraApuracaoService> };
const tags = ['regras-calculo'];
const leitura = ROTAS_LEITURA_REGRAS;

/** Regra de apuração `/api/v1/regra` e forma de apuração `/api/v1/formaApuracao` (spec §7). */
export const regraApuracaoRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { regraApuracao: s },
) => {
  app.get(
    '/api/v1/regra',
    {
      schema: {
        tags,
        summary:
          'Regras de apuração (última versão de cada; arquivadas só com `incluirArquivadas=true`)',
        querystring: regraApuracaoListaQuerySchema,
        response: { 200: envelopeMinusculoSchema(z.array(regraApuracaoSchema)) },
      },
    },
    async (req) =>
      ok(await s.listarRegras(exigirRota(req, ...leitura), req.query.incluirArquivadas)),
  );

  app.put(
    '/api/v1/regra/status',
    {
      schema: {
        tags,
        summary:
          'Arquiva (`ativo: false`) ou reativa uma regra de apuração (id = id_regra); auditado',
        body: regraStatusSchema,
        response: { 200: envelopeMinusculoSchema(regraApuracaoSchema) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const { id, ativo, motivo } = req.body;
      const r = await s.alterarStatus(auth, id, ativo, motivo ?? null);
      return ok(r, ativo ? 'Regra de apuração reativada.' : 'Regra de apuração arquivada.');
    },
  );

  app.get(
    '/api/v1/regra/:id',
    {
      schema: {
        tags,
        summary:
          'Versões de uma regra de apuração, da mais recente (lista; o 1º item tem id_regra), com arquivamentos e reativações (`evento`)',
        params: idParamSchema,
        response: { 200: z.array(regraApuracaoSchema) },
      },
    },
    async (req) => s.versoesDaRegra(exigirRota(req, ...leitura), req.params.id),
  );

  app.post(
    '/api/v1/regra',
    {
      schema: {
        tags,
        summary: 'Cria uma regra de apuração (201, id_regra no cabeçalho location); auditado',
        body: regraApuracaoCriarSchema,
        response: { 201: envelopeMinusculoSchema(regraApuracaoSchema) },
      },
    },
    async (req, reply) => {
      const r = await s.createRegra(exigirRota(req, ROTA_REGRAS_CALCULO), req.body);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/${r.id_regra}`)
        .send(ok(r, 'Regra criada.'));
    },
  );

  app.post(
    '/api/v1/regra/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplica uma regra de apuração (201, id_regra da cópia no location); auditado',
        body: regraApuracaoDuplicarSchema,
        response: { 201: envelopeMinusculoSchema(regraApuracaoSchema) },
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const r = await s.duplicarRegra(auth, req.body.id, req.body.nome);
      const base = req.url.split('?')[0]!.replace(/\/duplicate$/, '');
      return reply
        .code(201)
        .header('location', `${base}/${r.id_regra}`)
        .send(ok(r, 'Regra duplicada.'));
    },
  );

  app.put(
    '/api/v1/regra/:id',
    {
      schema: {
        tags,
        summary:
          'Altera uma regra de apuração (nova versão); responde o texto REGRA_UPDATED_SUCCESSFULLY',
        params: idParamSchema,
        body: regraApuracaoAlterarSchema,
        // A resposta é texto puro (spec §7), não JSON: o documento diz o tipo de verdade.
        response: {
          200: {
            description: 'Regra alterada',
            content: { 'text/plain': { schema: z.literal(REGRA_ATUALIZADA) } },
          },
        },
      },
    },
    async (req, reply) => {
      await s.alterarRegra(exigirRota(req, ROTA_REGRAS_CALCULO), req.params.id, req.body);
      return reply.type('text/plain; charset=utf-8').send(REGRA_ATUALIZADA);
    },
  );

  registrarFormaApuracao(app, s);
};
