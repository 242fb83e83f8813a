import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { ApuracaoService } from './modules/apuracao/index.ts';
import { autorizacaoHeRoutes, createAutorizacaoHeService } from './modules/autorizacao-he/index.ts';
import type { Notificador } from './modules/notificacao/index.ts';

/**
 * Autorização prévia de horas extras: autorizações, pedidos e decisões sobre as retidas. A
 * apuração lê as autorizações pela fonte `listAutorizacoesHe` (ligada no `buildApp`); aqui o
 * módulo recebe a apuração para achar e conferir as retidas e o notificador para os avisos.
 */
export const registrarAutorizacaoHe = async (
  app: FastifyInstance,
  d: { db: Db; clock: () => Date; apuracao: ApuracaoService; notificacao: Notificador },
) => {
  const autorizacaoHe = createAutorizacaoHeService({
    db: d.db,
    clock: d.clock,
    notificacao: d.notificacao,
    calcularEspelhos: d.apuracao.calcularEspelhos,
  });
  await app.register(autorizacaoHeRoutes, { prefix: SERVICOS.autorizacaoHe, autorizacaoHe });
  return autorizacaoHe;
};
