import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { CERCA_DEMO } from '../../seed/demo-cerca-virtual.ts';
import { EMPRESA_FERIAS } from '../../seed/seed.ts';

let t: AppDeTeste;
let rh: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
}, 300_000);
afterAll(() => t.close());

const fila = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cerca-virtual/marcacoes/fora-da-cerca?${query}`,
    headers: bearer(token),
  });

describe('fila de revisão das marcações fora da cerca', () => {
  it('lista a marcação aceita fora da cerca com o local, a precisão e a cerca da filial', async () => {
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    const local = {
      latitude: CERCA_DEMO.latitude + 1200 / 111_195,
      longitude: CERCA_DEMO.longitude,
      precisaoMetros: 25,
    };
    const m = await t.app.inject({
      method: 'POST',
      url: '/api/main/MarcarPonto3',
      headers: bearer(colaborador),
      payload: local,
    });
    expect(m.statusCode).toBe(200);
    const marcacaoId = m.json().Data.marcacao.id as number;
    const dentro = await t.app.inject({
      method: 'POST',
      url: '/api/main/MarcarPonto3',
      headers: bearer(await t.token('colaborador02@demo.jornada.dev')),
      payload: {
        latitude: CERCA_DEMO.latitude,
        longitude: CERCA_DEMO.longitude,
        precisaoMetros: 5,
      },
    });
    expect(dentro.statusCode).toBe(200);

    const r = await fila(rh, 'inicio=2026-11-01&fim=2026-11-30');
    expect(r.statusCode).toBe(200);
    const itens = r.json().data as { marcacaoId: number; nome: string }[];
    expect(itens.map((i) => i.marcacaoId)).toEqual([marcacaoId]);
    expect(itens[0]).toMatchObject({
      nome: 'Paula Andrade',
      matricula: '1003',
      latitude: local.latitude,
      longitude: local.longitude,
      precisaoMetros: 25,
      origem: expect.any(String),
      cercas: [{ nome: 'Loja Centro', forma: { tipo: 'circulo', raioMetros: 300 } }],
    });
    expect(r.json().data[0].distanciaCercaMetros).toBeGreaterThan(850);

    expect((await fila(rh, 'inicio=2026-10-01&fim=2026-10-31')).json().data).toEqual([]);
    const invertido = await fila(rh, 'inicio=2026-11-30&fim=2026-11-01');
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().campo).toBe('fim');
  });

  it('o colaborador não vê a fila e outra empresa não vê as marcações da demo', async () => {
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    expect((await fila(colaborador, 'inicio=2026-11-01&fim=2026-11-30')).statusCode).toBe(403);
    const outra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    const r = await fila(outra, 'inicio=2026-11-01&fim=2026-11-30');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual([]);
  });
});
