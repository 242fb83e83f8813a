import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { base64Utf8 } from '../../../lib/crypto.ts';
import type { DesafioCaptcha } from './captcha.api.ts';

const LIMITE_MS = 90_000;
const MAXIMO_WORKERS = 4;

const criarWorker = () =>
  new Worker(new URL('./captcha.worker.ts', import.meta.url), {
    type: 'module',
    name: 'captcha',
  });

/**
 * Resolve o desafio ALTCHA (prova de trabalho PBKDF2/SHA-256) e devolve o valor do cabeçalho
 * x-captcha-token: base64 do JSON {challenge, solution}, como o servidor confere. Com Web Worker
 * (navegadores), a busca se divide entre os núcleos; sem ele, roda aqui mesmo, cedendo a vez à tela.
 * Devolve null se for cancelado ou passar do limite de tempo.
 */
export const resolverDesafio = async (
  desafio: DesafioCaptcha,
  controller: AbortController,
): Promise<string | null> => {
  const challenge = { parameters: desafio.parameters, signature: desafio.signature };
  const solucao =
    typeof Worker === 'undefined'
      ? await solveChallenge({ challenge, controller, deriveKey, timeout: LIMITE_MS })
      : await solveChallengeWorkers({
          challenge,
          controller,
          timeout: LIMITE_MS,
          concurrency: Math.min(MAXIMO_WORKERS, navigator.hardwareConcurrency || 1),
          createWorker: criarWorker,
        });
  if (!solucao) return null;
  return base64Utf8(JSON.stringify({ challenge, solution: solucao }));
};
