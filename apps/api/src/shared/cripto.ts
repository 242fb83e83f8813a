import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Cifra segredos guardados no banco (client secret do IdP, senha de bind do LDAP, semente TOTP)
 * com AES-256-GCM. A chave vem de SECRETS_KEY ou de ./data/secrets-key (config/env.ts); nunca
 * fica no banco. Formato: `v1.<iv>.<tag>.<cifrado>` em base64url.
 */
export const createCofre = (chave: Uint8Array) => {
  if (chave.length !== 32) throw new Error('A chave de segredos deve ter 32 bytes');
  return {
    cifrar: (texto: string): string => {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', chave, iv);
      const dados = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
      return ['v1', iv, c.getAuthTag(), dados]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decifrar: (guardado: string): string => {
      const [versao, iv, tag, dados] = guardado.split('.');
      if (versao !== 'v1' || !iv || !tag || dados === undefined)
        throw new Error('segredo cifrado em formato desconhecido');
      const d = createDecipheriv('aes-256-gcm', chave, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(dados, 'base64url')), d.final()]).toString('utf8');
    },
  };
};
export type Cofre = ReturnType<typeof createCofre>;

/** Deriva uma subchave com um rótulo (HMAC-SHA-256): um segredo-mestre, usos separados. */
export const derivarChave = (mestre: Uint8Array, rotulo: string): Buffer =>
  createHmac('sha256', mestre).update(rotulo).digest();

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Token opaco de uso único: `<empresaId>.<aleatório>`. A empresa no prefixo deixa a consulta
 * sempre escopada (empresa_id + hash); o banco guarda só o SHA-256 do token inteiro.
 */
export const gerarTokenOpaco = (empresaId: number): string =>
  `${empresaId}.${randomBytes(32).toString('base64url')}`;

export const empresaDoToken = (token: string): number | null => {
  const m = /^(\d{1,9})\.[A-Za-z0-9_-]{20,}$/.exec(token);
  return m ? Number(m[1]) : null;
};
