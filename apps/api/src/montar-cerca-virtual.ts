import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import {
  cercaVirtualRoutes,
  createCercaVirtualService,
  createVerificarCerca,
} from './modules/cerca-virtual/index.ts';

/**
 * Cerca virtual (issue 21): o `marcacao` (abaixo) recebe a verificação, feita no lote de
 * marcações antes da transação do REP; as telas do RH e o mapa do tratamento usam as rotas do
 * serviço `cercaVirtual`.
 */
export const verificadorDeCerca = (db: Db) => createVerificarCerca({ db });

export const registrarCercaVirtual = async (
  app: FastifyInstance,
  d: { db: Db; clock: () => Date },
) => {
  const cercaVirtual = createCercaVirtualService(d);
  await app.register(cercaVirtualRoutes, { prefix: SERVICOS.cercaVirtual, cercaVirtual });
};
