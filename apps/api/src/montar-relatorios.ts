import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { Fila } from './jobs/fila.ts';
import { registrarLimpezaRelatorios } from './jobs/limpeza-relatorios.job.ts';
import { registrarRelatorio } from './jobs/relatorio.job.ts';
import type { ApuracaoService } from './modules/apuracao/index.ts';
import type { MensagemPush } from './modules/notificacao/index.ts';
import {
  createExecutorRelatorio,
  createLimpezaRelatorios,
  createRelatorioService,
  relatorioRoutes,
} from './modules/relatorio/index.ts';

/**
 * Relatórios do ponto (issue 18 §3): relatório de marcações e totais do espelho em PDF/XLSX,
 * sempre na fila (pg-boss) com progresso e o aviso "Relatório pronto"; arquivos vencidos apagados
 * por um job agendado. Sem fila neste servidor, as rotas respondem e pedir dá 503.
 */
export const registrarRelatorios = async (
  app: FastifyInstance,
  d: {
    db: Db;
    clock: () => Date;
    apuracao: ApuracaoService;
    fila: Fila | undefined;
    notificar: (empresaId: number, usuarioId: number, m: MensagemPush) => void;
  },
) => {
  const relatorios = createRelatorioService({ db: d.db, clock: d.clock, fila: d.fila });
  await app.register(relatorioRoutes, { prefix: SERVICOS.relatorios, relatorios });
  if (!d.fila) return;
  await registrarRelatorio(
    d.fila,
    createExecutorRelatorio({
      db: d.db,
      clock: d.clock,
      apuracao: d.apuracao,
      notificar: d.notificar,
      log: app.log,
    }),
  );
  // Limpeza agendada (de hora em hora) dos arquivos vencidos: o histórico fica, o arquivo não.
  await registrarLimpezaRelatorios(
    d.fila,
    createLimpezaRelatorios({ db: d.db, clock: d.clock, log: app.log }),
  );
};
