import { CONFIGURACAO_PADRAO, TIPOS_REGRA_CALCULO } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;
let gestor: string;
let colaborador: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

const BASE = '/api/regras-calculo/api/v1';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

/** A regra do tipo criada pela semente (Padrão CLT). */
const semente = async (tipo: string) => {
  type Regra = { id: number; nome: string } & Record<string, unknown>;
  const lista = (await chamar('GET', `${BASE}/${tipo}`, rh)).json().data as Regra[];
  return lista.find((r) => r.nome.endsWith('padrão CLT'))!;
};

/** Um corpo válido de cada tipo, diferente do padrão, e a mudança do PUT. */
const CORPOS = {
  horaNoturna: {
    criar: { regime: 'rural-lavoura', prorrogacao: false },
    alterar: { regime: 'rural-pecuaria' },
  },
  tolerancia: {
    criar: { porMarcacao: 10, diaria: 20, escopo: 'extremos' },
    alterar: { diaria: 30 },
  },
  horaPositiva: { criar: { bancoHoras: true }, alterar: { bancoHoras: false } },
  horaPositivaFaixas: {
    criar: { faixas: [{ ateMinutos: 60, percentual: 60 }, { percentual: 100 }] },
    alterar: { faixas: [{ percentual: 75 }] },
  },
  horaNegativa: { criar: { compensarNoDia: false }, alterar: { compensarNoDia: true } },
  falta: { criar: { atrasoPerdeDsr: true }, alterar: { atrasoPerdeDsr: false } },
  ausencia: { criar: { justificadaAbona: true }, alterar: { justificadaAbona: false } },
  descansoObrigatorio: { criar: { regime12x36: true }, alterar: { regime12x36: false } },
  domingo: { criar: { percentual: 150 }, alterar: { percentual: 200 } },
  inconsistencia: {
    criar: { codigos: ['MARCACAO_IMPAR'] },
    alterar: { codigos: ['INTERVALO_SUPRIMIDO'] },
  },
  tratamento: { criar: { duplicidadeMinutos: 2 }, alterar: { duplicidadeMinutos: 5 } },
  intervalo: { criar: { minimoAcimaDe6h: 30 }, alterar: { minimoAcimaDe6h: 45 } },
} satisfies Record<(typeof TIPOS_REGRA_CALCULO)[number], { criar: object; alterar: object }>;

describe.each(TIPOS_REGRA_CALCULO)('/api/v1/%s', (tipo) => {
  it('lista a regra da semente (valores de CFG-DEFAULT)', async () => {
    const r = await chamar('GET', `${BASE}/${tipo}`, rh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual([
      expect.objectContaining({ tipo, versao: 1, vigenciaInicio: '2024-01-01' }),
    ]);
  });

  it('POST cria (201, id no location, dados no corpo), GET por id, PUT e relê a versão 2', async () => {
    const { criar, alterar } = CORPOS[tipo];
    const c = await chamar('POST', `${BASE}/${tipo}`, rh, { nome: `Nova ${tipo}`, ...criar });
    expect(c.statusCode).toBe(201);
    const id = c.json().data.id;
    expect(c.headers.location).toBe(`${BASE}/${tipo}/${id}`);
    expect(c.json().data).toMatchObject({ nome: `Nova ${tipo}`, versao: 1, ...criar });
    expect(c.json().data.vigenciaInicio).toBe('2026-11-16');

    const g = await chamar('GET', c.headers.location as string, rh);
    expect(g.json().data).toEqual(c.json().data);

    const p = await chamar('PUT', `${BASE}/${tipo}/${id}`, rh, alterar);
    expect(p.statusCode).toBe(200);
    const relida = (await chamar('GET', `${BASE}/${tipo}/${id}`, rh)).json().data;
    expect(relida).toMatchObject({ ...criar, ...alterar, versao: 2, nome: `Nova ${tipo}` });

    const h = await chamar('GET', `${BASE}/${tipo}/historico/${id}`, rh);
    expect(h.json().data.map((v: { versao: number }) => v.versao)).toEqual([2, 1]);
  });
});

describe('regras de cálculo: validação com mensagens em pt-BR nomeando o campo', () => {
  it.each([
    {
      descricao: 'tolerância por marcação acima de 60',
      tipo: 'tolerancia',
      corpo: { nome: 'x', porMarcacao: 61 },
      campo: 'porMarcacao',
      mensagem: 'porMarcacao: a tolerância por marcação vai de 0 a 60 minutos',
    },
    {
      descricao: 'tolerância diária menor que a por marcação',
      tipo: 'tolerancia',
      corpo: { nome: 'x', porMarcacao: 10, diaria: 5 },
      campo: 'diaria',
      mensagem: 'diaria: a tolerância diária não pode ser menor que a tolerância por marcação',
    },
    {
      descricao: 'faixas com limites não crescentes',
      tipo: 'horaPositivaFaixas',
      corpo: {
        nome: 'x',
        faixas: [
          { ateMinutos: 120, percentual: 50 },
          { ateMinutos: 60, percentual: 70 },
          { percentual: 100 },
        ],
      },
      campo: 'faixas.1.ateMinutos',
      mensagem: 'faixas.1.ateMinutos: os limites das faixas devem ser crescentes',
    },
    {
      descricao: 'faixa com percentual abaixo de 50 % (CF art. 7º XVI)',
      tipo: 'horaPositivaFaixas',
      corpo: { nome: 'x', faixas: [{ percentual: 40 }] },
      campo: 'faixas.0.percentual',
      mensagem:
        'faixas.0.percentual: o adicional de horas extras é de no mínimo 50 % (CF art. 7º XVI)',
    },
    {
      descricao: 'última faixa com limite',
      tipo: 'horaPositivaFaixas',
      corpo: { nome: 'x', faixas: [{ ateMinutos: 60, percentual: 50 }] },
      campo: 'faixas.0.ateMinutos',
      mensagem: 'faixas.0.ateMinutos: a última faixa não tem limite: deixe ateMinutos vazio',
    },
    {
      descricao: 'domingo abaixo do dobro (Súmula 146 TST)',
      tipo: 'domingo',
      corpo: { nome: 'x', percentual: 80 },
      campo: 'percentual',
      mensagem: expect.stringContaining('no mínimo 100 %'),
    },
    {
      descricao: 'intervalo abaixo de 30 min (CLT art. 611-A III)',
      tipo: 'intervalo',
      corpo: { nome: 'x', minimoAcimaDe6h: 20 },
      campo: 'minimoAcimaDe6h',
      mensagem: expect.stringContaining('art. 611-A III'),
    },
    {
      descricao: 'regime noturno desconhecido',
      tipo: 'horaNoturna',
      corpo: { nome: 'x', regime: 'lunar' },
      campo: 'regime',
      mensagem: expect.stringMatching(/^regime: /),
    },
    {
      descricao: 'código de inconsistência repetido',
      tipo: 'inconsistencia',
      corpo: { nome: 'x', codigos: ['SEM_MARCACAO', 'SEM_MARCACAO'] },
      campo: 'codigos',
      mensagem: 'codigos: códigos repetidos',
    },
    {
      descricao: 'sem nome',
      tipo: 'falta',
      corpo: { atrasoPerdeDsr: true },
      campo: 'nome',
      mensagem: expect.stringMatching(/^nome: /),
    },
  ])('$descricao → 400', async ({ tipo, corpo, campo, mensagem }) => {
    const r = await chamar('POST', `${BASE}/${tipo}`, rh, corpo);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, campo, message: mensagem });
  });

  it('PUT parcial valida o conjunto: diária abaixo da por marcação gravada → 400', async () => {
    const seed = await semente('tolerancia');
    const r = await chamar('PUT', `${BASE}/tolerancia/${seed.id}`, rh, { diaria: 3 });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('diaria');
  });
});

describe('regras de cálculo: vigência e versões', () => {
  it('alterada hoje, a regra do mês passado continua a anterior (GET ?data=)', async () => {
    const c = await chamar('POST', `${BASE}/tolerancia`, rh, {
      nome: 'CCT comércio',
      vigenciaInicio: '2026-01-01',
    });
    const id = c.json().data.id;
    await chamar('PUT', `${BASE}/tolerancia/${id}`, rh, { porMarcacao: 10, diaria: 20 });
    const outubro = await chamar('GET', `${BASE}/tolerancia/${id}?data=2026-10-15`, rh);
    expect(outubro.json().data).toMatchObject({ versao: 1, porMarcacao: 5, diaria: 10 });
    const hoje = await chamar('GET', `${BASE}/tolerancia/${id}?data=2026-11-16`, rh);
    expect(hoje.json().data).toMatchObject({
      versao: 2,
      porMarcacao: 10,
      vigenciaInicio: '2026-11-16',
    });
    const lista = await chamar('GET', `${BASE}/tolerancia?data=2026-10-15`, rh);
    expect(lista.json().data.find((r: { id: number }) => r.id === id).porMarcacao).toBe(5);
  });

  it('PUT sem mudança não cria versão', async () => {
    const seed = await semente('intervalo');
    const r = await chamar('PUT', `${BASE}/intervalo/${seed.id}`, rh, {
      minimoAcimaDe6h: 60,
      vigenciaInicio: '2024-01-01',
    });
    expect(r.json().data.versao).toBe(1);
  });

  it('toda alteração grava auditoria com antes e depois, e a versão com o autor', async () => {
    const seed = await semente('domingo');
    const r = await chamar('PUT', `${BASE}/domingo/${seed.id}`, rh, { percentual: 120 });
    expect(r.json().data.alteradoPor).toBeGreaterThan(0);
    const [a] = await t.db.query<{ antes: { percentual: number }; depois: { percentual: number } }>(
      `select antes, depois from auditoria where entidade = 'regra_calculo' and entidade_id = $1
       and acao = 'alteracao'`,
      [String(seed.id)],
    );
    expect([a!.antes.percentual, a!.depois.percentual]).toEqual([100, 120]);
  });

  it('as versões são só inserção (gatilho recusa UPDATE)', async () => {
    await expect(t.db.query('update regra_calculo_versao set nome = $1', ['x'])).rejects.toThrow(
      /imutável/,
    );
  });

  it('horaNoturna traz a janela derivada do regime', async () => {
    const seed = await semente('horaNoturna');
    expect(seed).toMatchObject({
      regime: 'urbano',
      inicio: '22:00',
      fim: '05:00',
      horaReduzida: true,
    });
    expect(seed.prorrogacao).toBe(CONFIGURACAO_PADRAO.noturno.prorrogacao);
  });
});

describe('regras de cálculo: acesso e ids', () => {
  it('id de outro tipo ou inexistente → 404', async () => {
    const tol = await semente('tolerancia');
    expect((await chamar('GET', `${BASE}/domingo/${tol.id}`, rh)).statusCode).toBe(404);
    expect(
      (await chamar('PUT', `${BASE}/domingo/${tol.id}`, rh, { percentual: 150 })).statusCode,
    ).toBe(404);
    expect((await chamar('GET', `${BASE}/tolerancia/999999`, rh)).statusCode).toBe(404);
  });

  it('gestor lê (espelhos da equipe), mas não altera; colaborador não acessa', async () => {
    expect((await chamar('GET', `${BASE}/tolerancia`, gestor)).statusCode).toBe(200);
    expect((await chamar('POST', `${BASE}/tolerancia`, gestor, { nome: 'x' })).statusCode).toBe(
      403,
    );
    expect((await chamar('GET', `${BASE}/tolerancia`, colaborador)).statusCode).toBe(403);
  });
});
