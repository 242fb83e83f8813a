import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../../seed/seed.ts';

let t: AppDeTeste;
let rh: string;
let rhOutra: string;
let colaborador: string;
let pessoas: { id: number; nome: string }[];
let padraoId: number;
let outraRegra: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  rhOutra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
  colaborador = await t.token('colaborador@demo.jornada.dev');
  pessoas = await t.db.query<{ id: number; nome: string }>(
    "select id, nome from usuario where empresa_id = $1 and email like 'colaborador%' order by id",
    [EMPRESA_DEMO],
  );
  const [rp] = await t.db.query<{ id: number }>(
    'select id from regra_ponto where empresa_id = $1 limit 1',
    [EMPRESA_DEMO],
  );
  padraoId = rp!.id;
  outraRegra = (
    await chamar('POST', '/api/regras-alocacao/regraponto', rh, {
      nome: '12x36 portaria',
      vigenciaInicio: '2024-01-01',
    })
  ).json().data.id;
});
afterAll(() => t.close());

const BASE = '/api/regras-alocacao/alocacao';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
const pessoa = (i: number) => pessoas[i]!.id;
const alocacoesDe = async (usuarioId: number) =>
  (await chamar('GET', `${BASE}?usuarioId=${usuarioId}&pageSize=50`, rh)).json().data.items as {
    id: number;
    regraId: number;
    dataInicio: string;
    dataFim: string | null;
    status: string;
  }[];

describe('/alocacao', () => {
  it('semente: todos alocados na Padrão CLT desde 2024-01-01', async () => {
    const r = await chamar('GET', `${BASE}?regraId=${padraoId}&pageSize=100`, rh);
    const [todos] = await t.db.query<{ n: string }>(
      'select count(*) as n from usuario where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    expect(r.json().data.total).toBe(Number(todos!.n));
    expect(r.json().data.items[0]).toMatchObject({
      regraId: padraoId,
      regraNome: 'Padrão CLT',
      dataInicio: '2024-01-01',
      dataFim: null,
      status: 'ativa',
    });
  });

  it('POST aloca vários (201, location), encerrando a anterior na véspera', async () => {
    const c = await chamar('POST', BASE, rh, {
      usuarioIds: [pessoa(0), pessoa(1)],
      regraId: outraRegra,
      dataInicio: '2026-12-01',
    });
    expect(c.statusCode).toBe(201);
    const [primeira] = c.json().data;
    expect(c.headers.location).toBe(`${BASE}/get-by-id/${primeira.id}`);
    expect(primeira).toMatchObject({
      usuarioId: pessoa(0),
      regraId: outraRegra,
      regraNome: '12x36 portaria',
    });
    const lista = await alocacoesDe(pessoa(0));
    expect(lista.map((a) => [a.regraId, a.dataInicio, a.dataFim])).toEqual(
      expect.arrayContaining([
        [padraoId, '2024-01-01', '2026-11-30'],
        [outraRegra, '2026-12-01', null],
      ]),
    );
  });

  it('alocação com data fim no meio da anterior: a anterior continua depois', async () => {
    await chamar('POST', BASE, rh, {
      usuarioIds: [pessoa(2)],
      regraId: outraRegra,
      dataInicio: '2026-07-01',
      dataFim: '2026-07-31',
    });
    const lista = await alocacoesDe(pessoa(2));
    expect(lista.map((a) => [a.regraId, a.dataInicio, a.dataFim]).sort()).toEqual(
      [
        [padraoId, '2024-01-01', '2026-06-30'],
        [outraRegra, '2026-07-01', '2026-07-31'],
        [padraoId, '2026-08-01', null],
      ].sort(),
    );
  });

  it('sobreposição com alocação que começa no período → 409', async () => {
    const r = await chamar('POST', BASE, rh, {
      usuarioIds: [pessoa(0)],
      regraId: padraoId,
      dataInicio: '2026-11-01',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'ALOCACAO_SOBREPOSTA' });
    expect(r.json().message).toContain(pessoas[0]!.nome);
  });

  it('validações: data fim antes do início, colaborador e regra inexistentes, regra que ainda não vigora', async () => {
    const base = { usuarioIds: [pessoa(3)], regraId: outraRegra };
    const fim = await chamar('POST', BASE, rh, {
      ...base,
      dataInicio: '2026-12-10',
      dataFim: '2026-12-01',
    });
    expect(fim.json()).toMatchObject({ campo: 'dataFim' });
    const ninguem = await chamar('POST', BASE, rh, {
      ...base,
      usuarioIds: [999999],
      dataInicio: '2026-12-01',
    });
    expect(ninguem.json()).toMatchObject({ campo: 'usuarioIds' });
    const semRegra = await chamar('POST', BASE, rh, {
      ...base,
      regraId: 999999,
      dataInicio: '2026-12-01',
    });
    expect(semRegra.json()).toMatchObject({ campo: 'regraId' });
    const nova = (
      await chamar('POST', '/api/regras-alocacao/regraponto', rh, { nome: 'De hoje' })
    ).json().data.id;
    const cedo = await chamar('POST', BASE, rh, {
      ...base,
      regraId: nova,
      dataInicio: '2026-01-01',
    });
    expect(cedo.statusCode).toBe(400);
    expect(cedo.json()).toMatchObject({ campo: 'dataInicio' });
    expect(cedo.json().message).toContain('16/11/2026');
    const data = await chamar('POST', BASE, rh, { ...base, dataInicio: '2026-02-30' });
    expect(data.json()).toMatchObject({ campo: 'dataInicio' });
  });

  it('PUT /alocacao (id no corpo) altera e versiona; historico mostra quem e o quê', async () => {
    const [a] = (await alocacoesDe(pessoa(1))).filter((x) => x.regraId === outraRegra);
    const r = await chamar('PUT', BASE, rh, { id: a!.id, dataFim: '2027-01-31' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ id: a!.id, dataFim: '2027-01-31' });
    const h = await chamar('GET', `${BASE}/historico/${a!.id}`, rh);
    expect(
      h
        .json()
        .data.map((v: { versao: number; acao: string; dataFim: string | null }) => [
          v.versao,
          v.acao,
          v.dataFim,
        ]),
    ).toEqual([
      [2, 'alteracao', '2027-01-31'],
      [1, 'criacao', null],
    ]);
    expect(h.json().data[0].alteradoPor).toBeGreaterThan(0);
  });

  it('PUT que sobreporia outra alocação ativa → 409', async () => {
    const [a] = (await alocacoesDe(pessoa(1))).filter((x) => x.regraId === outraRegra);
    const r = await chamar('PUT', BASE, rh, { id: a!.id, dataInicio: '2026-11-01' });
    expect(r.statusCode).toBe(409);
  });

  it('PUT /alocacao/status inativa e, ao reativar com sobreposição, recusa (409)', async () => {
    const [nova] = (await alocacoesDe(pessoa(0))).filter((x) => x.regraId === outraRegra);
    const i = await chamar('PUT', `${BASE}/status`, rh, { ids: [nova!.id], status: 'inativa' });
    expect(i.json().data[0].status).toBe('inativa');
    const [velha] = (await alocacoesDe(pessoa(0))).filter((x) => x.regraId === padraoId);
    await chamar('PUT', BASE, rh, { id: velha!.id, dataFim: null });
    const r = await chamar('PUT', `${BASE}/status`, rh, { ids: [nova!.id], status: 'ativa' });
    expect(r.statusCode).toBe(409);
  });

  it('GET /alocacao/count/ conta ativas e inativas com os filtros', async () => {
    const r = await chamar('GET', `${BASE}/count/?regraId=${outraRegra}`, rh);
    expect(r.statusCode).toBe(200);
    // pessoa 0 (inativada), pessoa 1 e pessoa 2 (julho).
    expect(r.json().data).toEqual({ total: 3, ativas: 2, inativas: 1 });
    const sem = await chamar('GET', `${BASE}/count?usuarioId=${pessoa(5)}`, rh);
    expect(sem.json().data).toEqual({ total: 1, ativas: 1, inativas: 0 });
  });

  it('GET com query: data vigente, status e busca por nome', async () => {
    const r = await chamar('GET', `${BASE}?data=2026-07-15&regraId=${outraRegra}`, rh);
    expect(r.json().data.items.map((a: { usuarioId: number }) => a.usuarioId)).toEqual([pessoa(2)]);
    const nome = pessoas[4]!.nome.split(' ')[0]!.toUpperCase();
    const b = await chamar('GET', `${BASE}?search=${encodeURIComponent(nome)}&status=ativa`, rh);
    expect(b.json().data.items.some((a: { usuarioId: number }) => a.usuarioId === pessoa(4))).toBe(
      true,
    );
  });

  it('get-by-id com withRegraDePonto=true traz a regra de ponto pelo regraId', async () => {
    const [a] = await alocacoesDe(pessoa(6));
    const sem = await chamar('GET', `${BASE}/get-by-id/${a!.id}`, rh);
    expect(sem.json().data.regraDePonto).toBeUndefined();
    const com = await chamar('GET', `${BASE}/get-by-id/${a!.id}?withRegraDePonto=true`, rh);
    expect(com.json().data).toMatchObject({
      regraId: padraoId,
      regraDePonto: { id: padraoId, nome: 'Padrão CLT' },
    });
    expect(com.json().data.regraDePonto.configuracao.tolerancia.porMarcacao).toBe(5);
  });

  it('ids de outra empresa no corpo → 404; colaborador → 403', async () => {
    const [a] = await alocacoesDe(pessoa(6));
    expect(
      (await chamar('PUT', BASE, rhOutra, { id: a!.id, dataFim: '2027-01-01' })).statusCode,
    ).toBe(404);
    expect(
      (await chamar('PUT', `${BASE}/status`, rhOutra, { ids: [a!.id], status: 'inativa' }))
        .statusCode,
    ).toBe(404);
    const p = await chamar('POST', BASE, rhOutra, {
      usuarioIds: [pessoa(6)],
      regraId: padraoId,
      dataInicio: '2026-12-01',
    });
    expect(p.statusCode).toBe(400);
    expect((await chamar('GET', BASE, colaborador)).statusCode).toBe(403);
  });

  it('cada mudança audita (quem, antes e depois) e as versões são só inserção', async () => {
    const [n] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'alocacao_regra' and antes is not null and usuario_id is not null",
    );
    expect(Number(n!.n)).toBeGreaterThan(3);
    await expect(t.db.query('delete from alocacao_regra_versao')).rejects.toThrow(/imutável/);
  });
});
