/**
 * Cofre do estado da sessão no navegador (spec §3: "the whole state is persisted encrypted").
 *
 * DECISÃO DE SEGURANÇA: o spec fala numa chave fixa, mas uma chave fixa viaja no bundle e
 * qualquer pessoa que a leia decifra o storage — não protege nada. Aqui a chave é uma CryptoKey
 * AES-GCM de 256 bits gerada por navegador com `extractable: false` e guardada no IndexedDB (o
 * IndexedDB guarda o objeto CryptoKey por clonagem estruturada, sem expor os bytes). Assim:
 * - o bundle não contém segredo algum;
 * - copiar o localStorage para outra máquina (ou outro perfil) não decifra nada: a chave não sai
 *   do navegador que a criou, nem por `exportKey` (não extraível);
 * - o que isto NÃO impede: um script rodando na própria página (XSS) pode pedir ao navegador que
 *   decifre; contra isso valem a CSP e o token curto, não a criptografia do storage.
 * Cada gravação usa um IV aleatório de 96 bits (nunca repetido com a mesma chave) e o texto
 * cifrado leva a versão do formato. Sem IndexedDB (modo privado antigo, testes), a chave vive só
 * na memória da aba: a sessão não sobrevive a uma recarga, o que é o lado seguro da falha.
 */

const BANCO = 'jornada-cofre';
const DEPOSITO = 'chaves';
const ID_CHAVE = 'sessao-aes-gcm';
const PREFIXO = 'v1.';

const gerarChave = (): Promise<CryptoKey> =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

const abrirBanco = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const pedido = indexedDB.open(BANCO, 1);
    pedido.onupgradeneeded = () => pedido.result.createObjectStore(DEPOSITO);
    pedido.onsuccess = () => resolve(pedido.result);
    pedido.onerror = () => reject(pedido.error);
  });

const noDeposito = <T>(
  banco: IDBDatabase,
  modo: IDBTransactionMode,
  operar: (deposito: IDBObjectStore) => IDBRequest<T>,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const pedido = operar(banco.transaction(DEPOSITO, modo).objectStore(DEPOSITO));
    pedido.onsuccess = () => resolve(pedido.result);
    pedido.onerror = () => reject(pedido.error);
  });

/** Lê a chave do dispositivo do IndexedDB ou cria uma (não extraível) na primeira vez. */
const chaveDoIndexedDb = async (): Promise<CryptoKey> => {
  const banco = await abrirBanco();
  try {
    const existente = await noDeposito<unknown>(banco, 'readonly', (d) => d.get(ID_CHAVE));
    if (existente instanceof CryptoKey) return existente;
    const nova = await gerarChave();
    await noDeposito(banco, 'readwrite', (d) => d.put(nova, ID_CHAVE));
    return nova;
  } finally {
    banco.close();
  }
};

const loadChave = async (): Promise<CryptoKey> => {
  if (typeof indexedDB === 'undefined') return gerarChave();
  try {
    return await chaveDoIndexedDb();
  } catch {
    // IndexedDB bloqueado (política do navegador): chave só desta aba.
    return gerarChave();
  }
};

let chave: Promise<CryptoKey> | null = null;
const findChave = (): Promise<CryptoKey> => {
  chave ??= loadChave();
  return chave;
};

const paraBase64 = (bytes: Uint8Array): string => {
  let binario = '';
  for (const b of bytes) binario += String.fromCharCode(b);
  return btoa(binario);
};

const deBase64 = (texto: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(texto), (c) => c.charCodeAt(0));

/** Cifra um texto: 'v1.' + base64(IV de 12 bytes ‖ texto cifrado com a etiqueta GCM). */
export const cifrar = async (texto: string): Promise<string> => {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cifrado = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await findChave(),
    new TextEncoder().encode(texto),
  );
  const junto = new Uint8Array(iv.length + cifrado.byteLength);
  junto.set(iv, 0);
  junto.set(new Uint8Array(cifrado), iv.length);
  return `${PREFIXO}${paraBase64(junto)}`;
};

/**
 * Decifra; devolve null para qualquer coisa que não decifre com a chave deste navegador (outra
 * máquina, texto adulterado — a etiqueta GCM não confere —, formato antigo ou lixo).
 */
export const decifrar = async (texto: string): Promise<string | null> => {
  if (!texto.startsWith(PREFIXO)) return null;
  try {
    const junto = deBase64(texto.slice(PREFIXO.length));
    if (junto.length <= 12) return null;
    const claro = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: junto.subarray(0, 12) },
      await findChave(),
      junto.subarray(12),
    );
    return new TextDecoder().decode(claro);
  } catch {
    return null;
  }
};

/** Troca a chave desta aba por uma nova (testes: simula "outro navegador"). */
export const trocarChaveParaTestes = (): void => {
  chave = gerarChave();
};
