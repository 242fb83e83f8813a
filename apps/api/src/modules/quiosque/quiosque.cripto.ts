import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

/** Sem letras e dígitos que se confundem (0/O, 1/I/L): o RH dita o código ao lado do tablet. */
const ALFABETO_CODIGO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TAMANHO_CODIGO = 8;

export const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');

export const novoCodigoAtivacao = () =>
  Array.from(
    { length: TAMANHO_CODIGO },
    () => ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)],
  ).join('');

/** Código digitado: maiúsculo, sem espaços nem hífens. */
export const normalizarCodigo = (codigo: string) => codigo.toUpperCase().replace(/[\s-]/g, '');

export const novoSegredo = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const iguais = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const derivar = (segredo: Uint8Array, rotulo: string) =>
  createHmac('sha256', segredo).update(rotulo).digest();

/**
 * Chave HMAC do aparelho: derivada do segredo do servidor e da credencial atual, então não é
 * guardada e muda a cada nova ativação (revogar invalida também as assinaturas futuras).
 */
export const chaveHmacDoDispositivo = (
  segredo: Uint8Array,
  d: { empresaId: number; id: number; credencialHash: string },
) => derivar(segredo, `quiosque-hmac:${d.empresaId}:${d.id}:${d.credencialHash}`).toString('hex');

/** Confere a assinatura do aparelho sobre `${eventoId}|${dataHoraDispositivo}`. */
export const assinaturaConfere = (chaveHex: string, mensagem: string, assinatura: string) =>
  iguais(
    createHmac('sha256', Buffer.from(chaveHex, 'hex')).update(mensagem).digest('hex'),
    assinatura,
  );

/** Código do QR dinâmico de uma janela: HMAC da janela com a chave da pessoa (versão atual). */
export const codigoQrDinamico = (
  segredo: Uint8Array,
  p: { empresaId: number; usuarioId: number; qrVersao: number },
  janela: number,
) =>
  createHmac('sha256', derivar(segredo, `quiosque-qr:${p.empresaId}:${p.usuarioId}:${p.qrVersao}`))
    .update(String(janela))
    .digest('hex')
    .slice(0, 20);

const SCRYPT_N = 16384;
const scryptAsync = (pin: string, sal: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, sal, 32, { N: SCRYPT_N, r: 8, p: 1 }, (erro, chave) =>
      erro ? reject(erro) : resolve(chave),
    ),
  );

/** PIN guardado como `scrypt$N$sal$hash` (base64url). */
export const hashPin = async (pin: string) => {
  const sal = randomBytes(16);
  const chave = await scryptAsync(pin, sal);
  return `scrypt$${SCRYPT_N}$${sal.toString('base64url')}$${chave.toString('base64url')}`;
};

/** Hash fixo para conferir com o mesmo custo quando a pessoa não tem PIN (sem vazar quem tem). */
const HASH_VAZIO = `scrypt$${SCRYPT_N}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;

export const pinConfere = async (pin: string, guardado: string | null) => {
  const [, , sal, hash] = (guardado ?? HASH_VAZIO).split('$');
  const chave = await scryptAsync(pin, Buffer.from(sal ?? '', 'base64url'));
  const esperado = Buffer.from(hash ?? '', 'base64url');
  return guardado !== null && esperado.length === chave.length && timingSafeEqual(esperado, chave);
};
