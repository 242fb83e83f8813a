import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EscalaService } from './escala.service.ts';
import { escalaCadastroRoutes } from './escala-cadastro.routes.ts';

/**
 * Cadastro de escalas sob SERVICOS.escala (/api/escala). Os módulos irmãos (calendario, acao,
 * turno, gestao, condicao-trabalho, alocacao, feriado) registram as suas rotas no mesmo caminho
 * em `buildApp`: o spec §7 usa as mesmas rotas no serviço de escala e no de regras (GET
 * /escala/combo com GestaoId, GET /gestao/{gestaoId}); SERVICOS.regrasAlocacao fica para as
 * alocações das regras de cálculo (regraId).
 */
export const escalaRoutes: FastifyPluginAsyncZod<{ escala: EscalaService }> = async (
  app,
  { escala },
) => {
  await app.register(escalaCadastroRoutes, { cadastro: escala.cadastro });
};
