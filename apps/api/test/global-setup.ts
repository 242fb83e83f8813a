import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase, type DbHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { semearDemoDeTeste } from './modelo-demo.ts';
import { comBanco, urlDoBanco } from './postgres-de-teste.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: arquivo com o diretório de dados; PostgreSQL: nome do banco modelo. */
    modeloMigrado: string;
    modeloDemo: string;
  }
}

/**
 * Migra (e semeia a demo) uma vez e guarda o resultado como modelo: cada arquivo de teste parte
 * da sua cópia — no PGlite, o diretório de dados (~0,3 s em vez de initdb, migrações e semente);
 * no PostgreSQL, `create database … template` (em vez de migrar e semear um schema por arquivo).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return modelosPostgres(project, url);
  const handle = await createDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  project.provide('modeloMigrado', await guardarPglite(handle, 'migrado'));
  await semearDemoDeTeste(handle);
  project.provide('modeloDemo', await guardarPglite(handle, 'demo'));
  await handle.close();
}

const guardarPglite = async (handle: DbHandle, nome: string) => {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const arquivo = join(tmpdir(), `jornada-pglite-${nome}-${process.pid}.tar`);
  writeFileSync(arquivo, Buffer.from(await dump.arrayBuffer()));
  return arquivo;
};

const modelosPostgres = async (project: TestProject, url: string) => {
  const migrado = `jornada_modelo_${process.pid}`;
  const demo = `jornada_modelo_demo_${process.pid}`;
  await comBanco(url, async (c) => {
    await c.query(`drop database if exists ${migrado} with (force)`);
    await c.query(`drop database if exists ${demo} with (force)`);
    await c.query(`create database ${migrado}`);
  });
  const handle = await createDatabase({ url: urlDoBanco(url, migrado), poolMax: 2 });
  await migrate(handle);
  await handle.close();
  await comBanco(url, (c) => c.query(`create database ${demo} template ${migrado}`));
  const semeado = await createDatabase({ url: urlDoBanco(url, demo), poolMax: 2 });
  await semearDemoDeTeste(semeado);
  await semeado.close();
  project.provide('modeloMigrado', migrado);
  project.provide('modeloDemo', demo);
  return async () => {
    await comBanco(url, async (c) => {
      await c.query(`drop database if exists ${migrado} with (force)`);
      await c.query(`drop database if exists ${demo} with (force)`);
    });
  };
};
