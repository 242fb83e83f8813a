import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

// Web Worker do captcha: a prova de trabalho (PBKDF2 via WebCrypto) roda fora da thread da tela,
// que continua respondendo. O protocolo de mensagens é o do altcha-lib (solveChallengeWorkers).
handler({ deriveKey });
