import type {
  AbsenteismoIndicador,
  BancoHorasIndicador,
  HorasExtrasIndicador,
  MarcacoesPorHoraIndicador,
  PendenciasIndicador,
  TotaisEspelho,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['rh', 'gestor', 'colaborador'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
});
afterAll(() => t.close());

const get = async <T>(url: string, quem = 'rh') => {
  const r = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
  });
  return { status: r.statusCode, corpo: r.json() as { data: T; message: string; campo?: string } };
};

/** Soma exata em sétimos de minuto, como os totais do espelho. */
const somar = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 7), 0) / 7;

const pessoasDoDepartamento = (departamentoId: number) =>
  t.db.query<{ id: number }>(
    `select id from usuario where empresa_id = $1 and departamento_id = $2
       and (admissao is null or admissao <= '2026-10-31')
       and (demissao is null or demissao >= '2026-10-01') order by id`,
    [EMPRESA_DEMO, departamentoId],
  );

describe('indicadores (GET /api/indicadores)', () => {
  // Uma chamada ao espelho por pessoa do departamento: mais folga que o padrão.
  it('as horas extras de um departamento em outubro são a soma dos totais dos espelhos das pessoas', {
    timeout: 120_000,
  }, async () => {
    const { status, corpo } = await get<HorasExtrasIndicador>(
      '/api/indicadores/horas-extras?de=2026-10&ate=2026-10',
    );
    expect(status).toBe(200);
    const comDepartamento = corpo.data.items.filter((i) => i.departamentoId !== null);
    expect(comDepartamento.length).toBeGreaterThan(0);
    // O departamento com mais extras (e um que tenha extras de fato).
    const alvo = comDepartamento.toSorted((a, b) => b.extrasMinutos - a.extrasMinutos)[0]!;
    expect(alvo.extrasMinutos).toBeGreaterThan(0);
    const pessoas = await pessoasDoDepartamento(alvo.departamentoId!);
    expect(alvo.pessoas).toBe(pessoas.length);
    const totais: TotaisEspelho[] = [];
    for (const p of pessoas) {
      const r = await get<TotaisEspelho>(`/api/espelho/totais?usuarioId=${p.id}&ano=2026&mes=10`);
      expect(r.status).toBe(200);
      totais.push(r.corpo.data);
    }
    const extras = totais.flatMap((x) => x.extras);
    expect(alvo.extrasMinutos).toBe(somar(extras.map((x) => x.minutos)));
    expect(alvo.custoMinutos).toBe(
      somar(extras.map((x) => (x.minutos * (100 + x.percentual)) / 100)),
    );
    expect(alvo.custoMinutos).toBeGreaterThan(alvo.extrasMinutos);

    // Filtrado pelo departamento: a mesma linha, só ela.
    const filtrado = await get<HorasExtrasIndicador>(
      `/api/indicadores/horas-extras?de=2026-10&ate=2026-10&departamentoId=${alvo.departamentoId}`,
    );
    expect(filtrado.corpo.data.items).toEqual([alvo]);

    // Absenteísmo e atrasos do departamento: faltas e débitos dos mesmos espelhos.
    const abs = await get<AbsenteismoIndicador>(
      `/api/indicadores/absenteismo?de=2026-10&ate=2026-10&departamentoId=${alvo.departamentoId}`,
    );
    const [mes] = abs.corpo.data.items;
    const previsto = somar(totais.map((x) => x.previsto));
    const faltas = somar(totais.map((x) => x.faltas));
    const atrasos = somar(totais.map((x) => x.debitos));
    expect(mes).toEqual({
      competencia: '2026-10',
      pessoas: pessoas.length,
      previstoMinutos: previsto,
      faltasMinutos: faltas,
      atrasosMinutos: atrasos,
      diasFalta: totais.reduce((s, x) => s + x.diasFalta, 0),
      taxaAbsenteismo: Math.round((faltas / previsto) * 10_000) / 100,
      taxaAtrasos: Math.round((atrasos / previsto) * 10_000) / 100,
    });
  });

  it('um período de meses traz cada mês em ordem', { timeout: 60_000 }, async () => {
    const { corpo } = await get<AbsenteismoIndicador>(
      '/api/indicadores/absenteismo?de=2026-08&ate=2026-11',
    );
    expect(corpo.data.items.map((i) => i.competencia)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('o gestor vê só a própria equipe', async () => {
    const [gestor] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'gestor@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    const equipe = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = $1 and gestor_id = $2
         and (admissao is null or admissao <= '2026-10-31')
         and (demissao is null or demissao >= '2026-10-01')`,
      [EMPRESA_DEMO, gestor!.id],
    );
    const { status, corpo } = await get<AbsenteismoIndicador>(
      '/api/indicadores/absenteismo?de=2026-10&ate=2026-10',
      'gestor',
    );
    expect(status).toBe(200);
    expect(corpo.data.items[0]!.pessoas).toBe(equipe.length);
    const rh = await get<AbsenteismoIndicador>(
      '/api/indicadores/absenteismo?de=2026-10&ate=2026-10',
    );
    expect(rh.corpo.data.items[0]!.pessoas).toBeGreaterThan(equipe.length);
  });

  it('o colaborador não tem indicadores (403), nem com a entrada inválida', async () => {
    for (const url of [
      '/api/indicadores/horas-extras?de=2026-10&ate=2026-10',
      '/api/indicadores/pendencias?de=xx',
    ])
      expect((await get(url, 'colaborador')).status).toBe(403);
  });

  it('período inválido é 400 com o campo; departamento de outra empresa é 404', async () => {
    const invertido = await get('/api/indicadores/absenteismo?de=2026-10&ate=2026-09');
    expect(invertido.status).toBe(400);
    expect(invertido.corpo.message).toMatch(/ate/);
    const longo = await get('/api/indicadores/absenteismo?de=2025-01&ate=2026-01');
    expect(longo.status).toBe(400);
    expect(longo.corpo.message).toMatch(/12 meses/);
    const formato = await get('/api/indicadores/absenteismo?de=2026-13&ate=2026-10');
    expect(formato.status).toBe(400);
    const [outro] = await t.db.query<{ id: number }>(
      'select id from departamento where empresa_id <> $1 order by id limit 1',
      [EMPRESA_DEMO],
    );
    if (outro) {
      const r = await get(
        `/api/indicadores/horas-extras?de=2026-10&ate=2026-10&departamentoId=${outro.id}`,
      );
      expect(r.status).toBe(404);
    }
    const inexistente = await get(
      '/api/indicadores/horas-extras?de=2026-10&ate=2026-10&filialId=999999',
    );
    expect(inexistente.status).toBe(404);
  });

  it('marcações por hora: as 24 horas, somando as marcações do período no banco', async () => {
    const { corpo } = await get<MarcacoesPorHoraIndicador>(
      '/api/indicadores/marcacoes-por-hora?de=2026-10&ate=2026-10',
    );
    expect(corpo.data.items.map((i) => i.hora)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    const [n] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from marcacao where empresa_id = $1 and data between '2026-10-01' and '2026-10-31'`,
      [EMPRESA_DEMO],
    );
    expect(corpo.data.items.reduce((s, i) => s + i.marcacoes, 0)).toBe(n!.n);
    const [oito] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from marcacao where empresa_id = $1 and data between '2026-10-01' and '2026-10-31' and minuto >= 480 and minuto < 540`,
      [EMPRESA_DEMO],
    );
    expect(corpo.data.items[8]!.marcacoes).toBe(oito!.n);
  });

  it('banco de horas: cada pessoa com banco numa faixa; o que vence acumula de 30 a 90 dias', {
    timeout: 60_000,
  }, async () => {
    const { status, corpo } = await get<BancoHorasIndicador>(
      '/api/indicadores/banco-horas?de=2026-11&ate=2026-11',
    );
    expect(status).toBe(200);
    const b = corpo.data;
    expect(b.hoje).toBe('2026-11-16');
    expect(b.faixas.reduce((s, f) => s + f.pessoas, 0)).toBe(b.pessoas);
    expect(b.vencimentos.map((v) => v.dias)).toEqual([30, 60, 90]);
    const [d30, d60, d90] = b.vencimentos;
    expect(d30!.minutos).toBeLessThanOrEqual(d60!.minutos);
    expect(d60!.minutos).toBeLessThanOrEqual(d90!.minutos);
  });

  it('pendências: contagens e a lista paginada no servidor', async () => {
    const url = '/api/indicadores/pendencias?de=2026-08&ate=2026-11';
    const { status, corpo } = await get<PendenciasIndicador>(url);
    expect(status).toBe(200);
    const p = corpo.data;
    expect(p.total).toBe(p.tratamentos + p.pedidos);
    expect(p.porTipo.reduce((s, x) => s + x.quantidade, 0)).toBe(p.total);
    expect(p.pageSize).toBe(25);
    expect(p.items.length).toBe(Math.min(25, p.total));
    if (p.total > 1) {
      const segunda = await get<PendenciasIndicador>(`${url}&pageNumber=2&pageSize=1`);
      expect(segunda.corpo.data.items).toEqual([p.items[1]]);
    }
    expect((await get(`${url}&pageSize=101`)).status).toBe(400);
  });
});
