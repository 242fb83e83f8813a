import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import {
  biometriaRoutes,
  createBiometriaService,
  createCofreFacial,
} from './modules/biometria/index.ts';
import { derivarChave } from './shared/cripto.ts';
import type { Barramento } from './shared/eventos.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Espera os assinantes de eventos em andamento (ex.: exclusão da biometria no desligamento). */
    aguardarEventos: () => Promise<void>;
  }
}

type Deps = { db: Db; clock: () => Date; jwtSecret: Uint8Array; eventos: Barramento };

/**
 * Biometria facial (/api/biometria): a chave dos modelos deriva do segredo do app com rótulo
 * próprio (como a dos segredos e a dos certificados) e nunca vai ao banco. O desligamento, publicado
 * pelo cadastro de colaboradores, apaga o modelo da pessoa.
 */
export const registrarBiometria = async (app: FastifyInstance, d: Deps) => {
  const cofre = createCofreFacial(derivarChave(d.jwtSecret, 'jornada:biometria'));
  const biometria = createBiometriaService({ db: d.db, clock: d.clock, cofre });
  d.eventos.assinar(async (e) => {
    if (e.tipo === 'colaborador.alterado' && e.acao === 'desligado')
      await biometria.excluirNoDesligamento(e.empresaId, e.usuarioId);
  });
  if (!app.hasDecorator('aguardarEventos'))
    app.decorate('aguardarEventos', () => d.eventos.ocioso());
  await app.register(biometriaRoutes, { prefix: SERVICOS.biometria, biometria });
  // O quiosque recebe só a verificação 1:1 (o modelo nunca sai deste módulo).
  return { verificarFace: biometria.verificarFace };
};
