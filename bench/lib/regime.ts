// O banco do benchmark da marcação como em produção antes de medir: estatísticas e mapa de
// visibilidade em dia e o trabalho de uma vez só da semeadura (a primeira varredura de alertas)
// já feito, fora das cargas medidas.
import type pg from 'pg';

/**
 * Em produção o autovacuum analisa as tabelas (estatísticas do planejador) e marca as páginas
 * visíveis (buscas só no índice); o PostgreSQL desta máquina o desliga (conf.d/90-ci.conf). Como
 * nos outros benchmarks, o VACUUM ANALYZE das tabelas do schema faz o mesmo, fora da medição.
 */
export const analisarComoEmProducao = async (admin: pg.Pool, schema: string) => {
  const [{ autovacuum } = { autovacuum: 'on' }] = (
    await admin.query<{ autovacuum: string }>('show autovacuum')
  ).rows;
  if (autovacuum === 'on') return;
  const { rows } = await admin.query<{ t: string }>(
    'select format($$%I.%I$$, schemaname, tablename) as t from pg_tables where schemaname = $1',
    [schema],
  );
  await admin.query(`vacuum analyze ${rows.map((r) => r.t).join(', ')}`);
};

/**
 * Espera uma varredura de alertas (job `alerta.varrer`, a cada minuto) que tenha começado depois
 * da semeadura das 20.000 pessoas. Conforme a hora do dia, a primeira encontra milhares de
 * entradas previstas sem marcação e registra e entrega milhares de alertas de uma vez (dezenas de
 * segundos de banco), um evento do dia, não o regime: sem esperar, ele caía dentro de uma das
 * cargas medidas, diferente a cada execução.
 */
export const varreduraDepoisDe = async (admin: pg.Pool, fila: string, instante: Date) => {
  const fim = performance.now() + 180_000;
  while (performance.now() < fim) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from ${fila}.job
        where name = 'alerta.varrer' and state = 'completed' and started_on > $1`,
      [instante],
    );
    if (rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('nenhuma varredura de alertas terminou em 3 min');
};
