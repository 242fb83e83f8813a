import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { atorDe } from '../auditoria/index.ts';
import type { OpcoesImportacaoAfd } from './importacao-afd.contexto.ts';
import { type ArquivoAfd, type DepsProcessar, processarAfd } from './importacao-afd.processar.ts';

export type { OpcoesImportacaoAfd } from './importacao-afd.contexto.ts';
export type { ArquivoAfd } from './importacao-afd.processar.ts';

type Deps = DepsProcessar & { db: Db };

const quemDe = (auth: AuthContext) => ({
  empresaId: auth.empresaId,
  usuarioId: auth.usuarioId,
  ator: atorDe(auth),
});

/**
 * Importação do AFD de um relógio REP-C/REP-A de qualquer leiaute (671, 1510, 595) para o ponto
 * tratado, na requisição (arquivos pequenos; os grandes vão pela fila: importacao-afd.tarefas.ts).
 * A prévia classifica sem gravar; a importação grava, numa transação, as marcações casadas pelo
 * vínculo do RH, pelo CPF (671) ou pelo PIS (1510/595) ainda não importadas (mesmo REP e NSR).
 */
export const createImportacaoAfdService = ({ db, ...deps }: Deps) => ({
  /** Lê e classifica o arquivo sem gravar nada. */
  previa: (auth: AuthContext, arquivo: ArquivoAfd, opcoes: OpcoesImportacaoAfd = {}) =>
    db.transaction((tx) =>
      processarAfd(tx, deps, quemDe(auth), { arquivo, opcoes, confirmar: false }),
    ),
  /** Lê e grava, numa transação, as marcações casadas ainda não importadas. */
  importar: (auth: AuthContext, arquivo: ArquivoAfd, opcoes: OpcoesImportacaoAfd = {}) =>
    db.transaction((tx) =>
      processarAfd(tx, deps, quemDe(auth), { arquivo, opcoes, confirmar: true }),
    ),
});
