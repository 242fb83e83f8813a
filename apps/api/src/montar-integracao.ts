import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import {
  createEntregador,
  createTokensApi,
  createWebhooksService,
  integracaoRoutes,
} from './modules/integracao/index.ts';
import { registrarSincronizacao } from './montar-sincronizacao.ts';
import type { Cofre } from './shared/cripto.ts';
import type { Barramento } from './shared/eventos.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenta agora as entregas de webhook vencidas (a varredura periódica faz o mesmo). */
    processarWebhooks: () => Promise<void>;
    /** Espera os assinantes de eventos em andamento (testes). */
    aguardarEventos: () => Promise<void>;
  }
}

const inteiro = (nome: string, padrao: number) => {
  const n = Number(process.env[nome]);
  return Number.isInteger(n) && n > 0 ? n : padrao;
};

/**
 * Configuração pelo ambiente (docs/decisoes/integracao.md): API_TOKEN_LIMITE_MINUTO (120),
 * WEBHOOK_ATRASO_BASE_MS (60 000: atrasos de 1 min, 5 min, 30 min, 2 h e 12 h),
 * WEBHOOK_VARREDURA_MS (15 000) e WEBHOOK_REDE_LOCAL (destinos na rede local; padrão: só com
 * NODE_ENV=test).
 */
export const opcoesIntegracao = (env: NodeJS.ProcessEnv = process.env) => ({
  limitePorMinuto: inteiro('API_TOKEN_LIMITE_MINUTO', 120),
  atrasoBaseMs: inteiro('WEBHOOK_ATRASO_BASE_MS', 60_000),
  varreduraMs: inteiro('WEBHOOK_VARREDURA_MS', 15_000),
  permitirRedeLocal:
    env.WEBHOOK_REDE_LOCAL !== undefined
      ? env.WEBHOOK_REDE_LOCAL === 'true'
      : env.NODE_ENV === 'test',
});

/**
 * Integração (issue #22 §5): tokens de API (aceitos pela autenticação de shared/autenticacao.ts),
 * webhooks que assinam o barramento de eventos e a varredura das entregas a repetir.
 */
export const registrarIntegracao = async (
  app: FastifyInstance,
  d: { db: Db; clock: () => Date; cofre: Cofre; eventos: Barramento },
) => {
  const o = opcoesIntegracao();
  const tokens = createTokensApi({ db: d.db, clock: d.clock, limitePorMinuto: o.limitePorMinuto });
  app.autenticarTokenApi = tokens.autenticar;
  const entregador = createEntregador({
    db: d.db,
    clock: d.clock,
    cofre: d.cofre,
    permitirRedeLocal: o.permitirRedeLocal,
    atrasoBaseMs: o.atrasoBaseMs,
    log: app.log,
  });
  d.eventos.assinar(entregador.aoEvento);
  app.decorate('processarWebhooks', entregador.processarVencidas);
  if (!app.hasDecorator('aguardarEventos')) app.decorate('aguardarEventos', d.eventos.ocioso);
  const varredura = setInterval(() => void entregador.processarVencidas(), o.varreduraMs);
  varredura.unref();
  app.addHook('onClose', async () => {
    clearInterval(varredura);
    await entregador.ocioso();
  });
  const webhooks = createWebhooksService({
    db: d.db,
    clock: d.clock,
    cofre: d.cofre,
    entregador,
    permitirRedeLocal: o.permitirRedeLocal,
  });
  await app.register(integracaoRoutes, { prefix: SERVICOS.integracao, tokens, webhooks });
  // Sincronização com a exportação da folha (colaboradores, afastamentos, sindicatos).
  await registrarSincronizacao(app, { db: d.db, clock: d.clock, publicar: d.eventos.publicar });
};
