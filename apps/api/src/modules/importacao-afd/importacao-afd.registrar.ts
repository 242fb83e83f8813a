import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Fila } from '../../jobs/fila.ts';
import type { DepsProcessar } from './importacao-afd.processar.ts';
import { importacaoAfdRoutes } from './importacao-afd.routes.ts';
import { createImportacaoAfdService } from './importacao-afd.service.ts';
import { createImportacaoAfdTarefas } from './importacao-afd.tarefas.ts';
import { importacaoAfdCadastroRoutes } from './importacao-afd-cadastro.routes.ts';
import { createImportacaoAfdCadastroService } from './importacao-afd-cadastro.service.ts';

/**
 * Importação de AFD de relógios (SERVICOS.main): na requisição (prévia e arquivos pequenos), na
 * fila (arquivos grandes, com o worker registrado aqui se o servidor tem fila), cadastro dos
 * relógios e vínculos de identificadores.
 */
export const registrarImportacaoAfd = async (
  app: FastifyInstance,
  deps: DepsProcessar & { db: Db; fila: Fila | undefined; progressoParalelo: boolean },
) => {
  const importacao = createImportacaoAfdService(deps);
  const tarefas = createImportacaoAfdTarefas(deps);
  await tarefas.registrarWorker();
  await app.register(importacaoAfdRoutes, { prefix: SERVICOS.main, importacao, tarefas });
  const cadastro = createImportacaoAfdCadastroService(deps);
  await app.register(importacaoAfdCadastroRoutes, { prefix: SERVICOS.main, cadastro });
  return { importacao, tarefas, cadastro };
};
