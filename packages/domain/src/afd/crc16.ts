// CRC-16 dos registros do AFD. Para REP-A e REP-P o leiaute da Portaria 671 (Anexo V) exige o
// CRC-16 CCITT-TRUE, também chamado CRC-16/KERMIT: largura 16, polinômio 0x1021 refletido
// (0x8408), init 0, refin/refout, xorout 0; "123456789" → 0x2189. Do REP-C e dos leiautes da
// Portaria 1510 alterada pela 595/2013 o texto pede só "CRC-16", e os fabricantes gravam outras
// variantes: CCITT-FALSE (0x1021 sem reflexão, init 0xFFFF; "123456789" → 0x29B1) e MODBUS
// (0x8005 refletido = 0xA001, init 0xFFFF; "123456789" → 0x4B37). Parâmetros: catálogo público
// de CRCs (reveng), conferidos pelos valores de verificação nos testes.

export type VarianteCrc16 = 'KERMIT' | 'CCITT-FALSE' | 'MODBUS';

/** Ordem de tentativa: a do leiaute primeiro. */
export const VARIANTES_CRC16: readonly VarianteCrc16[] = ['KERMIT', 'CCITT-FALSE', 'MODBUS'];

/** Tabela de um CRC refletido (bits do menos para o mais significativo). */
const tabelaRefletida = (polinomio: number): number[] =>
  Array.from({ length: 256 }, (_, indice) => {
    let crc = indice;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ polinomio : crc >>> 1;
    return crc;
  });

/** Tabela de um CRC não refletido (bit mais significativo primeiro). */
const tabelaDireta = (polinomio: number): number[] =>
  Array.from({ length: 256 }, (_, indice) => {
    let crc = indice << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ polinomio) & 0xffff : (crc << 1) & 0xffff;
    }
    return crc;
  });

const KERMIT = tabelaRefletida(0x8408);
const MODBUS = tabelaRefletida(0xa001);
const CCITT = tabelaDireta(0x1021);

const refletido = (tabela: number[], inicial: number, bytes: Uint8Array): number => {
  let crc = inicial;
  for (const byte of bytes) crc = (crc >>> 8) ^ (tabela[(crc ^ byte) & 0xff] ?? 0);
  return crc;
};

/** CRC-16/KERMIT dos bytes, como número de 16 bits. */
export const crc16Kermit = (bytes: Uint8Array): number => refletido(KERMIT, 0, bytes);

/** CRC-16/MODBUS dos bytes, como número de 16 bits. */
export const crc16Modbus = (bytes: Uint8Array): number => refletido(MODBUS, 0xffff, bytes);

/** CRC-16/CCITT-FALSE dos bytes, como número de 16 bits. */
export const crc16CcittFalse = (bytes: Uint8Array): number => {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ (CCITT[((crc >>> 8) ^ byte) & 0xff] ?? 0);
  return crc;
};

const hex = (valor: number): string => valor.toString(16).toUpperCase().padStart(4, '0');

/** CRC-16/KERMIT em 4 dígitos hexadecimais maiúsculos, como gravado no AFD (ex.: `2189`). */
export const crc16KermitHex = (bytes: Uint8Array): string => hex(crc16Kermit(bytes));

/** CRC-16 da variante pedida, em 4 hexadecimais maiúsculos. */
export const calcularCrc16Hex = (bytes: Uint8Array, variante: VarianteCrc16): string => {
  switch (variante) {
    case 'KERMIT':
      return hex(crc16Kermit(bytes));
    case 'CCITT-FALSE':
      return hex(crc16CcittFalse(bytes));
    case 'MODBUS':
      return hex(crc16Modbus(bytes));
  }
};

const CALCULOS: Record<VarianteCrc16, (bytes: Uint8Array) => number> = {
  KERMIT: crc16Kermit,
  'CCITT-FALSE': crc16CcittFalse,
  MODBUS: crc16Modbus,
};

/**
 * Variante de CRC-16 que produz o valor gravado (4 hexadecimais, maiúsculos ou minúsculos), ou
 * `null` se nenhuma confere. KERMIT é tentada primeiro (quando mais de uma confere, vale a dele),
 * salvo `preferida`: num arquivo grande, a variante já vista poupa cálculo nas linhas seguintes.
 */
export const identificarCrc16 = (
  bytes: Uint8Array,
  gravado: string,
  preferida: VarianteCrc16 = 'KERMIT',
): VarianteCrc16 | null => {
  if (!/^[0-9A-Fa-f]{4}$/.test(gravado)) return null;
  const valor = Number.parseInt(gravado, 16);
  if (CALCULOS[preferida](bytes) === valor) return preferida;
  return VARIANTES_CRC16.find((v) => v !== preferida && CALCULOS[v](bytes) === valor) ?? null;
};
