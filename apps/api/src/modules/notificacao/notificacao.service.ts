import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { notificacaoRepository } from './notificacao.repository.ts';

/** O que o service worker do app mostra (features/auth/push/service-worker.ts). */
export type MensagemPush = { titulo: string; mensagem: string; url: string };
/** Inscrições da pessoa e quantas aceitaram o envio. */
export type ResultadoPush = { inscricoes: number; enviadas: number };

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type NotificacaoDeps = {
  db: Db;
  log: Log;
  vapid: { publicKey: string; privateKey: string };
  /** `sub` do JWT VAPID: contato do remetente (mailto: ou https:). */
  assunto: string;
  agente?: Agent;
};

/** Um dia fora do ar no serviço de push ainda é útil; depois disso o aviso perde o sentido. */
const TTL_SEGUNDOS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push real (RFC 8030/8291/8292): cifra a mensagem para cada inscrição do usuário (aes128gcm,
 * chaves p256dh/auth do navegador) e assina o pedido com a chave VAPID do servidor. Roda depois
 * do commit e fora da requisição: uma falha de push é registrada no log e nunca desfaz nem
 * atrasa a escrita de negócio. Inscrição que o serviço de push dá por encerrada (404/410) é
 * removida. Um por app: `buildApp` o cria e o passa aos serviços que avisam (tratamento, ações
 * de escala).
 */
export const createNotificacaoService = (deps: NotificacaoDeps): NotificacaoService => {
  const { db, log } = deps;
  const pendentes = new Set<Promise<void>>();
  const opcoes = {
    vapidDetails: { subject: deps.assunto, ...deps.vapid },
    TTL: TTL_SEGUNDOS,
    timeout: TIMEOUT_MS,
    ...(deps.agente ? { agent: deps.agente } : {}),
  };

  const enviar = async (empresaId: number, usuarioId: number, m: MensagemPush) => {
    const repo = notificacaoRepository({ db, empresaId });
    const corpo = JSON.stringify(m);
    const inscricoes = await repo.listInscricoes(usuarioId);
    let enviadas = 0;
    for (const i of inscricoes) {
      const destino = { empresaId, usuarioId, uuid: i.uuid };
      try {
        await webpush.sendNotification(
          { endpoint: i.endpoint, keys: { p256dh: i.p256dh, auth: i.auth } },
          corpo,
          opcoes,
        );
        enviadas += 1;
      } catch (erro) {
        const status = erro instanceof webpush.WebPushError ? erro.statusCode : undefined;
        if (status === 404 || status === 410) {
          await repo.removerInscricao(usuarioId, i.uuid, i.endpoint);
          log.info({ ...destino, status }, 'inscrição Web Push encerrada pelo serviço: removida');
        } else {
          log.warn({ ...destino, status, err: erro }, 'falha ao enviar notificação Web Push');
        }
      }
    }
    return { inscricoes: inscricoes.length, enviadas };
  };

  return {
    /** Dispara o envio e volta na hora (quem chama já fez o commit). */
    notificar: (empresaId: number, usuarioId: number, m: MensagemPush): void => {
      const envio: Promise<void> = enviar(empresaId, usuarioId, m)
        .then(() => undefined)
        .catch((erro: unknown) =>
          log.error({ empresaId, usuarioId, err: erro }, 'falha ao preparar notificação Web Push'),
        )
        .finally(() => pendentes.delete(envio));
      pendentes.add(envio);
    },
    /** Envia e espera o resultado (mensagens: a situação do push de cada pessoa fica gravada). */
    entregar: (empresaId: number, usuarioId: number, m: MensagemPush) =>
      enviar(empresaId, usuarioId, m),
    /** Espera os envios em andamento (encerramento do app; testes). */
    ocioso: async (): Promise<void> => {
      while (pendentes.size > 0) await Promise.all([...pendentes]);
    },
  };
};
export type NotificacaoService = {
  notificar: (empresaId: number, usuarioId: number, m: MensagemPush) => void;
  entregar: (empresaId: number, usuarioId: number, m: MensagemPush) => Promise<ResultadoPush>;
  ocioso: () => Promise<void>;
};
