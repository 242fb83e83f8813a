import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OpcoesAcesso } from '../modules/auth/auth.config.ts';
import { loadAcesso } from './acesso.ts';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** SESSION_CACHE_MS: atraso máximo, entre processos, de logout/desligamento/perfil retirado. */
  sessaoCacheMs: number;
  logLevel: string;
  corsOrigins: string[];
  trustProxy: boolean;
  webDist: string | undefined;
  seed: boolean;
  acesso: OpcoesAcesso;
};

const inteiro = (nome: string, padrao: number, aceitaZero = false): number => {
  const bruto = process.env[nome];
  if (bruto === undefined || bruto === '') return padrao;
  const n = Number(bruto);
  if (!Number.isInteger(n) || n < 0 || (n === 0 && !aceitaZero))
    throw new Error(`${nome} deve ser um inteiro positivo (recebido: ${bruto})`);
  return n;
};

/**
 * Segredo dos JWT: JWT_SECRET, ou um segredo aleatório criado uma vez e guardado em
 * ./data/jwt-secret (modo embutido), para que os tokens sobrevivam a reinícios.
 */
const segredoJwt = (dataDir: string): Uint8Array => {
  const env = process.env.JWT_SECRET;
  if (env) {
    if (env.length < 32) throw new Error('JWT_SECRET deve ter pelo menos 32 caracteres');
    return new TextEncoder().encode(env);
  }
  const arquivo = join(dataDir, 'jwt-secret');
  if (!existsSync(arquivo)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(arquivo, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(arquivo, 'utf8').trim());
};

export const loadConfig = (): Config => {
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  // PORT=0: o sistema escolhe uma porta livre, informada na linha "Jornada no ar" (benchmarks).
  const port = inteiro('PORT', 8080, true);
  return {
    port,
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: segredoJwt(dataDir),
    accessTokenTtlSeconds: inteiro('ACCESS_TOKEN_TTL_SECONDS', 3600),
    refreshTokenTtlDays: inteiro('REFRESH_TOKEN_TTL_DAYS', 30),
    sessaoCacheMs: inteiro('SESSION_CACHE_MS', 2000),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean),
    trustProxy: process.env.TRUST_PROXY === 'true',
    webDist: process.env.WEB_DIST ?? resolve('apps/web/dist'),
    seed: process.env.SEED !== 'false',
    acesso: loadAcesso(dataDir, port),
  };
};
