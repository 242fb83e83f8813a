import {
  bancoHoraConfiguracaoEntradaSchema,
  bancoHoraConfiguracaoSchema,
  bancoHoraEntradaSchema,
  bancoHoraSchema,
  cicloVerbaEntradaSchema,
  cicloVerbaSchema,
  configuracaoCicloEntradaSchema,
  configuracaoCicloSchema,
  envelopeMinusculoSchema,
  estagiosEntradaSchema,
  estagiosSchema,
  estagioVerbaEntradaSchema,
  estagioVerbaSchema,
  faixaEntradaSchema,
  faixaSchema,
  faixaVerbaEntradaSchema,
  faixaVerbaSchema,
  idParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../shared/auth-context.ts';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';
import { registrarOperacoes } from './banco-horas-operacoes.routes.ts';

type Opts = { bancoHoras: BancoHorasService };
const tags = ['banco-horas'];
const V1 = '/api/v1';

type Crud<E> = {
  listar: (auth: AuthContext) => Promise<unknown[]>;
  obter: (auth: AuthContext, id: number) => Promise<unknown>;
  criar: (auth: AuthContext, e: E) => Promise<{ id: number }>;
  alterar: (auth: AuthContext, id: number, e: E) => Promise<unknown>;
};

/**
 * As quatro chamadas de um cadastro (spec §7: "GET lists or fetches, POST creates (the id is
 * read from the location header), PUT updates (then the record is reloaded)"). Só o RH do banco.
 */
const registrarCrud = <E extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  caminho: string,
  nome: string,
  entrada: E,
  saida: z.ZodType,
  s: Crud<z.infer<E>>,
) => {
  const base = `${V1}${caminho}`;
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);
  app.get(
    base,
    {
      schema: {
        tags,
        summary: `${nome}: lista`,
        response: { 200: envelopeMinusculoSchema(z.array(saida)) },
      },
    },
    async (req) => ok(await s.listar(rh(req))),
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${nome}: por id`,
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(saida) },
      },
    },
    async (req) => ok(await s.obter(rh(req), req.params.id)),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: `${nome}: cria (201, id no cabeçalho location); auditado`,
        body: entrada,
        response: { 201: envelopeMinusculoSchema(saida) },
      },
    },
    async (req, reply) => {
      const r = await s.criar(rh(req), req.body as z.infer<E>);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/${r.id}`)
        .send(ok(r));
    },
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${nome}: altera; auditado`,
        params: idParamSchema,
        body: entrada,
        response: { 200: envelopeMinusculoSchema(saida) },
      },
    },
    async (req) => ok(await s.alterar(rh(req), req.params.id, req.body as z.infer<E>)),
  );
};

/** Banco de horas (SERVICOS.regrasBancoHoras): configuração, ciclos, operações e fechamento. */
export const bancoHorasRoutes: FastifyPluginAsyncZod<Opts> = async (app, { bancoHoras: s }) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);
  registrarCrud(
    app,
    '/bancoHora',
    'Banco de horas',
    bancoHoraEntradaSchema,
    bancoHoraSchema,
    s.banco,
  );
  registrarCrud(
    app,
    '/bancoHora/configuracao',
    'Configuração do banco',
    bancoHoraConfiguracaoEntradaSchema,
    bancoHoraConfiguracaoSchema,
    s.configuracao,
  );
  registrarCrud(
    app,
    '/bancoHora/configuracao/faixa',
    'Faixa',
    faixaEntradaSchema,
    faixaSchema,
    s.faixa,
  );
  registrarCrud(
    app,
    '/bancoHora/configuracao/faixa/verba',
    'Verba da faixa',
    faixaVerbaEntradaSchema,
    faixaVerbaSchema,
    s.faixaVerba,
  );
  registrarCrud(
    app,
    '/bancoHora/configuracao/ciclo',
    'Ciclo da configuração (regime e início)',
    configuracaoCicloEntradaSchema,
    configuracaoCicloSchema,
    s.configuracaoCiclo,
  );
  registrarCrud(
    app,
    '/bancoHora/configuracao/ciclo/verba',
    'Verba do fechamento do ciclo',
    cicloVerbaEntradaSchema,
    cicloVerbaSchema,
    s.cicloVerba,
  );

  app.get(
    `${V1}/bancoHora/estagio/:id`,
    {
      schema: {
        tags,
        summary: 'Estágios do banco (id = o banco)',
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(estagiosSchema) },
      },
    },
    async (req) => ok(await s.estagios.obter(rh(req), req.params.id)),
  );
  app.put(
    `${V1}/bancoHora/estagio/:id`,
    {
      schema: {
        tags,
        summary: 'Substitui os estágios do banco; auditado',
        params: idParamSchema,
        body: estagiosEntradaSchema,
        response: { 200: envelopeMinusculoSchema(estagiosSchema) },
      },
    },
    async (req) => ok(await s.estagios.alterar(rh(req), req.params.id, req.body.estagios)),
  );
  app.get(
    `${V1}/bancoHora/configuracao/estagio/verba`,
    {
      schema: {
        tags,
        summary: 'Verba dos pagamentos por estágio (uma por empresa)',
        response: { 200: envelopeMinusculoSchema(estagioVerbaSchema) },
      },
    },
    async (req) => ok(await s.estagios.obterVerba(rh(req))),
  );
  app.put(
    `${V1}/bancoHora/configuracao/estagio/verba`,
    {
      schema: {
        tags,
        summary: 'Define a verba dos pagamentos por estágio; auditado',
        body: estagioVerbaEntradaSchema,
        response: { 200: envelopeMinusculoSchema(estagioVerbaSchema) },
      },
    },
    async (req) => ok(await s.estagios.alterarVerba(rh(req), req.body)),
  );

  registrarOperacoes(app, s);
};
