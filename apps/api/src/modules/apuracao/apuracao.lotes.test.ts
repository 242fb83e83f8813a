import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { createApuracaoDeTeste } from '../../../test/apuracao-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import type { EspelhoCalculado } from './apuracao.tipos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026
});
afterAll(() => t.close());

describe('calcularEmLotes (recálculo da empresa, reprocessamento, ocorrências)', () => {
  it('em lotes pequenos, com os próximos já carregando, entrega os mesmos espelhos na ordem', async () => {
    const pessoas = await t.db.query<{
      id: number;
      admissao: string | null;
      demissao: string | null;
    }>('select id, admissao, demissao from usuario where empresa_id = $1 order by id', [
      EMPRESA_DEMO,
    ]);
    const apuracao = createApuracaoDeTeste(t.db.db);
    const deps = { db: t.db.db, empresaId: EMPRESA_DEMO };
    const periodo = { inicio: '2026-10-01', fim: '2026-10-31', hoje: '2026-11-16' };
    const deUmaVez = await apuracao.calcularEspelhos({ ...deps, pessoas, ...periodo });
    const entregues: EspelhoCalculado[] = [];
    const lotes: number[][] = [];
    await apuracao.calcularEmLotes(
      deps,
      pessoas,
      periodo,
      (lote, ps) => {
        entregues.push(...lote);
        lotes.push(ps.map((p) => p.id));
      },
      3,
    );
    expect(lotes.flat()).toEqual(pessoas.map((p) => p.id));
    expect(lotes.every((l) => l.length <= 3)).toBe(true);
    expect(entregues).toEqual(deUmaVez);
    // A demo tem marcações em outubro: o teste compara espelhos de verdade, não listas vazias.
    expect(entregues.some((e) => e.linhas.some((l) => l.marcacoes.length > 0))).toBe(true);

    // Um lote maior chega em partes pequenas (os espelhos de uma parte morrem jovens no V8),
    // com as mesmas pessoas, na mesma ordem, e os mesmos espelhos.
    const partes: number[][] = [];
    const emPartes: EspelhoCalculado[] = [];
    await apuracao.calcularEmLotes(deps, pessoas, periodo, (lote, ps) => {
      emPartes.push(...lote);
      partes.push(ps.map((p) => p.id));
    });
    expect(pessoas.length).toBeGreaterThan(4);
    expect(partes.every((l) => l.length >= 1 && l.length <= 4)).toBe(true);
    expect(partes.flat()).toEqual(pessoas.map((p) => p.id));
    expect(emPartes).toEqual(deUmaVez);
  });
});
