import type { DbHandle } from './db/client.ts';
import type { OpcoesFila } from './jobs/fila.ts';
import type { OpcoesAcesso } from './modules/auth/auth.config.ts';
import type { ProvedorSms } from './modules/mensagem/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rotasRegistradas: string[];
    /** Espera os avisos Web Push em andamento (o envio roda fora da requisição). */
    aguardarNotificacoes: () => Promise<void>;
  }
}

export type AppDeps = {
  database: DbHandle;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlDays?: number;
  clock?: () => Date;
  logger?: boolean | { level: string };
  corsOrigins?: string[];
  /** TRUST_PROXY: IP do cliente vem de X-Forwarded-For (só atrás de proxy confiável). */
  trustProxy?: boolean;
  webDist?: string;
  /** Acesso: APP_URL, chave de segredos, SMTP, VAPID, limites (config/acesso.ts). */
  acesso?: OpcoesAcesso;
  /** Senha das chaves privadas dos certificados (CERTIFICADOS_SENHA; padrão derivado do JWT). */
  certificadosSenha?: string;
  /** Fila de jobs (pg-boss) no mesmo banco; sem ela, nada roda em segundo plano. */
  fila?: OpcoesFila;
  /**
   * SESSION_CACHE_MS: por quanto tempo cada processo lembra o estado de uma sessão (aberta,
   * usuário ativo, rotas atuais) antes de reler o banco; é o atraso máximo de uma revogação feita
   * por outro processo da API (no próprio processo ela vale na hora). Padrão 2000.
   */
  sessaoCacheMs?: number;
  /** SMS das mensagens (MessageBird); sem ele, MESSAGEBIRD_ACCESS_KEY/ORIGINATOR do ambiente. */
  sms?: ProvedorSms | null;
};
