import { type CadastroFiltro, filtroQuerySchema, filtroRespostaSchema } from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { aceitarFiltroNoCorpoDoGet } from '../../shared/filtro-no-corpo.ts';
import { LIMITE_BUSCA } from './base.comum.ts';
import type { createBaseService } from './base.service.ts';

/** Caminho alternativo → cadastro de /filter/{cadastro}. */
const ALTERNATIVAS: readonly [string, CadastroFiltro][] = [
  ['/filiais', 'filiais'],
  ['/departamentos', 'departamentos'],
  ['/centros-custos', 'centros-custos'],
  ['/grupos', 'grupos'],
  ['/sindicatos', 'sindicatos'],
  ['/pessoas', 'pessoas'],
];

/**
 * Consultas alternativas (spec §7): GET /filiais, /departamentos, /centros-custos e /grupos com o
 * filtro na query; /sindicatos e /pessoas com o filtro no corpo (também aceito na query). Mesma
 * resposta e mesmas permissões de GET /filter/{cadastro}.
 */
export const registrarConsultasAlternativas = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  base: ReturnType<typeof createBaseService>,
) => {
  aceitarFiltroNoCorpoDoGet(app);
  for (const [caminho, cadastro] of ALTERNATIVAS) {
    app.get(
      caminho,
      {
        schema: {
          tags: ['base'],
          summary: `Lista de ${cadastro} (filtro na query ou no corpo; até 5000 itens)`,
          querystring: filtroQuerySchema,
          response: { 200: filtroRespostaSchema },
        },
      },
      async (req) => {
        const auth = base.autorizar(exigirAuth(req), cadastro);
        const r = await base.listar(auth, cadastro, {
          ...req.query,
          offset: 0,
          limit: LIMITE_BUSCA,
        });
        return ok(r.itens);
      },
    );
  }
};
