import { CONFIGURACAO_PADRAO } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';
import { semearRegrasDemo } from '../../../seed/demo-regras.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../../seed/seed.ts';

let t: AppDeTeste;
let rh: string;
let rhOutra: string;
let padraoId: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  rhOutra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
  const [rp] = await t.db.query<{ id: number }>(
    'select id from regra_ponto where empresa_id = $1 limit 1',
    [EMPRESA_DEMO],
  );
  padraoId = rp!.id;
});
afterAll(() => t.close());

const BASE = '/api/regras-alocacao/regraponto';
const CALC = '/api/regras-calculo/api/v1';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

const createRegra = async (tipo: string, corpo: object) =>
  (await chamar('POST', `${CALC}/${tipo}`, rh, { nome: `Regra ${tipo}`, ...corpo })).json().data
    .id as number;

describe('/regraponto', () => {
  it('semente: "Padrão CLT" é a padrão da empresa e resolve para CFG-DEFAULT', async () => {
    const r = await chamar('GET', `${BASE}/${padraoId}`, rh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      nome: 'Padrão CLT',
      padrao: true,
      vigenciaInicio: '2024-01-01',
      configuracao: CONFIGURACAO_PADRAO,
    });
    expect(Object.values(r.json().data.regras).every((id) => typeof id === 'number')).toBe(true);
  });

  it('semente idempotente: rodar de novo não duplica regras nem alocações', async () => {
    const contar = () =>
      t.db.query<{ r: string; a: string }>(
        `select (select count(*) from regra_calculo where empresa_id = $1) as r,
                (select count(*) from alocacao_regra where empresa_id = $1) as a`,
        [EMPRESA_DEMO],
      );
    const antes = await contar();
    await semearRegrasDemo(t.db.db, EMPRESA_DEMO);
    expect(await contar()).toEqual(antes);
  });

  it('GET paginado com busca sem acento, by-empresa-id e default', async () => {
    const p = await chamar('GET', `${BASE}?pageNumber=1&pageSize=10&search=padrao`, rh);
    expect(p.json().data).toMatchObject({ total: 1, pageNumber: 1, pageSize: 10 });
    const e = await chamar('GET', `${BASE}/by-empresa-id?empresaId=${EMPRESA_DEMO}`, rh);
    expect(e.json().data.map((r: { id: number }) => r.id)).toContain(padraoId);
    const d = await chamar('GET', `${BASE}/default`, rh);
    expect(d.json().data).toMatchObject({ id: padraoId, padrao: true });
  });

  it('by-empresa-id de outra empresa → 404', async () => {
    const r = await chamar('GET', `${BASE}/by-empresa-id?empresaId=${EMPRESA_FERIAS}`, rh);
    expect(r.statusCode).toBe(404);
  });

  it('POST (201 + location) escolhe regras e resolve a configuração do motor', async () => {
    const tolerancia = await createRegra('tolerancia', {
      porMarcacao: 3,
      diaria: 6,
      vigenciaInicio: '2026-01-01',
    });
    const faixas = await createRegra('horaPositivaFaixas', {
      faixas: [{ ateMinutos: 60, percentual: 60 }, { percentual: 90 }],
      vigenciaInicio: '2026-01-01',
    });
    const c = await chamar('POST', BASE, rh, {
      nome: 'Comércio SP',
      vigenciaInicio: '2026-01-01',
      regras: { tolerancia, horaPositivaFaixas: faixas },
    });
    expect(c.statusCode).toBe(201);
    const id = c.json().data.id;
    expect(c.headers.location).toBe(`${BASE}/${id}`);
    const g = (await chamar('GET', `${BASE}/${id}`, rh)).json().data;
    expect(g.padrao).toBe(false);
    expect(g.regras).toMatchObject({ tolerancia, horaPositivaFaixas: faixas, domingo: null });
    expect(g.configuracao).toEqual({
      ...CONFIGURACAO_PADRAO,
      tolerancia: { ...CONFIGURACAO_PADRAO.tolerancia, porMarcacao: 3, diaria: 6 },
      extras: {
        ...CONFIGURACAO_PADRAO.extras,
        faixas: [{ ateMinutos: 60, percentual: 60 }, { percentual: 90 }],
      },
    });
  });

  it('PUT /regraponto/{id} e PUT /regraponto (id no corpo) criam versões; ?data= mostra a anterior', async () => {
    const c = await chamar('POST', BASE, rh, { nome: 'Versionada', vigenciaInicio: '2026-01-01' });
    const id = c.json().data.id;
    const domingo = await createRegra('domingo', { percentual: 150 });
    const p1 = await chamar('PUT', `${BASE}/${id}`, rh, { regras: { domingo } });
    expect(p1.json().data).toMatchObject({ versao: 2, vigenciaInicio: '2026-11-16' });
    expect(p1.json().data.configuracao.extras.domingoFeriado).toBe(150);
    const p2 = await chamar('PUT', BASE, rh, {
      id,
      nome: 'Versionada 2',
      regras: { domingo: null },
    });
    expect(p2.json().data).toMatchObject({ versao: 3, nome: 'Versionada 2' });
    expect(p2.json().data.regras.domingo).toBeNull();
    const antes = await chamar('GET', `${BASE}/${id}?data=2026-10-01`, rh);
    expect(antes.json().data).toMatchObject({ versao: 1, nome: 'Versionada' });
    const h = await chamar('GET', `${BASE}/historico/${id}`, rh);
    expect(h.json().data.map((v: { versao: number }) => v.versao)).toEqual([3, 2, 1]);
  });

  it('regra de outro tipo → 400 em regras.<tipo>', async () => {
    const domingo = await createRegra('domingo', { percentual: 150 });
    const r = await chamar('POST', BASE, rh, { nome: 'x', regras: { tolerancia: domingo } });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('regras.tolerancia');
  });

  it('regra que só vigora depois da versão → 400 com a data', async () => {
    const tol = await createRegra('tolerancia', { porMarcacao: 2 });
    const r = await chamar('POST', BASE, rh, {
      nome: 'x',
      vigenciaInicio: '2026-01-01',
      regras: { tolerancia: tol },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('16/11/2026');
  });

  it('regra de cálculo de outra empresa não pode ser escolhida (400)', async () => {
    const deOutra = (
      await chamar('POST', `${CALC}/tolerancia`, rhOutra, { nome: 'Da indústria' })
    ).json().data.id;
    const r = await chamar('POST', BASE, rh, { nome: 'x', regras: { tolerancia: deOutra } });
    expect(r.statusCode).toBe(400);
  });

  it('PUT /regraponto com id de outra empresa no corpo → 404', async () => {
    const r = await chamar('PUT', BASE, rhOutra, { id: padraoId, nome: 'Invasor' });
    expect(r.statusCode).toBe(404);
  });

  it('PUT /regraponto/default?id= troca a padrão a partir de hoje; o mês passado mantém a anterior', async () => {
    const nova = (
      await chamar('POST', BASE, rh, { nome: 'Nova padrão', vigenciaInicio: '2024-01-01' })
    ).json().data.id;
    const r = await chamar('PUT', `${BASE}/default?id=${nova}`, rh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ id: nova, padrao: true });
    expect((await chamar('GET', `${BASE}/default`, rh)).json().data.id).toBe(nova);
    expect((await chamar('GET', `${BASE}/default?data=2026-10-01`, rh)).json().data.id).toBe(
      padraoId,
    );
    const outra = await chamar('PUT', `${BASE}/default?id=${nova}`, rhOutra);
    expect(outra.statusCode).toBe(404);
  });

  it('toda mudança audita antes e depois', async () => {
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade in ('regra_ponto', 'regra_ponto_padrao')",
    );
    expect(Number(a!.n)).toBeGreaterThan(3);
  });
});
