import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import type { ApuracaoService } from '../modules/apuracao/index.ts';
import { createExecutor } from '../modules/reprocessamento/reprocessamento.executar.ts';
import { createFila, type Fila, type OpcoesFila } from './fila.ts';
import { registrarReprocessamento } from './reprocessamento.job.ts';

/**
 * Sobe a fila de jobs (pg-boss) e os workers quando o servidor pede (AppDeps.fila); para a fila
 * no `app.close()`, antes de o banco fechar. Sem opções, não há fila (e criar reprocessamento
 * responde 503).
 */
export const iniciarJobs = async (
  app: FastifyInstance,
  p: {
    database: DbHandle;
    opcoes: OpcoesFila | undefined;
    clock: () => Date;
    apuracao: ApuracaoService;
  },
): Promise<Fila | undefined> => {
  if (!p.opcoes) return undefined;
  const fila = await createFila(p.database, p.opcoes, app.log);
  app.addHook('onClose', () => fila.parar());
  const executar = createExecutor({
    db: p.database.db,
    clock: p.clock,
    apuracao: p.apuracao,
    tamanhoLote: fila.loteReprocessamento,
    interrompido: fila.encerrando,
  });
  await registrarReprocessamento(fila, executar);
  return fila;
};
