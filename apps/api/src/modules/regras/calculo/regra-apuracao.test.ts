import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;
let colaborador: string;
let regraPontoId: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  const [rp] = await t.db.query<{ id: number }>(
    'select id from regra_ponto where empresa_id = 2 limit 1',
  );
  regraPontoId = rp!.id;
});
afterAll(() => t.close());

const BASE = '/api/regras-calculo/api/v1';
const chamar = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

const novaForma = async (nome: string) =>
  (await chamar('POST', `${BASE}/formaApuracao`, rh, { nome, periodo: 'mensal' })).json().data
    .id as number;

describe('/api/v1/formaApuracao', () => {
  it('lista as formas da semente (mensal e por convocação)', async () => {
    const r = await chamar('GET', `${BASE}/formaApuracao`, rh);
    expect(
      r
        .json()
        .data.map((f: { periodo: string }) => f.periodo)
        .sort(),
    ).toEqual(['convocacao', 'mensal']);
  });

  it('POST (201 + location), GET por id, PUT e DELETE', async () => {
    const c = await chamar('POST', `${BASE}/formaApuracao`, rh, {
      nome: 'Quinzenal da CCT',
      periodo: 'mensal',
      descricao: 'teste',
    });
    expect(c.statusCode).toBe(201);
    const id = c.json().data.id;
    expect(c.headers.location).toBe(`${BASE}/formaApuracao/${id}`);
    const p = await chamar('PUT', `${BASE}/formaApuracao/${id}`, rh, {
      nome: 'Por convocação (CCT)',
      periodo: 'convocacao',
    });
    expect(p.json().data).toEqual({
      id,
      nome: 'Por convocação (CCT)',
      descricao: null,
      periodo: 'convocacao',
    });
    expect((await chamar('GET', `${BASE}/formaApuracao/${id}`, rh)).json().data.periodo).toBe(
      'convocacao',
    );
    expect((await chamar('DELETE', `${BASE}/formaApuracao/${id}`, rh)).statusCode).toBe(200);
    expect((await chamar('GET', `${BASE}/formaApuracao/${id}`, rh)).statusCode).toBe(404);
  });

  it('PUT e DELETE sem o id no caminho (spec §7): o id vem no corpo ou na query', async () => {
    const id = await novaForma('Sem id no caminho');
    const p = await chamar('PUT', `${BASE}/formaApuracao`, rh, {
      id,
      nome: 'Renomeada',
      periodo: 'mensal',
    });
    expect(p.statusCode).toBe(200);
    expect(p.json().data).toMatchObject({ id, nome: 'Renomeada' });
    const semId = await chamar('DELETE', `${BASE}/formaApuracao`, rh);
    expect(semId.statusCode).toBe(400);
    expect(semId.json().campo).toBe('id');
    expect((await chamar('DELETE', `${BASE}/formaApuracao`, rh, { id })).statusCode).toBe(200);
    expect((await chamar('GET', `${BASE}/formaApuracao/${id}`, rh)).statusCode).toBe(404);
    const outra = await novaForma('Pela query');
    expect((await chamar('DELETE', `${BASE}/formaApuracao?id=${outra}`, rh)).statusCode).toBe(200);
    const corpoSemId = await chamar('PUT', `${BASE}/formaApuracao`, rh, {
      nome: 'x',
      periodo: 'mensal',
    });
    expect(corpoSemId.statusCode).toBe(400);
    expect(corpoSemId.json().campo).toBe('id');
  });

  it('período inválido → 400 nomeando o campo', async () => {
    const r = await chamar('POST', `${BASE}/formaApuracao`, rh, { nome: 'x', periodo: 'anual' });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('periodo');
  });

  it('forma usada por uma regra de apuração não pode ser excluída (409)', async () => {
    const forma = await novaForma('Em uso');
    await chamar('POST', `${BASE}/regra`, rh, { nome: 'Usa a forma', formaApuracaoId: forma });
    const r = await chamar('DELETE', `${BASE}/formaApuracao/${forma}`, rh);
    expect(r.statusCode).toBe(409);
    expect(r.json().codigo).toBe('FORMA_APURACAO_EM_USO');
  });
});

describe('/api/v1/regra (regra de apuração)', () => {
  it('POST (id_regra no location), GET por id devolve a lista com id_regra no 1º item', async () => {
    const forma = await novaForma('Mensal A');
    const c = await chamar('POST', `${BASE}/regra`, rh, {
      nome: 'Intermitentes da loja',
      formaApuracaoId: forma,
      regraPontoId,
    });
    expect(c.statusCode).toBe(201);
    const idRegra = c.json().data.id_regra;
    expect(c.headers.location).toBe(`${BASE}/regra/${idRegra}`);
    const g = await chamar('GET', c.headers.location as string, rh);
    expect(g.statusCode).toBe(200);
    expect(g.json()[0]).toMatchObject({
      id_regra: idRegra,
      versao: 1,
      nome: 'Intermitentes da loja',
      formaApuracaoId: forma,
      regraPontoId,
      vigenciaInicio: '2026-11-16',
    });
  });

  it('PUT responde o texto REGRA_UPDATED_SUCCESSFULLY e cria a versão 2 (primeira da lista)', async () => {
    const forma = await novaForma('Mensal B');
    const c = await chamar('POST', `${BASE}/regra`, rh, { nome: 'Antes', formaApuracaoId: forma });
    const idRegra = c.json().data.id_regra;
    const p = await chamar('PUT', `${BASE}/regra/${idRegra}`, rh, { nome: 'Depois' });
    expect(p.statusCode).toBe(200);
    expect(p.body).toBe('REGRA_UPDATED_SUCCESSFULLY');
    const lista = (await chamar('GET', `${BASE}/regra/${idRegra}`, rh)).json();
    expect(lista.map((v: { versao: number; nome: string }) => [v.versao, v.nome])).toEqual([
      [2, 'Depois'],
      [1, 'Antes'],
    ]);
    expect(lista[0].id).not.toBe(lista[1].id);
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'regra_apuracao' and entidade_id = $1",
      [String(idRegra)],
    );
    expect(Number(a!.n)).toBe(2);
  });

  it('duplicate: cria uma regra nova com a última versão (201, location), auditada', async () => {
    const forma = await novaForma('Mensal C');
    const c = await chamar('POST', `${BASE}/regra`, rh, {
      nome: 'Original',
      formaApuracaoId: forma,
      vigenciaInicio: '2026-01-01',
    });
    const original = c.json().data.id_regra;
    const d = await chamar('POST', `${BASE}/regra/duplicate`, rh, { id: original });
    expect(d.statusCode).toBe(201);
    const copia = d.json().data;
    expect(copia.id_regra).not.toBe(original);
    expect(d.headers.location).toBe(`${BASE}/regra/${copia.id_regra}`);
    expect(copia).toMatchObject({
      nome: 'Cópia de Original',
      formaApuracaoId: forma,
      vigenciaInicio: '2026-01-01',
      versao: 1,
    });
    const [a] = await t.db.query<{ antes: { id_regra: number } }>(
      "select antes from auditoria where entidade = 'regra_apuracao' and acao = 'duplicacao' and entidade_id = $1",
      [String(copia.id_regra)],
    );
    expect(a!.antes.id_regra).toBe(original);
  });

  it('duplicate de regra inexistente → erro HTTP (404)', async () => {
    const r = await chamar('POST', `${BASE}/regra/duplicate`, rh, { id: 999999 });
    expect(r.statusCode).toBe(404);
    expect(r.json().success).toBe(false);
  });

  it('lista a última versão de cada regra', async () => {
    const r = await chamar('GET', `${BASE}/regra`, rh);
    expect(r.statusCode).toBe(200);
    const nomes = r.json().data.map((v: { nome: string }) => v.nome);
    expect(nomes).toContain('Depois');
    expect(nomes).not.toContain('Antes');
  });

  it('forma de apuração ou regra de ponto inexistente → 400 nomeando o campo', async () => {
    const r = await chamar('POST', `${BASE}/regra`, rh, { nome: 'x', formaApuracaoId: 999999 });
    expect(r.json()).toMatchObject({ campo: 'formaApuracaoId' });
    const forma = await novaForma('Mensal D');
    const s = await chamar('POST', `${BASE}/regra`, rh, {
      nome: 'x',
      formaApuracaoId: forma,
      regraPontoId: 999999,
    });
    expect(s.statusCode).toBe(400);
    expect(s.json().campo).toBe('regraPontoId');
  });

  it('colaborador não acessa (403)', async () => {
    expect((await chamar('GET', `${BASE}/regra`, colaborador)).statusCode).toBe(403);
    expect((await chamar('GET', `${BASE}/formaApuracao`, colaborador)).statusCode).toBe(403);
  });
});
