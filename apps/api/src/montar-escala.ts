import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { acaoRoutes, createAcaoService } from './modules/acao/index.ts';
import { alocacaoRoutes, createAlocacaoService } from './modules/alocacao/index.ts';
import { cabeFolgaBancoFolgas } from './modules/banco-folgas/index.ts';
import {
  calendarioRoutes,
  createCalendarioService,
  type ListarAusencias,
  type ListarFolgasBancoFolgas,
} from './modules/calendario/index.ts';
import {
  condicaoTrabalhoRoutes,
  createCondicaoTrabalhoService,
} from './modules/condicao-trabalho/index.ts';
import { createEscalaService, escalaRoutes } from './modules/escala/index.ts';
import { createFeriadoService, feriadoRoutes } from './modules/feriado/index.ts';
import { createGestaoService, gestaoRoutes } from './modules/gestao/index.ts';
import type { Notificador } from './modules/notificacao/index.ts';
import { createTurnoService, turnoRoutes } from './modules/turno/index.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  notificacao?: Notificador;
  /** Abonos e pedidos aprovados: as etiquetas de ausência do calendário. */
  listAusencias: ListarAusencias;
  /** Folgas do banco de folgas: a etiqueta `folgasBancoFolgas` do calendário. */
  listFolgasBancoFolgas?: ListarFolgasBancoFolgas;
};

/**
 * A família da escala sob SERVICOS.escala: cada módulo (calendário, ações, cadastro de escalas,
 * turnos, gestões, condições de trabalho, alocações, feriados) constrói o seu serviço e registra
 * as suas rotas; todos se apoiam no núcleo `escala-nucleo`. Devolve o serviço de escala, cuja
 * jornada efetiva alimenta a apuração. As ações decididas avisam a pessoa (Web Push).
 */
export const registrarFamiliaEscala = async (app: FastifyInstance, deps: Deps) => {
  const escala = createEscalaService(deps);
  const prefix = SERVICOS.escala;
  await app.register(calendarioRoutes, { prefix, calendario: createCalendarioService(deps) });
  // O menu 'ações' oferece a folga do banco de folgas quando o razão dela tem saldo no dia.
  const acao = createAcaoService({ ...deps, cabeFolgaBancoFolgas });
  await app.register(acaoRoutes, { prefix, acao });
  await app.register(escalaRoutes, { prefix, escala });
  await app.register(turnoRoutes, { prefix, turno: createTurnoService(deps) });
  await app.register(gestaoRoutes, { prefix, gestao: createGestaoService(deps) });
  await app.register(condicaoTrabalhoRoutes, {
    prefix,
    condicao: createCondicaoTrabalhoService(deps),
  });
  await app.register(alocacaoRoutes, { prefix, alocacao: createAlocacaoService(deps) });
  await app.register(feriadoRoutes, { prefix, feriado: createFeriadoService(deps) });
  return escala;
};
