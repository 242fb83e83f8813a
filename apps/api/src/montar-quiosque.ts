import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import {
  createQuiosqueService,
  type MarcarPontoFn,
  quiosqueRoutes,
  type VerificarFace,
} from './modules/quiosque/index.ts';
import type { PublicarEvento } from './shared/eventos.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  segredo: Uint8Array;
  /** O caso de uso do REP-P (marcacao.marcar): cada marcação do quiosque ganha NSR e hash. */
  marcacao: { marcar: MarcarPontoFn };
  /** Eventos de domínio: o rosto recusado vira alerta ao gestor (módulo alerta). */
  publicar: PublicarEvento;
  /** Verificação facial 1:1 (módulo biometria), quando ligada. */
  verificarFace?: VerificarFace;
};

/** Quiosque de ponto (/api/quiosque): aparelhos, credenciais das pessoas e a marcação. */
export const registrarQuiosque = async (app: FastifyInstance, d: Deps) => {
  const quiosque = createQuiosqueService({
    db: d.db,
    clock: d.clock,
    segredo: d.segredo,
    marcar: d.marcacao.marcar,
    publicar: d.publicar,
    ...(d.verificarFace ? { verificarFace: d.verificarFace } : {}),
  });
  await app.register(quiosqueRoutes, { prefix: SERVICOS.quiosque, quiosque });
  return quiosque;
};
