// WAL que uma carga fez o PostgreSQL escrever, por pedido. Logo depois do início de um checkpoint
// (a cada 5 min, `checkpoint_timeout`) a primeira alteração de cada página do heap e dos índices
// vai inteira para o WAL (full page write): o mesmo INSERT escreve várias vezes mais WAL, e o banco
// gasta mais CPU e espera mais o disco no COMMIT. Esta figura mostra quando uma carga caiu nessa
// janela (a vazão e a cauda da latência pioram sem que o código tenha mudado).
import type pg from 'pg';

const lsnAtual = async (banco: pg.Pool) =>
  (await banco.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;

/** Roda `carga` e devolve também os bytes de WAL escritos por pedido durante ela. */
export const medirWal = async <R>(
  banco: pg.Pool,
  carga: () => Promise<R>,
  pedidos: number,
): Promise<{ resultado: R; walPorPedido: number }> => {
  const antes = await lsnAtual(banco);
  const resultado = await carga();
  const { rows } = await banco.query<{ bytes: string }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::text as bytes',
    [antes],
  );
  return { resultado, walPorPedido: Number(rows[0]!.bytes) / pedidos };
};

export const descreverWal = (bytesPorPedido: number) =>
  `WAL ${(bytesPorPedido / 1024).toFixed(1).replace('.', ',')} kB por pedido`;
