import { createHmac } from 'node:crypto';

/**
 * Senha que cifra as chaves privadas guardadas: CERTIFICADOS_SENHA, ou derivada do segredo dos
 * JWT (modo embutido/demo). Em produção defina CERTIFICADOS_SENHA: trocar o JWT_SECRET sem ela
 * deixaria as chaves já guardadas ilegíveis.
 */
export const senhaCertificados = (env: string | undefined, jwtSecret: Uint8Array): string =>
  env && env.length > 0
    ? env
    : createHmac('sha256', jwtSecret).update('jornada:certificados').digest('base64url');
