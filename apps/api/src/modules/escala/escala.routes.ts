import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acaoRoutes } from '../acao/index.ts';
import { alocacaoRoutes } from '../alocacao/index.ts';
import { calendarioRoutes } from '../calendario/index.ts';
import { condicaoTrabalhoRoutes } from '../condicao-trabalho/index.ts';
import { feriadoRoutes } from '../feriado/index.ts';
import { gestaoRoutes } from '../gestao/index.ts';
import { turnoRoutes } from '../turno/index.ts';
import type { EscalaService } from './escala.service.ts';
import { escalaCadastroRoutes } from './escala-cadastro.routes.ts';

/**
 * Serviço de escala sob SERVICOS.escala (/api/escala): calendários, etiquetas, ações e também o
 * serviço de regras (condicaotrabalho, gestao, alocacao, escala, turno). As regras ficam no
 * mesmo caminho porque o spec §7 usa as mesmas rotas nos dois (GET /escala/combo com GestaoId e
 * GET /gestao/{gestaoId} são chamadas do serviço de escala e também rotas do de regras);
 * SERVICOS.regrasAlocacao fica para as alocações das regras de cálculo (regraId).
 */
export const escalaRoutes: FastifyPluginAsyncZod<{ escala: EscalaService }> = async (
  app,
  { escala },
) => {
  await app.register(calendarioRoutes, { calendario: escala.calendario });
  await app.register(acaoRoutes, { acao: escala.acao });
  await app.register(escalaCadastroRoutes, { cadastro: escala.cadastro });
  await app.register(turnoRoutes, { turno: escala.turno });
  await app.register(gestaoRoutes, { gestao: escala.gestao });
  await app.register(condicaoTrabalhoRoutes, { condicao: escala.condicao });
  await app.register(alocacaoRoutes, { alocacao: escala.alocacao });
  await app.register(feriadoRoutes, { feriado: escala.feriado });
};
