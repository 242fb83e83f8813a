import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

// Os índices que o lote do REP usa sob a trava, escolhidos pelo planejador mesmo sem estatísticas
// da tabela (autovacuum desligado, como no PostgreSQL do CI, ou tabela que acabou de crescer).
// Com o índice do eventoId completo, a busca do duplo clique caía nele: empresa e colaborador no
// índice, data e minuto como filtro sobre todas as marcações da pessoa, a cada linha do lote.
// O reenvio (mesmo eventoId: a mesma marcação de volta) está em marcacao.test.ts.
let t: AppDeTeste;

beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

/** Índices que o plano do comando usa (EXPLAIN em JSON, sem executar). */
const indicesDoPlano = async (consulta: string, params: unknown[]) => {
  const [linha] = await t.db.query<{ plano: unknown }>(`explain (format json) ${consulta}`, params);
  return [...JSON.stringify(linha).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]);
};

describe('índices da marcação', () => {
  it('a busca do duplo clique (colaborador, data e minuto) vai pelo índice de data e minuto', async () => {
    const indices = await indicesDoPlano(
      `select true from marcacao o
        where o.empresa_id = $1 and o.usuario_id = $2 and o.data = $3 and o.minuto = $4 limit 1`,
      [2, 9, '2026-11-28', 480],
    );
    expect(indices).toEqual(['marcacao_usuario_data_ix']);
  });

  it('o reenvio pelo eventoId continua achando a marcação pelo índice único', async () => {
    const indices = await indicesDoPlano(
      `select id from marcacao where empresa_id = $1 and usuario_id = $2 and evento_id = $3`,
      [2, 9, 'evento-1'],
    );
    expect(indices).toEqual(['marcacao_evento_uq']);
  });
});
