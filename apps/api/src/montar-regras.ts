import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import {
  alocacaoRegraRoutes,
  createAlocacaoRegraService,
  createRegraApuracaoService,
  createRegraCalculoService,
  createRegraPontoService,
  regraApuracaoRoutes,
  regraCalculoRoutes,
  regraPontoRoutes,
} from './modules/regras/index.ts';

/**
 * Regras (módulo `regras`): de cálculo e de apuração (/api/v1/..., SERVICOS.regrasCalculo) e de
 * ponto com as alocações (/regraponto, /alocacao, SERVICOS.regrasAlocacao). Devolve o serviço de
 * regras de ponto, que a admissão usa na sua transação.
 */
export const registrarRegras = async (
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
) => {
  const regraCalculo = createRegraCalculoService({ db, clock });
  await app.register(regraCalculoRoutes, { prefix: SERVICOS.regrasCalculo, regraCalculo });
  const regraApuracao = createRegraApuracaoService({ db, clock });
  await app.register(regraApuracaoRoutes, { prefix: SERVICOS.regrasCalculo, regraApuracao });
  const regraPonto = createRegraPontoService({ db, clock });
  await app.register(regraPontoRoutes, { prefix: SERVICOS.regrasAlocacao, regraPonto });
  const alocacaoRegra = createAlocacaoRegraService({ db, regraPonto });
  await app.register(alocacaoRegraRoutes, { prefix: SERVICOS.regrasAlocacao, alocacaoRegra });
  return { regraPonto };
};
