import type { Agent } from 'node:https';
import { resolve } from 'node:path';
import webpush from 'web-push';
import { createCofre, derivarChave } from '../../shared/cripto.ts';
import { type ConfigEmail, createMailer } from '../../shared/email.ts';
import { LIMITES_ACESSO, type LimitesAcesso } from './limites.ts';

/** Configuração do acesso vinda do ambiente (config/acesso.ts) ou dos testes. */
export type OpcoesAcesso = {
  /** Endereço público do app web (links dos e-mails, redirect URI do SSO). */
  appUrl?: string;
  /** 32 bytes: cifra segredos no banco e assina os desafios do captcha. */
  chaveSegredos?: Uint8Array;
  email?: ConfigEmail;
  vapid?: { publicKey: string; privateKey: string };
  /**
   * Envio Web Push: `assunto` (sub do JWT VAPID: mailto: ou https:; padrão, o APP_URL se https)
   * e `agente` HTTPS para falar com o serviço de push (AC própria, proxy; nos testes, o servidor
   * de push local com certificado autoassinado).
   */
  push?: { assunto?: string; agente?: Agent };
  limites?: Partial<LimitesAcesso>;
};

type Log = { info: (obj: object, msg: string) => void };

/** Resolve os padrões: sem chave própria, deriva da chave JWT; sem SMTP, grava em ./data/outbox. */
export const resolverAcesso = (opcoes: OpcoesAcesso = {}, jwtSecret: Uint8Array, log: Log) => {
  const chave = opcoes.chaveSegredos ?? derivarChave(jwtSecret, 'jornada:segredos');
  const email: ConfigEmail = opcoes.email ?? {
    tipo: 'arquivo',
    pasta: resolve('data', 'outbox'),
    de: 'Jornada <nao-responda@jornada.local>',
  };
  const vapid = opcoes.vapid ?? webpush.generateVAPIDKeys();
  const appUrl = (opcoes.appUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  return {
    appUrl,
    cofre: createCofre(chave),
    mailer: createMailer(email, log),
    limites: { ...LIMITES_ACESSO, ...opcoes.limites },
    captchaSegredos: {
      segredo: derivarChave(chave, 'altcha').toString('hex'),
      segredoChave: derivarChave(chave, 'altcha-chave').toString('hex'),
    },
    vapidPublicKey: vapid.publicKey,
    push: {
      vapid,
      assunto:
        opcoes.push?.assunto ??
        (appUrl.startsWith('https://') ? appUrl : 'mailto:nao-responda@jornada.local'),
      agente: opcoes.push?.agente,
    },
  };
};
export type Acesso = ReturnType<typeof resolverAcesso>;
