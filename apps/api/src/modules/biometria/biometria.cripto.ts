import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Cofre dos modelos faciais: AES-256-GCM com IV aleatório por gravação. O descritor vai como
 * Float32 (4 bytes por número) e o dado associado (AAD) é `empresa:pessoa`: um modelo copiado
 * para a linha de outra pessoa não abre. Formato guardado: `b1.<iv>.<tag>.<cifrado>` em base64url.
 */
export const createCofreFacial = (chave: Uint8Array) => {
  if (chave.length !== 32) throw new Error('A chave da biometria deve ter 32 bytes');
  const aad = (empresaId: number, usuarioId: number) => Buffer.from(`${empresaId}:${usuarioId}`);
  return {
    cifrar: (empresaId: number, usuarioId: number, descritor: readonly number[]): string => {
      const claro = Buffer.from(Float32Array.from(descritor).buffer);
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', chave, iv);
      c.setAAD(aad(empresaId, usuarioId));
      const dados = Buffer.concat([c.update(claro), c.final()]);
      return ['b1', iv, c.getAuthTag(), dados]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decifrar: (empresaId: number, usuarioId: number, guardado: string): number[] => {
      const [versao, iv, tag, dados] = guardado.split('.');
      if (versao !== 'b1' || !iv || !tag || dados === undefined)
        throw new Error('modelo facial cifrado em formato desconhecido');
      const d = createDecipheriv('aes-256-gcm', chave, Buffer.from(iv, 'base64url'));
      d.setAAD(aad(empresaId, usuarioId));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      const claro = Buffer.concat([d.update(Buffer.from(dados, 'base64url')), d.final()]);
      return Array.from(new Float32Array(claro.buffer, claro.byteOffset, claro.byteLength / 4));
    },
  };
};
export type CofreFacial = ReturnType<typeof createCofreFacial>;
