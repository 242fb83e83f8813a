import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { OpcoesAcesso } from '../modules/auth/auth.config.ts';
import type { ConfigEmail } from '../shared/email.ts';

/** Lê (ou cria uma vez, com permissão 0600) um arquivo de segredo no diretório de dados. */
const segredoEmArquivo = (dataDir: string, nome: string, criar: () => string): string => {
  const arquivo = join(dataDir, nome);
  if (!existsSync(arquivo)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(arquivo, criar(), { mode: 0o600 });
  }
  return readFileSync(arquivo, 'utf8').trim();
};

/** SECRETS_KEY (32 bytes em base64 ou hex) ou ./data/secrets-key, criado na primeira execução. */
const chaveSegredos = (dataDir: string): Uint8Array => {
  const bruto =
    process.env.SECRETS_KEY ||
    segredoEmArquivo(dataDir, 'secrets-key', () => randomBytes(32).toString('base64'));
  const chave = /^[0-9a-f]{64}$/i.test(bruto)
    ? Buffer.from(bruto, 'hex')
    : Buffer.from(bruto, 'base64');
  if (chave.length !== 32) throw new Error('SECRETS_KEY deve ter 32 bytes (base64 ou hex)');
  return chave;
};

const email = (dataDir: string): ConfigEmail => {
  const de = process.env.SMTP_FROM || 'Jornada <nao-responda@jornada.local>';
  if (process.env.SMTP_URL) return { tipo: 'smtp', url: process.env.SMTP_URL, de };
  if (process.env.SMTP_HOST) {
    const porta = Number(process.env.SMTP_PORT || 587);
    return {
      tipo: 'smtp',
      host: process.env.SMTP_HOST,
      porta,
      usuario: process.env.SMTP_USER || undefined,
      senha: process.env.SMTP_PASS || undefined,
      seguro: process.env.SMTP_SECURE ? process.env.SMTP_SECURE === 'true' : porta === 465,
      de,
    };
  }
  return { tipo: 'arquivo', pasta: join(dataDir, 'outbox'), de };
};

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, ou um par gerado uma vez em ./data/vapid.json. */
const vapid = (dataDir: string) => {
  const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv } = process.env;
  if (pub && priv) return { publicKey: pub, privateKey: priv };
  const json = segredoEmArquivo(dataDir, 'vapid.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(json) as { publicKey: string; privateKey: string };
};

export const loadAcesso = (dataDir: string, porta: number): OpcoesAcesso => ({
  appUrl: process.env.APP_URL || `http://localhost:${porta}`,
  chaveSegredos: chaveSegredos(dataDir),
  email: email(dataDir),
  vapid: vapid(dataDir),
});
