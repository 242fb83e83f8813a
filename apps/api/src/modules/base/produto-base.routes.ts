import {
  type CanaisStatus,
  canaisStatusRespostaSchema,
  modulosOrigemRespostaSchema,
  type ProdutoBase,
  periodosBaseRespostaSchema,
  produtoBaseParamsSchema,
  produtoDoSegmento,
  type RegraBase,
  regrasBaseRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type AuthContext, exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { produtoBaseRepository } from './produto-base.repository.ts';
import { competenciasAte, MODULOS_ORIGEM } from './produto-base.ts';

/**
 * O que os módulos de cima dão ao base pelo buildApp (o base não os importa): as regras de cada
 * produto, lidas só da empresa de quem chama, e o estado dos canais do serviço de mensagens com
 * as rotas de menu que o leem.
 */
export type ProdutoBaseOpts = {
  db: Db;
  clock: () => Date;
  regras: Record<ProdutoBase, (auth: AuthContext) => Promise<RegraBase[]>>;
  mensageria: {
    rotas: readonly string[];
    statusCanais: (auth: AuthContext) => Promise<CanaisStatus>;
  };
};

const tags = ['base'];
const params = produtoBaseParamsSchema;

/**
 * Chamadas base de cada produto (spec §7): `GET /{produto}base/periodos`, `/regras`,
 * `/modulos-origem` e `/messagebird-status` (docs/decisoes/cadastros.md). A permissão vem antes
 * de ler o caminho: o produto desconhecido é 400 em `produto` só para quem pode chamar.
 */
export const produtoBaseRoutes: FastifyPluginAsyncZod<ProdutoBaseOpts> = async (
  app,
  { db, clock, regras, mensageria },
) => {
  app.get(
    '/:produto/periodos',
    {
      schema: {
        tags,
        summary: 'Competências de apuração da empresa (AAAA-MM), da mais nova à mais antiga',
        params,
        response: { 200: periodosBaseRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      produtoDoSegmento(req.params.produto);
      const datas = await produtoBaseRepository({ db, empresaId: auth.empresaId }).inicioEHoje(
        clock(),
      );
      return ok(datas ? competenciasAte(datas.primeiroDia, datas.hoje) : []);
    },
  );

  app.get(
    '/:produto/regras',
    {
      schema: {
        tags,
        summary: 'Regras do produto (ponto, bancos de horas, sobreaviso, convocação)',
        params,
        response: { 200: regrasBaseRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirAuth(req);
      return ok(await regras[produtoDoSegmento(req.params.produto)](auth));
    },
  );

  app.get(
    '/:produto/modulos-origem',
    {
      schema: {
        tags,
        summary: 'De onde vêm os registros do produto (catálogo fixo)',
        params,
        response: { 200: modulosOrigemRespostaSchema },
      },
    },
    async (req) => {
      exigirAuth(req);
      return ok(MODULOS_ORIGEM[produtoDoSegmento(req.params.produto)]);
    },
  );

  app.get(
    '/:produto/messagebird-status',
    {
      schema: {
        tags,
        summary: 'Estado dos canais de entrega das mensagens (o mesmo de /api/mensagens)',
        params,
        response: { 200: canaisStatusRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...mensageria.rotas);
      produtoDoSegmento(req.params.produto);
      return ok(await mensageria.statusCanais(auth));
    },
  );
};
