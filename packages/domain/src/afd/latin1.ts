// AFD e AEJ são texto ISO-8859-1 (Portaria MTP 671/2021, Anexos V e VI): um byte por caractere,
// código 0–255. Tudo fora disso precisa de decisão explícita, nunca de conversão silenciosa.

/** Converte texto em bytes ISO-8859-1. Caractere fora do latin1 é erro (lança `Error`). */
export const encodeLatin1 = (texto: string): Uint8Array => {
  const bytes = new Uint8Array(texto.length);
  for (let i = 0; i < texto.length; i++) {
    const codigo = texto.charCodeAt(i);
    if (codigo > 0xff) {
      throw new Error(
        `caractere "${texto[i]}" (U+${codigo.toString(16).toUpperCase().padStart(4, '0')}) na posição ${i + 1} não existe em ISO-8859-1`,
      );
    }
    bytes[i] = codigo;
  }
  return bytes;
};

/** Lê bytes ISO-8859-1: todo byte é um caractere (nunca falha; a validação é feita à parte). */
export const decodeLatin1 = (bytes: Uint8Array): string => {
  // Uma linha de AFD cabe numa chamada só, sem o custo do spread (leitura de milhões de linhas).
  if (bytes.length <= 8192) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  let texto = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    texto += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return texto;
};

/** Controles C0 (exceto os usados no fim de linha), DEL e C1 não são caracteres imprimíveis. */
export const isByteImprimivelLatin1 = (byte: number): boolean =>
  (byte >= 0x20 && byte <= 0x7e) || byte >= 0xa0;

const semDiacriticos = (caractere: string): string =>
  caractere.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const substituirCaractere = (caractere: string): string => {
  const codigo = caractere.codePointAt(0) ?? 0;
  if (codigo < 0x20 || (codigo >= 0x7f && codigo < 0xa0)) return ' ';
  if (codigo <= 0xff) return caractere;
  const base = semDiacriticos(caractere);
  return base.length === 1 && (base.codePointAt(0) ?? 0) <= 0xff ? base : '?';
};

/**
 * Prepara texto livre (nomes, razão social, local) para um campo alfanumérico: quebras de linha e
 * controles viram espaço (um CR LF no meio quebraria o arquivo); letra fora do latin1 perde o
 * diacrítico (ő → o) e o que sobrar fora do latin1 vira `?`. Assim um nome estrangeiro nunca impede
 * o registro de um empregado ou de uma marcação.
 */
export const normalizarTextoLatin1 = (texto: string): string =>
  Array.from(texto.normalize('NFC'), substituirCaractere).join('');
