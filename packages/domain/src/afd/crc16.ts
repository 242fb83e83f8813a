// CRC-16 dos registros tipo 1 a 5 do AFD: para REP-A e REP-P é o CRC-16 CCITT-TRUE, também
// chamado CRC-16/KERMIT (leiaute do AFD, Portaria 671 Anexo V). Parâmetros do catálogo: largura
// 16, polinômio 0x1021 refletido (0x8408), init 0, refin/refout, xorout 0; "123456789" → 0x2189.

const TABELA = Array.from({ length: 256 }, (_, indice) => {
  let crc = indice;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  return crc;
});

/** CRC-16/KERMIT dos bytes, como número de 16 bits. */
export const crc16Kermit = (bytes: Uint8Array): number => {
  let crc = 0;
  for (const byte of bytes) crc = (crc >>> 8) ^ (TABELA[(crc ^ byte) & 0xff] ?? 0);
  return crc;
};

/** CRC-16/KERMIT em 4 dígitos hexadecimais maiúsculos, como gravado no AFD (ex.: `2189`). */
export const crc16KermitHex = (bytes: Uint8Array): string =>
  crc16Kermit(bytes).toString(16).toUpperCase().padStart(4, '0');
