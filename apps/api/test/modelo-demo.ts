import type { DbHandle } from '../src/db/client.ts';
import { senhaCertificados } from '../src/modules/certificado/senha.ts';
import { seedDemo } from '../src/seed/seed.ts';

/** Instante fixo da demo nos testes: segunda-feira, 16/11/2026, 10:30 em Brasília. */
export const AGORA_TESTE = new Date('2026-11-16T13:30:00Z');

/** Segredo do JWT dos apps de teste; também cifra a chave do certificado de demonstração. */
export const JWT_SECRET_TESTE = new TextEncoder().encode(
  'segredo-de-teste-com-mais-de-32-caracteres',
);

/**
 * Semeia a demo como todo app de teste a vê: relógio em AGORA_TESTE e o certificado cifrado com a
 * senha que o app deriva do segredo. O global-setup semeia uma vez e guarda o banco como modelo.
 */
export const semearDemoDeTeste = (handle: DbHandle) =>
  seedDemo(handle.db, () => AGORA_TESTE, {
    senhaCertificados: senhaCertificados(undefined, JWT_SECRET_TESTE),
  });
