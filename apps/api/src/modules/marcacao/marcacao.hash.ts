import { createHash } from 'node:crypto';
import { calcularHashMarcacao, type DadosMarcacaoRepP } from '@jornada/domain';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Hash do AFD tipo 7 (regra no domínio), com o SHA-256 do node:crypto. */
export const hashMarcacao = (dados: DadosMarcacaoRepP, hashAnterior: string | null): string =>
  calcularHashMarcacao(dados, hashAnterior, sha256Hex);
