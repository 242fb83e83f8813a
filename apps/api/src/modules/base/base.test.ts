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

  it('estados: as 27 UFs', async () => {
    const r = await get('/api/base/filter/estado', colaborador);
    expect(r.json().data).toHaveLength(27);
  });
});
