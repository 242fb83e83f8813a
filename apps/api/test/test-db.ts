import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as esperar } from 'node:timers/promises';
import { inject } from 'vitest';
import { createDatabase, type DbHandle } from '../src/db/client.ts';
import { comBanco, urlDoBanco } from './postgres-de-teste.ts';

/**
 * Banco novo e migrado para um arquivo de teste, copiado do modelo do global-setup (com a demo
 * semeada, se `demo`): PGlite em memória por padrão; com TEST_DATABASE_URL, um banco descartável
 * no PostgreSQL real, criado do banco modelo e removido no close.
 */
export const createTestDb = async ({ demo = false } = {}): Promise<DbHandle> => {
  const modelo = inject(demo ? 'modeloDemo' : 'modeloMigrado');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return createDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(modelo)]) });
  }
  const banco = `teste_${randomBytes(6).toString('hex')}`;
  await comBanco(url, (c) => criarDoModelo(c, banco, modelo));
  const handle = await createDatabase({ url: urlDoBanco(url, banco), poolMax: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await comBanco(url, (c) => c.query(`drop database if exists ${banco} with (force)`));
    },
  };
};

/** O PostgreSQL recusa copiar um modelo com outra conexão aberta nele: tenta de novo. */
const criarDoModelo = async (
  c: { query: (s: string) => Promise<unknown> },
  banco: string,
  modelo: string,
) => {
  for (let tentativa = 1; ; tentativa++) {
    try {
      await c.query(`create database ${banco} template ${modelo}`);
      return;
    } catch (e) {
      if (tentativa >= 20 || !/being accessed by other users/.test(String(e))) throw e;
      await esperar(100 * tentativa);
    }
  }
};
