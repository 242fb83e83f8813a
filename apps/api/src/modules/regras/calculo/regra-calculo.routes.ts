import {
  envelopeMinusculoSchema,
  idParamSchema,
  type RegraCalculo,
  type RegraCalculoEntrada,
  regraCalculoAlterarSchema,
  regraCalculoCriarSchema,
  regraCalculoListaQuerySchema,
  regraCalculoSchema,
  regraStatusSchema,
} from '@jornada/contracts';
import { TIPOS_REGRA_CALCULO, type TipoRegraCalculo } from '@jornada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../../shared/auth-context.ts';
import { ok } from '../../../shared/envelope.ts';
import type { createRegraCalculoService } from './regra-calculo.service.ts';
import { nomeDoTipo } from './regra-calculo.service.ts';
import { ROTA_REGRAS_CALCULO, ROTAS_LEITURA_REGRAS } from './regra-comum.ts';

type Service = ReturnType<typeof createRegraCalculoService>;
type Opts = { regraCalculo: Service };

const tags = ['regras-calculo'];

/**
 * As rotas de um tipo: lista, por id, histórico, criação (201 + location), alteração e status
 * (arquivar/reativar).
 */
const registrarTipo = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  tipo: TipoRegraCalculo,
  servico: Service,
) => {
  const base = `/api/v1/${tipo}`;
  const nome = nomeDoTipo(tipo);
  // Os esquemas são exatos por tipo em tempo de execução (validação, serialização e OpenAPI);
  // para o TypeScript bastam as formas comuns (a união dos doze tipos não ajuda aqui).
  const resposta = regraCalculoSchema(tipo) as unknown as z.ZodType<RegraCalculo>;
  const corpoCriar = regraCalculoCriarSchema(tipo) as unknown as z.ZodType<RegraCalculoEntrada>;
  const corpoAlterar = regraCalculoAlterarSchema(tipo) as unknown as z.ZodType<RegraCalculoEntrada>;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `${nome}: lista (última versão, ou a vigente em \`data\`; arquivadas só com \`incluirArquivadas=true\`)`,
        querystring: regraCalculoListaQuerySchema,
        response: { 200: envelopeMinusculoSchema(z.array(resposta)) },
      },
    },
    async (req) =>
      ok(
        await servico.listar(
          exigirRota(req, ...ROTAS_LEITURA_REGRAS),
          tipo,
          req.query.data,
          req.query.incluirArquivadas,
        ),
      ),
  );

  app.put(
    `${base}/status`,
    {
      schema: {
        tags,
        summary: `${nome}: arquiva (\`ativo: false\`) ou reativa; 409 se uma regra de ponto em uso a escolhe; auditado`,
        body: regraStatusSchema,
        response: { 200: envelopeMinusculoSchema(resposta) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      const { id, ativo, motivo } = req.body;
      const r = await servico.alterarStatus(auth, tipo, id, ativo, motivo ?? null);
      return ok(r, ativo ? 'Regra reativada.' : 'Regra arquivada.');
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${nome}: por id (última versão, ou a vigente em \`data\`)`,
        params: idParamSchema,
        querystring: regraCalculoListaQuerySchema,
        response: { 200: envelopeMinusculoSchema(resposta) },
      },
    },
    async (req) =>
      ok(
        await servico.obter(
          exigirRota(req, ...ROTAS_LEITURA_REGRAS),
          tipo,
          req.params.id,
          req.query.data,
        ),
      ),
  );

  app.get(
    `${base}/historico/:id`,
    {
      schema: {
        tags,
        summary: `${nome}: todas as versões (quem, quando, vigência), da mais recente`,
        params: idParamSchema,
        response: { 200: envelopeMinusculoSchema(z.array(resposta)) },
      },
    },
    async (req) =>
      ok(await servico.historico(exigirRota(req, ...ROTAS_LEITURA_REGRAS), tipo, req.params.id)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: `${nome}: cria (201, id no cabeçalho location); auditado`,
        body: corpoCriar,
        response: { 201: envelopeMinusculoSchema(resposta) },
      },
    },
    async (req, reply) => {
      const r = await servico.criar(exigirRota(req, ROTA_REGRAS_CALCULO), tipo, req.body);
      return reply
        .code(201)
        .header('location', `${req.url.split('?')[0]}/${r.id}`)
        .send(ok(r, 'Regra criada.'));
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${nome}: altera (nova versão a partir de \`vigenciaInicio\`, padrão hoje); auditado`,
        params: idParamSchema,
        body: corpoAlterar,
        response: { 200: envelopeMinusculoSchema(resposta) },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_REGRAS_CALCULO);
      return ok(await servico.alterar(auth, tipo, req.params.id, req.body), 'Regra alterada.');
    },
  );
};

/** `/api/v1/{tipo}` para os doze tipos de regra de cálculo (spec §7). */
export const regraCalculoRoutes: FastifyPluginAsyncZod<Opts> = async (app, { regraCalculo }) => {
  for (const tipo of TIPOS_REGRA_CALCULO) registrarTipo(app, tipo, regraCalculo);
};
