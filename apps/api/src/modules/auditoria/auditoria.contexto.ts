import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Contexto da requisição para a trilha de auditoria. Cada módulo grava as suas linhas de
 * `auditoria` do seu jeito (repositório, transação); o que vale para todas — a marca de que quem
 * agiu foi o suporte da operadora numa sessão HQ em nome do cliente — vem daqui, lido pelo padrão
 * da coluna (`auditoria.table.ts`) no momento do INSERT, sem que os módulos precisem saber.
 */
const requisicaoAtual = new AsyncLocalStorage<Pick<FastifyRequest, 'auth'>>();

/**
 * Entra no contexto no preHandler, o último gancho antes do handler: o handler (e tudo que ele
 * aguarda: serviço, transação, INSERT) roda dentro dele. O `auth` já foi lido do token no
 * onRequest; ler `req.auth` na hora do INSERT pega sempre o da própria requisição.
 */
export const registrarContextoAuditoria = (app: FastifyInstance) => {
  app.addHook('preHandler', (req, _reply, done) => requisicaoAtual.run(req, done));
};

/** Sessão HQ: id do operador (usuário da empresa operadora) que a abriu; fora dela, null. */
export const hqOperadorDaRequisicao = (): number | null =>
  requisicaoAtual.getStore()?.auth?.hqSuporteId ?? null;
