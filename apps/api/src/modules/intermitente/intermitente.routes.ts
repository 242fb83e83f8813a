import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cadastroRoutes } from './cadastro.routes.ts';
import { contratanteRoutes } from './contratante.routes.ts';
import { convocacaoRoutes } from './convocacao.routes.ts';
import { downloadRoutes } from './download.routes.ts';
import type { IntermitenteService } from './intermitente.service.ts';
import { relatorioRoutes } from './relatorio.routes.ts';

/** Serviço `intermitente` (SERVICOS.intermitente): cadastros e convocações. */
export const intermitenteRoutes: FastifyPluginAsyncZod<{
  intermitente: IntermitenteService;
}> = async (app, { intermitente }) => {
  await app.register(cadastroRoutes, { s: intermitente });
  await app.register(contratanteRoutes, { s: intermitente });
  await app.register(convocacaoRoutes, { s: intermitente });
  await app.register(relatorioRoutes, { s: intermitente });
  await app.register(downloadRoutes, { downloads: intermitente.downloads });
};
