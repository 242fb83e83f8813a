import type { DiaEspelho, Espelho, PeriodoPonto, TotaisEspelho } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let paulaId: number;

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026, 10:30 em Brasília
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [paula] = await t.db.query<{ id: number }>(
    "select id from usuario where email = 'colaborador@demo.jornada.dev'",
  );
  paulaId = paula!.id;
});
afterAll(() => t.close());

type Dia = PeriodoPonto['dias'][number];

const loadMes = async (mes: number, usuarioId = paulaId, quem = 'rh') => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/CarregarMes',
    headers: como(quem),
    payload: { mes, ano: 2026, usuarioId },
  });
  expect(r.statusCode).toBe(200);
  return r.json().Data as PeriodoPonto;
};

const bancoHorasAtual = async (quem: string, usuarioId?: number) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/main/CarregarBancoHorasAtual${usuarioId ? `?usuarioId=${usuarioId}` : ''}`,
    headers: como(quem),
  });
  expect(r.statusCode).toBe(200);
  return r.json().Data;
};

const espelho = async (mes: number, usuarioId = paulaId) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/espelho?ano=2026&mes=${mes}&usuarioId=${usuarioId}`,
    headers: como('rh'),
  });
  expect(r.statusCode).toBe(200);
  return r.json().data as Espelho;
};

const totaisDoEspelho = async (mes: number, usuarioId = paulaId) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/espelho/totais?ano=2026&mes=${mes}&usuarioId=${usuarioId}`,
    headers: como('rh'),
  });
  expect(r.statusCode).toBe(200);
  return r.json().data as TotaisEspelho;
};

/** Crédito e débito do total do espelho, nas mesmas parcelas do painel. */
const creditoDebitoDoEspelho = (e: TotaisEspelho) => ({
  credito: Math.round(e.extras.reduce((s, x) => s + x.minutos, 0) + e.bancoHoras.credito),
  debito: Math.round(e.debitos + e.faltas + e.bancoHoras.debito),
});

/** O dia do painel tem os números do dia do espelho, ao minuto. */
const mesmoDia = (painel: Dia, dia: DiaEspelho) => {
  const a = dia.apuracao;
  expect([painel.data, painel.aberto]).toEqual([dia.data, dia.aberto]);
  expect([painel.previsto, painel.trabalhado, painel.saldo, painel.falta]).toEqual(
    a
      ? [a.previsto, a.trabalhadoComputado, a.saldo, a.falta].map((x) => Math.round(x))
      : [null, null, null, null],
  );
  expect(painel.inconsistencias).toEqual(a?.inconsistencias ?? []);
  expect(painel.marcacoes.map((m) => m.chave)).toEqual(dia.marcacoes.map((m) => m.chave));
};

describe('consultas do ponto tratado (painel)', () => {
  it('CarregarPeriodoAtual: dia 1 até hoje; previsto da escala; hoje em aberto, sem apuração', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarPeriodoAtual',
      headers: como('colaborador'),
      payload: {},
    });
    expect(r.statusCode).toBe(200);
    const p = r.json().Data as PeriodoPonto;
    expect([p.inicio, p.fim, p.dias.length]).toEqual(['2026-11-01', '2026-11-16', 16]);
    const segunda = p.dias.find((d) => d.data === '2026-11-09')!;
    expect(segunda.previsto).toBe(528); // escala comercial 08:00–12:00 e 13:00–17:48
    expect(p.dias.find((d) => d.data === '2026-11-08')!.previsto).toBe(0); // domingo (DSR)
    const hoje = p.dias.at(-1)!;
    expect(hoje).toMatchObject({ aberto: true, previsto: null, trabalhado: null, saldo: null });
    const fechados = p.dias.filter((d) => !d.aberto);
    expect(fechados).toHaveLength(15);
    expect(p.totais.fonteJornada).toBe('escala');
    expect(p.totais.previsto).toBe(fechados.reduce((s, d) => s + d.previsto!, 0));
    expect(
      Math.abs(p.totais.saldo - fechados.reduce((s, d) => s + d.saldo!, 0)),
    ).toBeLessThanOrEqual(fechados.length);
  });

  it('CarregarBancoHorasAtual: o mês até ontem com o crédito e o débito do total do espelho', async () => {
    const periodo = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarPeriodoAtual',
      headers: como('colaborador'),
      payload: {},
    });
    const b = await bancoHorasAtual('colaborador');
    expect(b).toMatchObject({
      usuarioId: paulaId,
      inicio: '2026-11-01',
      fim: '2026-11-15',
      fonteJornada: 'escala',
      // A demo tem banco de horas (seed): o saldo dele vem em `bancoHoras`.
      bancoHorasConfigurado: true,
    });
    expect(b.observacao).toMatch(/o mesmo do espelho de ponto/);
    expect(b.observacao).not.toMatch(/regras padrão/);
    expect(b.saldoMinutos).toBe(periodo.json().Data.totais.saldo);
    expect(Math.abs(b.creditoMinutos - b.debitoMinutos - b.saldoMinutos)).toBeLessThanOrEqual(1);
    const e = await totaisDoEspelho(11);
    expect(e.ate).toBe('2026-11-15');
    expect([b.trabalhadoMinutos, b.previstoMinutos]).toEqual([
      Math.round(e.trabalhado),
      Math.round(e.previsto),
    ]);
    expect({ credito: b.creditoMinutos, debito: b.debitoMinutos }).toEqual(
      creditoDebitoDoEspelho(e),
    );
  });

  it('sem escala alocada (RH): como no espelho, tudo folga; fonteJornada nula e a explicação', async () => {
    const b = await bancoHorasAtual('rh');
    expect(b).toMatchObject({ previstoMinutos: 0, fonteJornada: null });
    expect(b.observacao).toMatch(/Sem escala alocada no período/);
    const [rh] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'rh@demo.jornada.dev'",
    );
    const e = await totaisDoEspelho(11, rh!.id);
    expect(b.trabalhadoMinutos).toBe(Math.round(e.trabalhado));
    expect({ credito: b.creditoMinutos, debito: b.debitoMinutos }).toEqual(
      creditoDebitoDoEspelho(e),
    );
  });

  it('CarregarHistoricoMarcacao: mais recentes primeiro, paginado, com comprovante das originais', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/CarregarHistoricoMarcacao?dataInicio=2026-11-09&dataFim=2026-11-13&pageSize=3',
      headers: como('colaborador'),
    });
    const h = r.json().Data;
    expect(h.items).toHaveLength(3);
    expect(h.total).toBeGreaterThan(10);
    expect(h.items[0].data >= h.items[2].data).toBe(true);
    expect(h.items[0].comprovanteId).toMatch(/^[0-9A-F]{20}$/);
  });

  it('jornada noturna: a saída depois da meia-noite pertence ao dia em que a jornada começou', async () => {
    const [vigia] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = 2 and turno like '22:00%' order by id limit 1",
    );
    const dias = (await loadMes(11, vigia!.id)).dias;
    const comMarcacao = dias.filter((d) => d.marcacoes.length > 0);
    expect(comMarcacao.length).toBeGreaterThan(5);
    const d = comMarcacao.find((x) => x.marcacoes.length === 4)!;
    expect(d.marcacoes[0]!.hora.slice(0, 2)).toMatch(/^2[12]$/);
    expect(d.marcacoes.at(-1)!.dataMarcacao > d.data).toBe(true);
    // O histórico atribui o dia pela mesma escala.
    const h = await t.app.inject({
      method: 'GET',
      url: `/api/main/CarregarHistoricoMarcacao?usuarioId=${vigia!.id}&dataInicio=${d.data}&dataFim=${d.data}`,
      headers: como('rh'),
    });
    expect(
      h
        .json()
        .Data.items.map((m: { chave: string }) => m.chave)
        .reverse(),
    ).toEqual(d.marcacoes.map((m) => m.chave));
  });

  it('mês inválido é 400; o gestor consulta a equipe', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: como('colaborador'),
      payload: { mes: 13, ano: 2026 },
    });
    expect(r.statusCode).toBe(400);
    const g = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarPeriodoAtual',
      headers: como('gestor'),
      payload: { usuarioId: paulaId },
    });
    expect(g.json().Data.usuarioId).toBe(paulaId);
  });
});

describe('painel e espelho: o mesmo cálculo', () => {
  it('regra de tolerância diferente de CFG-DEFAULT e ausência justificada: CarregarMes = espelho', async () => {
    const antes = await loadMes(10);
    // Tolerância zero (CFG-DEFAULT é 5/10) desde 1º/10 na regra da semente, que todos usam.
    const regras = await t.app.inject({
      method: 'GET',
      url: '/api/regras-calculo/api/v1/tolerancia',
      headers: como('rh'),
    });
    const seed = (regras.json().data as { id: number; nome: string }[]).find((x) =>
      x.nome.endsWith('padrão CLT'),
    )!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/regras-calculo/api/v1/tolerancia/${seed.id}`,
      headers: como('rh'),
      payload: { porMarcacao: 0, diaria: 0, vigenciaInicio: '2026-10-01' },
    });
    expect(put.statusCode).toBe(200);
    // Uma falta de outubro abonada (CLT art. 473, I): o painel paga o dia, como o espelho.
    const falta = (await espelho(10)).dias.find((d) => (d.apuracao?.falta ?? 0) > 0)!;
    const abono = await t.app.inject({
      method: 'POST',
      url: '/api/main/SalvarAvisoAusenciaLancamento',
      headers: como('rh'),
      payload: { usuarioId: paulaId, dataInicio: falta.data, motivo: 'FALECIMENTO' },
    });
    expect(abono.statusCode).toBe(200);

    const painel = await loadMes(10);
    const e = await espelho(10);
    const totais = await totaisDoEspelho(10);
    expect(painel.totais.saldo).not.toBe(antes.totais.saldo); // a regra mudou o saldo
    expect(painel.dias.find((d) => d.data === falta.data)).toMatchObject({ saldo: 0, falta: 0 });
    expect(painel.dias).toHaveLength(e.dias.length);
    for (const [i, d] of painel.dias.entries()) mesmoDia(d, e.dias[i]!);
    expect(painel.totais).toEqual({
      previsto: Math.round(totais.previsto),
      trabalhado: Math.round(totais.trabalhado),
      saldo: Math.round(e.dias.reduce((s, d) => s + (d.apuracao?.saldo ?? 0) * 7, 0) / 7),
      fonteJornada: 'escala',
    });

    // O mês corrente (regra nova em vigor) também: dias apurados até ontem e os totais.
    const novembro = await loadMes(11, paulaId, 'colaborador');
    const eNov = await espelho(11);
    for (const [i, d] of novembro.dias.entries()) mesmoDia(d, eNov.dias[i]!);
    const b = await bancoHorasAtual('gestor', paulaId);
    const tNov = await totaisDoEspelho(11);
    expect([b.trabalhadoMinutos, b.previstoMinutos]).toEqual([
      Math.round(tNov.trabalhado),
      Math.round(tNov.previsto),
    ]);
    expect({ credito: b.creditoMinutos, debito: b.debitoMinutos }).toEqual(
      creditoDebitoDoEspelho(tNov),
    );
  });
});
