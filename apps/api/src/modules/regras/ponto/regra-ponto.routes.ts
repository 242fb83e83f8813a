import {
  envelopeMinusculoSchema,
  idParamSchema,
  regraPontoAlterarComIdSchema,
  regraPontoAlterarSchema,
  regraPontoCriarSchema,
  regraPontoListaQuerySchema,
  regraPontoPadraoDefinirQuerySchema,
  regraPontoPorEmpresaQuerySchema,
  regraPontoQuerySchema,
  regraPontoResumoSchema,
  regraPontoSchema,
  regraPontoVersaoSchema,
  regraStatusSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../../shared/auth-context.ts';
import { ok } from '../../../shared/envelope.ts';
import { AppError } from '../../../shared/errors.ts';
import { semAcento } from '../../base/index.ts';
import { ROTA_REGRAS_CALCULO, ROTAS_LEITURA_REGRAS } from '../calculo/index.ts';
import type { createRegraPontoService } from './regra-ponto.service.ts';

type Opts = { regraPonto: ReturnType<typeof createRegraPontoService> };
const tags = ['regras-alocacao'];
const leitura = ROTAS_LEITURA_REGRAS;
const resposta = envelopeMinusculoSchema(regraPontoSchema);

/** Regras de ponto (spec §7): `/regraponto`, `/regraponto/{id}`, by-empresa-id e default. */
export const regraPontoRoutes: FastifyPluginAsyncZod<Opts> = async (app, { regraPonto: s }) => {
  app.get(
    '/regraponto',
    {
      schema: {
        tags,
        summary:
          'Regras de ponto, paginadas (pageNumber, pageSize, search; `data` = versão vigente; arquivadas só com `incluirArquivadas=true`)',
        querystring: regraPontoListaQuerySchema,
        response: {
          200: envelopeMinusculoSchema(
            z.object({
              items: z.array(regraPontoResumoSchema),
              total: z.number(),
              pageNumber: z.number(),
              pageSize: z.number(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...leitura);
      const { pageNumber, pageSize, search, data, incluirArquivadas } = req.query;
      const termo = search ? semAcento(search) : '';
      const todas = (await s.resumos(auth, data, incluirArquivadas)).filter((r) =>
        semAcento(r.nome).includes(termo),
      );
      const items = todas.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return ok({ items, total: todas.length, pageNumber, pageSize });
    },
  );

  app.get(
    '/regraponto/by-empresa-id',
    {
      schema: {
        tags,
        summary: 'Todas as regras de ponto da empresa (a do token; outra empresa → 404)',
        querystring: regraPontoPorEmpresaQuerySchema,
        response: { 200: envelopeMinusculoSchema(z.array(regraPontoResumoSchema)) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...leitura);
      if (req.query.empresaId !== undefined && req.query.empresaId !== auth.empresaId)
        throw new AppError('NAO_ENCONTRADO', 'Empresa não encontrada.', 404);
      return ok(await s.resumos(auth, undefined, req.query.incluirArquivadas));
    },
  );

  app.get(
    '/regraponto/default',
    {
      schema: {
        tags,
        summary: 'Regra de ponto padrão da empresa na data (padrão hoje); null = vale CFG-DEFAULT',
        querystring: regraPontoQuerySchema,
        response: { 200: envelopeMinusculoSchema(regraPontoSchema.nullable()) },
      },
    },
    async (req) => {
      const r = await s.padrao(exigirRota(req, ...leitura), req.query.data);
      return ok(r, r ? null : 'Sem regra de ponto padrão: vale a configuração legal padrão.');
    },
  );

  app.put(
    '/regraponto/default',
    {
      schema: {
        tags,
        summary:
          'Define a regra de ponto padrão (query id e vigenciaInicio, padrão hoje); auditado',
        querystring: regraPontoPadraoDefinirQuerySchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const r = await s.definirPadrao(auth, req.query.id, req.query.vigenciaInicio);
      return ok(r, 'Regra de ponto padrão definida.');
    },
  );

  app.put(
    '/regraponto/status',
    {
      schema: {
        tags,
        summary:
          'Arquiva (`ativo: false`) ou reativa uma regra de ponto; 409 se é a padrão ou tem alocação ativa; auditado',
        body: regraStatusSchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const { id, ativo, motivo } = req.body;
      const r = await s.alterarStatus(auth, id, ativo, motivo ?? null);
      return ok(r, ativo ? 'Regra de ponto reativada.' : 'Regra de ponto arquivada.');
    },
  );

  app.get(
    '/regraponto/historico/:id',
    {
      schema: {
        tags,
        summary:
          'Histórico de uma regra de ponto: versões (quem, quando, vigência, escolhas), arquivamentos e reativações',
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(z.array(regraPontoVersaoSchema)) },
      },
    },
    async (req) => ok(await s.historico(exigirRota(req, ...leitura), req.params.id)),
  );

  app.get(
    '/regraponto/:id',
    {
      schema: {
        tags,
        summary: 'Uma regra de ponto com a configuração do motor resolvida (`data` opcional)',
        params: idParamSchema,
        querystring: regraPontoQuerySchema,
        response: { 200: resposta },
      },
    },
    async (req) => ok(await s.obter(exigirRota(req, ...leitura), req.params.id, req.query.data)),
  );

  app.post(
    '/regraponto',
    {
      schema: {
        tags,
        summary: 'Cria uma regra de ponto (201, id no cabeçalho location); auditado',
        body: regraPontoCriarSchema,
        response: { 201: resposta },
      },
    },
    async (req, reply) => {
      const r = await s.criar(exigirRota(req, ROTA_REGRAS_CALCULO), req.body);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/${r.id}`)
        .send(ok(r, 'Regra de ponto criada.'));
    },
  );

  app.put(
    '/regraponto/:id',
    {
      schema: {
        tags,
        summary: 'Altera uma regra de ponto (nova versão a partir de vigenciaInicio); auditado',
        params: idParamSchema,
        body: regraPontoAlterarSchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const r = await s.alterar(exigirRota(req, ROTA_REGRAS_CALCULO), req.params.id, req.body);
      return ok(r, 'Regra de ponto alterada.');
    },
  );

  app.put(
    '/regraponto',
    {
      schema: {
        tags,
        summary: 'Altera uma regra de ponto com o id no corpo; auditado',
        body: regraPontoAlterarComIdSchema,
        response: { 200: resposta },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const { id, ...corpo } = req.body;
      const r = await s.alterar(auth, id, corpo);
      return ok(r, 'Regra de ponto alterada.');
    },
  );
};
