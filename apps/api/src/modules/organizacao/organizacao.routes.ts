import { empregadorBodySchema, empregadorRespostaSchema } from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { OrganizacaoService } from './organizacao.service.ts';

const ROTA_COLABORADORES = '/dashboard/admin/colaboradores';
const tags = ['empregador'];

/**
 * Identificação do empregador (razão social; por filial a inscrição, CAEPF/CNO e o endereço com o
 * município do IBGE): AFD tipo 2 no REP. Municípios para o select: GET /api/base/filter/cidade?uf=.
 */
export const organizacaoRoutes: FastifyPluginAsyncZod<{ organizacao: OrganizacaoService }> = async (
  app,
  { organizacao },
) => {
  app.get(
    '/empregador',
    {
      schema: {
        tags,
        summary:
          'Razão social e filiais (inscrição, CAEPF, CNO, endereço, município IBGE, se tem REP-P)',
        response: { 200: empregadorRespostaSchema },
      },
    },
    async (req) => ok(await organizacao.obterEmpregador(exigirRota(req, ROTA_COLABORADORES))),
  );

  app.put(
    '/empregador',
    {
      schema: {
        tags,
        summary: 'Altera a razão social e/ou uma filial (AFD tipo 2 nos REPs afetados)',
        body: empregadorBodySchema,
        response: { 200: empregadorRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_COLABORADORES);
      await organizacao.alterarEmpregador(auth, req.body);
      return ok(await organizacao.obterEmpregador(auth), 'Dados do empregador alterados.');
    },
  );
};
