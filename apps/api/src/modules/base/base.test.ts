import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;
let colaborador: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('filtros de cadastros (/api/base)', () => {
  it('lista os departamentos da empresa em ordem alfabética', async () => {
    const r = await get('/api/base/filter/departamentos', rh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((d: { nome: string }) => d.nome)).toEqual([
      'Administrativo',
      'Centro de Distribuição',
      'Loja Centro',
    ]);
  });

  it('busca de pessoas ignora acentos e maiúsculas e traz cargo e departamento', async () => {
    const r = await get(`/api/base/filter/pessoas?search=${encodeURIComponent('CLAUDIA')}`, rh);
    expect(r.json().data).toEqual([
      expect.objectContaining({
        nome: 'Cláudia Nunes',
        detalhe: 'Gestor de loja · Centro de Distribuição',
      }),
    ]);
  });

  it('paginação: pageNumber e pageSize com o total', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/base/filterpaged/pessoas',
      headers: { authorization: `Bearer ${rh}` },
      payload: { pageNumber: 2, pageSize: 10 },
    });
    const { data } = r.json();
    expect(data).toMatchObject({ total: 43, pageNumber: 2, pageSize: 10 });
    expect(data.items).toHaveLength(10);
  });

  it('gestor lista só a equipe (gestor_id), o RH a empresa toda', async () => {
    const gestor = await t.token('gestor@demo.jornada.dev');
    const [{ id: gestorId } = { id: 0 }] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'gestor@demo.jornada.dev'",
    );
    const equipe = await t.db.query<{ id: number }>(
      'select id from usuario where empresa_id = 2 and ativo and gestor_id = $1 order by id',
      [gestorId],
    );
    const [{ n: empresaToda } = { n: 0 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from usuario where empresa_id = 2 and ativo',
    );
    expect(equipe.length).toBeGreaterThan(0);
    expect(equipe.length).toBeLessThan(empresaToda);
    const doGestor = (await get('/api/base/filter/pessoas', gestor)).json().data as {
      id: number;
    }[];
    expect(doGestor.map((p) => p.id).sort((a, b) => a - b)).toEqual(equipe.map((p) => p.id));
    const doRh = (await get('/api/base/filter/pessoas', rh)).json().data as { id: number }[];
    expect(doRh).toHaveLength(empresaToda);
  });

  it('colaborador não lista pessoas (403), mas lista departamentos', async () => {
    expect((await get('/api/base/filter/pessoas', colaborador)).statusCode).toBe(403);
    expect((await get('/api/base/filter/departamentos', colaborador)).statusCode).toBe(200);
  });

  it('cadastro desconhecido: 400 nomeando o parâmetro', async () => {
    const r = await get('/api/base/filter/planetas', rh);
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('cadastro');
  });

  it('empresas: só a própria', async () => {
    const r = await get('/api/base/filter/empresas', rh);
    expect(r.json().data).toEqual([
      { id: 2, nome: 'Demo Comércio Ltda', detalhe: '11222333000181' },
    ]);
  });

  it('estados: as 27 UFs, com o código IBGE como id', async () => {
    const r = await get('/api/base/filter/estado', colaborador);
    expect(r.json().data).toHaveLength(27);
    expect(r.json().data).toContainEqual({ id: 35, nome: 'São Paulo', detalhe: 'SP' });
  });
});

describe('localidades (/api/base/filter/pais, /cidade)', () => {
  it('países em português do Brasil, com busca sem acento', async () => {
    const todos = (await get('/api/base/filter/pais', colaborador)).json().data;
    expect(todos.length).toBeGreaterThan(240);
    expect(todos).toContainEqual({ id: 76, nome: 'Brasil', detalhe: 'BR' });
    const r = await get('/api/base/filter/pais?search=ira', colaborador);
    expect(r.json().data.map((p: { nome: string }) => p.nome)).toContain('Irã');
  });

  it('municípios do IBGE por UF (sigla ou código do estado), busca sem acento', async () => {
    const sp = (await get('/api/base/filter/cidade?uf=SP', colaborador)).json().data;
    expect(sp).toHaveLength(645);
    expect(sp).toContainEqual({ id: 3550308, nome: 'São Paulo', detalhe: 'SP' });
    const df = (await get('/api/base/filter/cidade?estadoId=53', colaborador)).json().data;
    expect(df).toEqual([{ id: 5300108, nome: 'Brasília', detalhe: 'DF' }]);
    const busca = (
      await get('/api/base/filter/cidade?search=sao%20jose%20dos%20campos', rh)
    ).json();
    expect(busca.data).toEqual([{ id: 3549904, nome: 'São José dos Campos', detalhe: 'SP' }]);
  });

  it('o Brasil tem 5570 municípios; código de estado inexistente → 400 nomeando o campo', async () => {
    expect((await get('/api/base/filter/cidade', colaborador)).json().data).toHaveLength(5000);
    const r = await get('/api/base/filter/cidade?estadoId=99', colaborador);
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('estadoId');
  });

  it('sem login → 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/base/filter/cidade?uf=SP' });
    expect(r.statusCode).toBe(401);
  });
});

describe('grupos e consultas alternativas', () => {
  it('grupos da empresa, e pessoas filtradas por grupo', async () => {
    const grupos = (await get('/api/base/filter/grupos', rh)).json().data;
    expect(grupos.map((g: { nome: string }) => g.nome)).toEqual([
      'Brigada de incêndio',
      'CIPA',
      'Plantão de fim de semana',
    ]);
    const cipa = grupos.find((g: { nome: string }) => g.nome === 'CIPA');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/base/filterpaged/pessoas',
      headers: { authorization: `Bearer ${rh}` },
      payload: { pageNumber: 1, pageSize: 25, grupoId: cipa.id },
    });
    expect(r.json().data.total).toBe(2);
  });

  it('GET /grupos e /departamentos com o filtro na query', async () => {
    const r = await get('/api/base/departamentos?search=loja', rh);
    expect(r.json().data.map((d: { nome: string }) => d.nome)).toEqual(['Loja Centro']);
    expect((await get('/api/base/grupos', rh)).json().data).toHaveLength(3);
  });

  it('GET /pessoas com o filtro no corpo, como na spec; o colaborador não lista pessoas', async () => {
    const comCorpo = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/base/pessoas',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { search: 'cláudia' },
      });
    const r = await comCorpo(rh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((p: { nome: string }) => p.nome)).toEqual(['Cláudia Nunes']);
    expect((await comCorpo(colaborador)).statusCode).toBe(403);
  });

  it('corpo que não é um objeto JSON → 400, nada de 5xx', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/base/sindicatos',
      headers: { authorization: `Bearer ${rh}`, 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(r.statusCode).toBe(400);
  });
});
