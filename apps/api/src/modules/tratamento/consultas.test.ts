import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });

beforeAll(async () => {
  t = await criarAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026, 10:30 em Brasília
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
});
afterAll(() => t.close());

type Dia = {
  data: string;
  previsto: number | null;
  trabalhado: number;
  saldo: number | null;
  marcacoes: { hora: string; dataMarcacao: string }[];
};

describe('consultas do ponto tratado', () => {
  it('CarregarPeriodoAtual: dia 1 até hoje; previsto do horário contratual; hoje ainda sem saldo', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarPeriodoAtual',
      headers: como('colaborador'),
      payload: {},
    });
    expect(r.statusCode).toBe(200);
    const p = r.json().Data as {
      inicio: string;
      fim: string;
      dias: Dia[];
      totais: Record<string, unknown>;
    };
    expect([p.inicio, p.fim, p.dias.length]).toEqual(['2026-11-01', '2026-11-16', 16]);
    const segunda = p.dias.find((d) => d.data === '2026-11-09')!;
    expect(segunda.previsto).toBe(528); // 08:00–12:00 e 13:00–17:48
    expect(p.dias.find((d) => d.data === '2026-11-08')!.previsto).toBe(0); // domingo
    expect(p.dias.at(-1)!.saldo).toBeNull();
    const fechados = p.dias.filter((d) => d.data < '2026-11-16');
    expect(p.totais.fonteJornada).toBe('horario-contratual');
    expect(p.totais.previsto).toBe(fechados.reduce((s, d) => s + (d.previsto ?? 0), 0));
    expect(
      Math.abs((p.totais.saldo as number) - fechados.reduce((s, d) => s + (d.saldo ?? 0), 0)),
    ).toBeLessThanOrEqual(fechados.length);
  });

  it('CarregarBancoHorasAtual: o saldo do mês até ontem é o mesmo do período, crédito − débito = saldo', async () => {
    const periodo = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarPeriodoAtual',
      headers: como('colaborador'),
      payload: {},
    });
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/CarregarBancoHorasAtual',
      headers: como('colaborador'),
    });
    const b = r.json().Data;
    expect(b).toMatchObject({
      inicio: '2026-11-01',
      fim: '2026-11-15',
      fonteJornada: 'horario-contratual',
      bancoHorasConfigurado: false,
    });
    expect(b.saldoMinutos).toBe(periodo.json().Data.totais.saldo);
    expect(Math.abs(b.creditoMinutos - b.debitoMinutos - b.saldoMinutos)).toBeLessThanOrEqual(1);
  });

  it('sem horário contratual (RH): só o trabalhado; previsto e saldo nulos, com a explicação', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/CarregarBancoHorasAtual',
      headers: como('rh'),
    });
    expect(r.json().Data).toMatchObject({
      previstoMinutos: null,
      saldoMinutos: null,
      creditoMinutos: null,
      fonteJornada: null,
    });
    expect(r.json().Data.observacao).toMatch(/Sem horário contratual/);
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
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: como('rh'),
      payload: { mes: 11, ano: 2026, usuarioId: vigia!.id },
    });
    const dias = r.json().Data.dias as Dia[];
    const comMarcacao = dias.filter((d) => d.marcacoes.length > 0);
    expect(comMarcacao.length).toBeGreaterThan(5);
    const d = comMarcacao.find((x) => x.marcacoes.length === 4)!;
    expect(d.marcacoes[0]!.hora.slice(0, 2)).toMatch(/^2[12]$/);
    expect(d.marcacoes.at(-1)!.dataMarcacao > d.data).toBe(true);
  });

  it('mês inválido é 400; o gestor consulta a equipe', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: como('colaborador'),
      payload: { mes: 13, ano: 2026 },
    });
    expect(r.statusCode).toBe(400);
    const [paula] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    const g = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarPeriodoAtual',
      headers: como('gestor'),
      payload: { usuarioId: paula!.id },
    });
    expect(g.json().Data.usuarioId).toBe(paula!.id);
  });
});
