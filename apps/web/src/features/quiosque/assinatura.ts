/** HMAC-SHA256 (hex) de `${eventoId}|${dataHoraDispositivo}` com a chave da ativação (WebCrypto). */
export const assinarEvento = async (chaveHex: string, eventoId: string, dataHora: string) => {
  const bytes = new Uint8Array((chaveHex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
  const chave = await crypto.subtle.importKey(
    'raw',
    bytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const assinatura = await crypto.subtle.sign(
    'HMAC',
    chave,
    new TextEncoder().encode(`${eventoId}|${dataHora}`),
  );
  return [...new Uint8Array(assinatura)].map((b) => b.toString(16).padStart(2, '0')).join('');
};
