import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { baseRoutes } from './modules/base/base.routes.ts';
import { createBaseService } from './modules/base/base.service.ts';
import {
  criarRepDaFilial,
  listFiliaisComRep,
  registrarEmpregadorNoRep,
} from './modules/marcacao/index.ts';
import { organizacaoRoutes } from './modules/organizacao/organizacao.routes.ts';
import { createOrganizacaoService } from './modules/organizacao/organizacao.service.ts';

/**
 * Empregador e filiais (/api/main/empregador) e os filtros de cadastros (/api/base). O REP-P de
 * cada filial é do `marcacao`, que chega aqui por função (organizacao fica abaixo dele).
 */
export const registrarOrganizacao = async (
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
) => {
  const organizacao = createOrganizacaoService({
    db,
    clock,
    rep: { criarRepDaFilial, listFiliaisComRep, registrarEmpregadorNoRep },
  });
  await app.register(organizacaoRoutes, { prefix: SERVICOS.main, organizacao });
  await app.register(baseRoutes, { prefix: SERVICOS.base, base: createBaseService({ db }) });
};
