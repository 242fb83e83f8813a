import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { ConviteEmpresa } from './modules/auth/index.ts';
import { createFaturamentoService, faturamentoRoutes } from './modules/faturamento/index.ts';
import { createOperadorService, operadorRoutes } from './modules/operador/index.ts';

type Deps = Omit<Parameters<typeof createOperadorService>[0], 'planos' | 'convite'> & {
  db: Db;
  clock: () => Date;
  convite: ConviteEmpresa;
};

/**
 * As telas da operadora (empresa 1, spec §2): o faturamento (planos, extrato do mês por empresa
 * cliente, fechamento) e a administração geral (empresas clientes com o convite do primeiro
 * administrador, que nascem com um plano do faturamento na mesma transação).
 */
export const registrarOperadora = async (app: FastifyInstance, deps: Deps) => {
  const faturamento = createFaturamentoService({ db: deps.db, clock: deps.clock });
  await app.register(faturamentoRoutes, { prefix: SERVICOS.faturamento, faturamento });
  const operador = createOperadorService({ ...deps, planos: faturamento.planos });
  await app.register(operadorRoutes, { prefix: SERVICOS.operador, operador });
};
