/**
 * SHA-256 em hexadecimal MAIÚSCULO via WebCrypto: a senha só trafega assim (spec §5).
 * Não há fallback em JS puro: sem `crypto.subtle` (página fora de contexto seguro) o login falha
 * de forma visível, em vez de enviar a senha de outro jeito.
 */
export const sha256Hex = async (texto: string): Promise<string> => {
  const bytes = new TextEncoder().encode(texto);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
};

/** base64 de um texto UTF-8 (btoa sozinho quebra com acentos). */
export const base64Utf8 = (texto: string): string => {
  const bytes = new TextEncoder().encode(texto);
  let binario = '';
  for (const b of bytes) binario += String.fromCharCode(b);
  return btoa(binario);
};
