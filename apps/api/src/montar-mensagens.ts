import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Db } from './db/client.ts';
import { createMensagemService, mensagemRoutes, smsDoAmbiente } from './modules/mensagem/index.ts';

type DepsMensagem = Parameters<typeof createMensagemService>[0];

type Deps = Pick<DepsMensagem, 'push' | 'mailer' | 'appUrl'> & {
  db: Db;
  clock: () => Date;
  app: Pick<AppDeps, 'sms' | 'acesso'>;
};

/**
 * Mensagens do RH e dos gestores: no app, por Web Push (notificacao), por e-mail (SMTP ou caixa de
 * saída) e por SMS (MessageBird, só com as variáveis do ambiente ou um provedor nas dependências).
 */
export const registrarMensagens = async (app: FastifyInstance, d: Deps) => {
  const mensagens = createMensagemService({
    db: d.db,
    clock: d.clock,
    push: d.push,
    mailer: d.mailer,
    appUrl: d.appUrl,
    sms: d.app.sms !== undefined ? d.app.sms : smsDoAmbiente(process.env),
    configuracao: {
      pushChavesConfiguradas: d.app.acesso?.vapid !== undefined,
      emailModo: d.app.acesso?.email?.tipo === 'smtp' ? 'smtp' : 'arquivo',
    },
    log: app.log,
  });
  app.addHook('onClose', () => mensagens.ocioso());
  await app.register(mensagemRoutes, { prefix: SERVICOS.mensagens, mensagens });
  return mensagens;
};
