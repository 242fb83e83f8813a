import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { ApuracaoService } from './modules/apuracao/index.ts';
import {
  bancoFolgasRoutes,
  createBancoFolgasService,
  type ListarFeriasDoDia,
} from './modules/banco-folgas/index.ts';
import {
  convencaoRoutes,
  createConvencaoService,
  type PedirReprocessamento,
} from './modules/cadastro/index.ts';
import type { ReprocessamentoService } from './modules/reprocessamento/reprocessamento.service.ts';
import { AppError } from './shared/errors.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  reprocessamento: ReprocessamentoService;
  /** Ausências aprovadas (férias com o motivo FERIAS): a folga do banco não cai em férias. */
  listAusencias: ListarFeriasDoDia;
};

/**
 * Convenções coletivas (sob SERVICOS.cadastros) e banco de folgas (SERVICOS.bancoFolgas). Uma
 * convenção nova ou alterada pede o reprocessamento da empresa desde a vigência; sem fila neste
 * servidor, o espelho (calculado na hora) já a mostra e nada fica pedido.
 */
export const registrarConvencaoEFolgas = async (app: FastifyInstance, d: Deps) => {
  const pedirReprocessamento: PedirReprocessamento = async (auth, periodo) => {
    try {
      return (await d.reprocessamento.criar(auth, periodo)).id;
    } catch (erro) {
      if (erro instanceof AppError && erro.codigo === 'FILA_INDISPONIVEL') return null;
      throw erro;
    }
  };
  const convencoes = createConvencaoService({ db: d.db, clock: d.clock, pedirReprocessamento });
  await app.register(convencaoRoutes, { prefix: SERVICOS.cadastros, convencoes });
  const bancoFolgas = createBancoFolgasService(d);
  await app.register(bancoFolgasRoutes, { prefix: SERVICOS.bancoFolgas, bancoFolgas });
};
