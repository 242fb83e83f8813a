import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../../seed/seed.ts';

let t: AppDeTeste;
let rh: string;
let colaborador: string;
let padraoId: number;

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  const [rp] = await t.db.query<{ id: number }>(
    'select id from regra_ponto where empresa_id = $1 limit 1',
    [EMPRESA_DEMO],
  );
  padraoId = rp!.id;
});
afterAll(() => t.close());

const PONTO = '/api/regras-alocacao/regraponto';
const CALC = '/api/regras-calculo/api/v1';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

const createRegra = async (tipo: string, corpo: object) =>
  (
    await chamar('POST', `${CALC}/${tipo}`, rh, {
      nome: `Regra ${tipo}`,
      vigenciaInicio: '2024-01-01',
      ...corpo,
    })
  ).json().data.id as number;

const createRegraPonto = async (nome: string, regras: object = {}) => {
  const r = await chamar('POST', PONTO, rh, { nome, vigenciaInicio: '2024-01-01', regras });
  expect(r.statusCode).toBe(201);
  return r.json().data.id as number;
};

const ids = (r: { json: () => { data: { id: number }[] } }) => r.json().data.map((x) => x.id);

const auditoriaDe = async (entidade: string, id: number) =>
  t.db.query<{ acao: string; antes: { ativo: boolean }; depois: { ativo: boolean } }>(
    'select acao, antes, depois from auditoria where empresa_id = $1 and entidade = $2 and entidade_id = $3 order by id',
    [EMPRESA_DEMO, entidade, String(id)],
  );

describe('arquivamento de regras de cálculo (PUT /api/v1/{tipo}/status)', () => {
  it('arquivar some da lista, volta com ?incluirArquivadas=true, audita e entra no histórico', async () => {
    const id = await createRegra('domingo', { nome: 'Domingo antigo', percentual: 120 });
    const a = await chamar('PUT', `${CALC}/domingo/status`, rh, {
      id,
      ativo: false,
      motivo: 'Substituída',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ message: 'Regra arquivada.', data: { id, ativo: false } });

    expect(ids(await chamar('GET', `${CALC}/domingo`, rh))).not.toContain(id);
    const todas = (await chamar('GET', `${CALC}/domingo?incluirArquivadas=true`, rh)).json().data;
    expect(todas.find((r: { id: number }) => r.id === id)).toMatchObject({ ativo: false });
    expect(todas.some((r: { ativo: boolean }) => r.ativo)).toBe(true);
    expect((await chamar('GET', `${CALC}/domingo/${id}`, rh)).json().data.ativo).toBe(false);

    const r = await chamar('PUT', `${CALC}/domingo/status`, rh, { id, ativo: true });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Regra reativada.', data: { ativo: true } });
    expect(ids(await chamar('GET', `${CALC}/domingo`, rh))).toContain(id);

    const h = (await chamar('GET', `${CALC}/domingo/historico/${id}`, rh)).json().data;
    expect(h.map((l: { evento: string; ativo: boolean }) => [l.evento, l.ativo])).toEqual([
      ['reativacao', true],
      ['arquivamento', false],
      ['versao', true],
    ]);
    expect(h[1]).toMatchObject({ motivo: 'Substituída', versao: 1, percentual: 120 });

    const aud = await auditoriaDe('regra_calculo', id);
    expect(aud.slice(-2).map((x) => [x.acao, x.antes.ativo, x.depois.ativo])).toEqual([
      ['arquivamento', true, false],
      ['reativacao', false, true],
    ]);
  });

  it('arquivar o que já está arquivado não grava um evento novo', async () => {
    const id = await createRegra('falta', { nome: 'Falta repetida' });
    await chamar('PUT', `${CALC}/falta/status`, rh, { id, ativo: false });
    const deNovo = await chamar('PUT', `${CALC}/falta/status`, rh, { id, ativo: false });
    expect(deNovo.statusCode).toBe(200);
    const [n] = await t.db.query<{ n: string }>(
      "select count(*) as n from regra_arquivamento where empresa_id = $1 and entidade = 'regra_calculo' and entidade_id = $2",
      [EMPRESA_DEMO, id],
    );
    expect(Number(n!.n)).toBe(1);
  });

  it('usada pela versão atual de uma regra de ponto ativa → 409 com o nome dela', async () => {
    const tol = await createRegra('tolerancia', { nome: 'Tolerância da loja', porMarcacao: 4 });
    const rp = await createRegraPonto('Loja Norte', { tolerancia: tol });
    const r = await chamar('PUT', `${CALC}/tolerancia/status`, rh, { id: tol, ativo: false });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'A regra "Tolerância da loja" é usada pela versão atual da regra de ponto "Loja Norte" e não pode ser arquivada. Troque-a na regra de ponto antes de arquivar.',
    );
    // Arquivada a regra de ponto, a de cálculo pode ser arquivada.
    expect((await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: false })).statusCode).toBe(
      200,
    );
    const ok = await chamar('PUT', `${CALC}/tolerancia/status`, rh, { id: tol, ativo: false });
    expect(ok.statusCode).toBe(200);
  });

  it('versão agendada de uma regra de ponto que a escolhe também impede (409)', async () => {
    const intervalo = await createRegra('intervalo', { nome: 'Intervalo agendado' });
    const rp = await createRegraPonto('Agendada');
    const p = await chamar('PUT', `${PONTO}/${rp}`, rh, {
      vigenciaInicio: '2027-01-01',
      regras: { intervalo },
    });
    expect(p.statusCode).toBe(200);
    const r = await chamar('PUT', `${CALC}/intervalo/status`, rh, {
      id: intervalo,
      ativo: false,
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('"Agendada"');
  });

  it('arquivada não pode ser escolhida numa regra de ponto nova nem numa versão nova (400 no campo); reativada, pode', async () => {
    const tol = await createRegra('tolerancia', { nome: 'Tolerância velha', porMarcacao: 2 });
    await chamar('PUT', `${CALC}/tolerancia/status`, rh, { id: tol, ativo: false });
    const nova = await chamar('POST', PONTO, rh, {
      nome: 'Com arquivada',
      vigenciaInicio: '2024-01-01',
      regras: { tolerancia: tol },
    });
    expect(nova.statusCode).toBe(400);
    expect(nova.json()).toMatchObject({ campo: 'regras.tolerancia' });
    expect(nova.json().message).toContain('"Tolerância velha" está arquivada');
    const rp = await createRegraPonto('Sem tolerância própria');
    const versao = await chamar('PUT', `${PONTO}/${rp}`, rh, { regras: { tolerancia: tol } });
    expect(versao.statusCode).toBe(400);
    expect(versao.json().campo).toBe('regras.tolerancia');

    await chamar('PUT', `${CALC}/tolerancia/status`, rh, { id: tol, ativo: true });
    const depois = await chamar('PUT', `${PONTO}/${rp}`, rh, { regras: { tolerancia: tol } });
    expect(depois.statusCode).toBe(200);
    expect(depois.json().data.regras.tolerancia).toBe(tol);
  });

  it('id de outro tipo, inexistente ou de outra empresa → 404; sem permissão → 403', async () => {
    const dom = await createRegra('domingo', { nome: 'Domingo 404' });
    expect(
      (await chamar('PUT', `${CALC}/falta/status`, rh, { id: dom, ativo: false })).statusCode,
    ).toBe(404);
    expect(
      (await chamar('PUT', `${CALC}/falta/status`, rh, { id: 999999, ativo: false })).statusCode,
    ).toBe(404);
    const outra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    expect(
      (await chamar('PUT', `${CALC}/domingo/status`, outra, { id: dom, ativo: false })).statusCode,
    ).toBe(404);
    expect(
      (await chamar('PUT', `${CALC}/domingo/status`, colaborador, { id: dom, ativo: false }))
        .statusCode,
    ).toBe(403);
    const semAtivo = await chamar('PUT', `${CALC}/domingo/status`, rh, { id: dom });
    expect(semAtivo.statusCode).toBe(400);
  });
});

describe('arquivamento de regras de ponto (PUT /regraponto/status)', () => {
  it('a padrão da empresa hoje → 409; agendada como padrão → 409', async () => {
    const r = await chamar('PUT', `${PONTO}/status`, rh, { id: padraoId, ativo: false });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'A regra de ponto "Padrão CLT" é a padrão da empresa hoje e não pode ser arquivada. Defina outra regra padrão antes de arquivar.',
    );
    const futura = await createRegraPonto('Padrão de 2027');
    const d = await chamar('PUT', `${PONTO}/default?id=${futura}&vigenciaInicio=2027-01-01`, rh);
    expect(d.statusCode).toBe(200);
    const a = await chamar('PUT', `${PONTO}/status`, rh, { id: futura, ativo: false });
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toContain('agendada como padrão da empresa a partir de 01/01/2027');
  });

  it('com alocação ativa → 409 com quantos colaboradores; alocação encerrada não impede', async () => {
    const rp = await createRegraPonto('Alocada');
    const [u] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'gestor@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    const [aloc] = await t.db.query<{ id: number }>(
      `insert into alocacao_regra (empresa_id, usuario_id, regra_ponto_id, data_inicio, data_fim)
       values ($1, $2, $3, '2027-01-01', null) returning id`,
      [EMPRESA_DEMO, u!.id, rp],
    );
    const r = await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: false });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'A regra de ponto "Alocada" tem alocação ativa para 1 colaborador e não pode ser arquivada. Encerre ou troque as alocações antes de arquivar.',
    );
    await t.db.query(
      "update alocacao_regra set data_inicio = '2026-01-01', data_fim = '2026-10-31' where empresa_id = $1 and id = $2",
      [EMPRESA_DEMO, aloc!.id],
    );
    expect((await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: false })).statusCode).toBe(
      200,
    );
  });

  it('arquivada não pode ser alocada (400 em regraId); reativada, pode', async () => {
    const rp = await createRegraPonto('Arquivada para alocar');
    expect((await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: false })).statusCode).toBe(
      200,
    );
    const [u] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    const pedido = { usuarioIds: [u!.id], regraId: rp, dataInicio: '2027-02-01' };
    const recusada = await chamar('POST', '/api/regras-alocacao/alocacao', rh, pedido);
    expect(recusada.statusCode).toBe(400);
    expect(recusada.json().message).toContain('está arquivada');
    expect((await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: true })).statusCode).toBe(
      200,
    );
    expect((await chamar('POST', '/api/regras-alocacao/alocacao', rh, pedido)).statusCode).toBe(
      201,
    );
  });

  it('arquivada some das listas (paginada e by-empresa-id), volta com ?incluirArquivadas=true e não vira padrão', async () => {
    const rp = await createRegraPonto('Arquivável');
    const a = await chamar('PUT', `${PONTO}/status`, rh, {
      id: rp,
      ativo: false,
      motivo: 'Loja fechada',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      message: 'Regra de ponto arquivada.',
      data: { ativo: false },
    });

    const lista = (await chamar('GET', `${PONTO}?pageNumber=1&pageSize=100`, rh)).json().data;
    expect(lista.items.map((r: { id: number }) => r.id)).not.toContain(rp);
    expect(lista.items.every((r: { ativo: boolean }) => r.ativo)).toBe(true);
    const com = (
      await chamar('GET', `${PONTO}?pageNumber=1&pageSize=100&incluirArquivadas=true`, rh)
    ).json().data;
    expect(com.items.find((r: { id: number }) => r.id === rp)).toMatchObject({ ativo: false });
    expect(ids(await chamar('GET', `${PONTO}/by-empresa-id`, rh))).not.toContain(rp);
    expect(ids(await chamar('GET', `${PONTO}/by-empresa-id?incluirArquivadas=true`, rh))).toContain(
      rp,
    );

    const padrao = await chamar('PUT', `${PONTO}/default?id=${rp}`, rh);
    expect(padrao.statusCode).toBe(400);
    expect(padrao.json()).toMatchObject({ campo: 'id' });
    expect(padrao.json().message).toContain('"Arquivável" está arquivada');

    const r = await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: true });
    expect(r.json()).toMatchObject({ message: 'Regra de ponto reativada.', data: { ativo: true } });
    const h = (await chamar('GET', `${PONTO}/historico/${rp}`, rh)).json().data;
    expect(h.map((l: { evento: string; ativo: boolean }) => [l.evento, l.ativo])).toEqual([
      ['reativacao', true],
      ['arquivamento', false],
      ['versao', true],
    ]);
    expect(h[1]).toMatchObject({ motivo: 'Loja fechada', versao: 1, nome: 'Arquivável' });
    const aud = await auditoriaDe('regra_ponto', rp);
    expect(aud.slice(-2).map((x) => x.acao)).toEqual(['arquivamento', 'reativacao']);
  });

  it('id de outra empresa → 404; colaborador → 403', async () => {
    const outra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    expect(
      (await chamar('PUT', `${PONTO}/status`, outra, { id: padraoId, ativo: false })).statusCode,
    ).toBe(404);
    expect(
      (await chamar('PUT', `${PONTO}/status`, colaborador, { id: padraoId, ativo: false }))
        .statusCode,
    ).toBe(403);
  });
});

describe('arquivamento de regras de apuração (PUT /api/v1/regra/status)', () => {
  it('arquiva, some da lista, volta com ?incluirArquivadas=true, reativa e mostra os eventos nas versões', async () => {
    const [forma] = await t.db.query<{ id: number }>(
      'select min(id) as id from forma_apuracao where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    const c = await chamar('POST', `${CALC}/regra`, rh, {
      nome: 'Apuração arquivável',
      formaApuracaoId: forma!.id,
    });
    expect(c.statusCode).toBe(201);
    const id = c.json().data.id_regra as number;
    const a = await chamar('PUT', `${CALC}/regra/status`, rh, { id, ativo: false });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      message: 'Regra de apuração arquivada.',
      data: { id_regra: id, ativo: false },
    });
    const idsRegra = async (q = '') =>
      (await chamar('GET', `${CALC}/regra${q}`, rh))
        .json()
        .data.map((r: { id_regra: number }) => r.id_regra);
    expect(await idsRegra()).not.toContain(id);
    expect(await idsRegra('?incluirArquivadas=true')).toContain(id);

    expect((await chamar('PUT', `${CALC}/regra/status`, rh, { id, ativo: true })).statusCode).toBe(
      200,
    );
    expect(await idsRegra()).toContain(id);
    const v = (await chamar('GET', `${CALC}/regra/${id}`, rh)).json();
    expect(v.map((l: { evento: string; id_regra: number }) => [l.evento, l.id_regra])).toEqual([
      ['reativacao', id],
      ['arquivamento', id],
      ['versao', id],
    ]);
    const aud = await auditoriaDe('regra_apuracao', id);
    expect(aud.slice(-2).map((x) => x.acao)).toEqual(['arquivamento', 'reativacao']);
  });

  it('regra de ponto arquivada não pode ser escolhida numa regra de apuração (400 em regraPontoId)', async () => {
    const rp = await createRegraPonto('Ponto para apuração');
    await chamar('PUT', `${PONTO}/status`, rh, { id: rp, ativo: false });
    const [forma] = await t.db.query<{ id: number }>(
      'select min(id) as id from forma_apuracao where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    const r = await chamar('POST', `${CALC}/regra`, rh, {
      nome: 'Apuração com arquivada',
      formaApuracaoId: forma!.id,
      regraPontoId: rp,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('regraPontoId');
  });

  it('id de outra empresa → 404', async () => {
    const outra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    const [r] = await t.db.query<{ id: number }>(
      'select regra_id as id from regra_apuracao_versao where empresa_id = $1 limit 1',
      [EMPRESA_DEMO],
    );
    expect(
      (await chamar('PUT', `${CALC}/regra/status`, outra, { id: r!.id, ativo: false })).statusCode,
    ).toBe(404);
  });
});

describe('arquivamento não muda o passado', () => {
  it('o espelho e a regra vigente de outubro ficam iguais depois de arquivar a regra que valia então', async () => {
    // Outubro usa uma tolerância própria (versão 2 da "Padrão CLT"); novembro volta à anterior.
    const original = (await chamar('GET', `${PONTO}/${padraoId}`, rh)).json().data.regras
      .tolerancia as number;
    const outubro = await createRegra('tolerancia', {
      nome: 'Tolerância de outubro',
      porMarcacao: 3,
      diaria: 6,
    });
    for (const [vigenciaInicio, tolerancia] of [
      ['2026-10-01', outubro],
      ['2026-11-01', original],
    ] as const) {
      const p = await chamar('PUT', `${PONTO}/${padraoId}`, rh, {
        vigenciaInicio,
        regras: { tolerancia },
      });
      expect(p.statusCode).toBe(200);
    }
    const espelho = async () => {
      const r = await chamar('GET', '/api/espelho?ano=2026&mes=10', colaborador);
      expect(r.statusCode).toBe(200);
      return r.json().data;
    };
    const vigenteEmOutubro = async () =>
      (await chamar('GET', `${PONTO}/${padraoId}?data=2026-10-15`, rh)).json().data;
    const antes = await espelho();
    const regraAntes = await vigenteEmOutubro();
    expect(regraAntes.configuracao.tolerancia.diaria).toBe(6);

    const a = await chamar('PUT', `${CALC}/tolerancia/status`, rh, { id: outubro, ativo: false });
    expect(a.statusCode).toBe(200);

    expect(await espelho()).toEqual(antes);
    const regraDepois = await vigenteEmOutubro();
    expect(regraDepois.regras.tolerancia).toBe(outubro);
    expect(regraDepois.configuracao).toEqual(regraAntes.configuracao);
    const h = (await chamar('GET', `${CALC}/tolerancia/historico/${outubro}`, rh)).json().data;
    expect(h.filter((l: { evento: string }) => l.evento === 'versao')).toHaveLength(1);
  });

  it('o log de arquivamento é só inserção (UPDATE/DELETE recusados pelo banco)', async () => {
    const id = await createRegra('ausencia', { nome: 'Ausência imutável' });
    await chamar('PUT', `${CALC}/ausencia/status`, rh, { id, ativo: false });
    await expect(
      t.db.query('update regra_arquivamento set ativo = true where empresa_id = $1', [
        EMPRESA_DEMO,
      ]),
    ).rejects.toThrow();
    await expect(
      t.db.query('delete from regra_arquivamento where empresa_id = $1', [EMPRESA_DEMO]),
    ).rejects.toThrow();
  });
});
