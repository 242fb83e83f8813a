import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db, Tx } from './client.ts';

/**
 * Um campo no formato texto do COPY: `\N` é nulo; barra invertida, tabulação, quebra de linha e
 * retorno de carro escapados; booleano `t`/`f`; data em ISO; lista ou objeto como JSON (colunas
 * `jsonb`). Números como o JavaScript os escreve (o `float8` do PostgreSQL lê `1e-7`, `NaN` e
 * `Infinity`).
 */
export const campoCopia = (v: unknown): string => {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const texto = typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : JSON.stringify(v);
  return /[\\\t\n\r]/.test(texto) ? texto.replace(/[\\\t\n\r]/g, escapar) : texto;
};

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapar = (c: string) => ESCAPES[c]!;

/** Cliente por baixo do Drizzle: o `pg` (pool ou conexão da transação) ou o PGlite. */
type ClientePglite = {
  query: (sql: string, params: unknown[], opcoes: { blob: Blob }) => Promise<unknown>;
};
const clienteDe = (db: Db | Tx) =>
  (db as unknown as { session: { client: pg.Pool | pg.PoolClient | ClientePglite } }).session
    .client;

/**
 * `COPY tabela (colunas) FROM STDIN` das linhas já no formato texto (`campoCopia` por campo,
 * tabulação entre campos, uma linha por registro terminada em `\n`), na transação de quem chama.
 * É o caminho de carga em massa do PostgreSQL: sem planejar um INSERT nem ler JSON linha a linha
 * (na fotografia do reprocessamento, ~3× mais rápido que o `jsonb_to_recordset`). No PostgreSQL
 * vai pelo protocolo de cópia (`pg-copy-streams`); no PGlite, pelo `/dev/blob` dele.
 */
export const copiarLinhas = async (
  db: Db | Tx,
  tabela: string,
  colunas: readonly string[],
  texto: string,
) => {
  if (texto.length === 0) return;
  const client = clienteDe(db);
  const lista = colunas.join(', ');
  if (client instanceof pg.Pool) {
    const conexao = await client.connect();
    try {
      await copiarPg(conexao, tabela, lista, texto);
    } finally {
      conexao.release();
    }
  } else if (client instanceof pg.Client) await copiarPg(client, tabela, lista, texto);
  else
    await client.query(`copy ${tabela} (${lista}) from '/dev/blob'`, [], {
      blob: new Blob([texto]),
    });
};

const copiarPg = (
  client: pg.PoolClient | pg.Client,
  tabela: string,
  lista: string,
  texto: string,
) =>
  pipeline(Readable.from([texto]), client.query(copyFrom(`copy ${tabela} (${lista}) from stdin`)));
