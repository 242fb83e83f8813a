import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import {
  createProcessoInternoService,
  type ProcessoInternoDeps,
  processoInternoRoutes,
} from './modules/processo-interno/index.ts';

/**
 * Processos internos (spec §7 "Internal processes") no serviço principal: tipos do RH, pedidos
 * com anexos, a caixa do gestor e do RH; os avisos saem pelo Web Push e pelo e-mail do app.
 */
export const registrarProcessosInternos = async (
  app: FastifyInstance,
  deps: ProcessoInternoDeps,
) => {
  const processos = createProcessoInternoService(deps);
  await app.register(processoInternoRoutes, { prefix: SERVICOS.main, processos });
  return processos;
};
