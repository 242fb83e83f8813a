import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Relógio dos testes: 16/11/2026. A convocação semeada é de 11/11 (loja, caixas de fim de
// semana): cinco convocados, três aceites, uma recusa e um silêncio que já virou recusa.
let t: AppDeTeste;
let rh: string;
let gestor: string;
let paula: string;
let ids: Record<string, number>;

const B = '/api/intermitente';
const chamar = (url: string, token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${B}${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const novembro = { inicio: '2026-11-01', fim: '2026-11-30' };

type Recibo = { recibos: { minutosTrabalhados: number; total: number }[] };

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  paula = await t.token('colaborador@demo.jornada.dev');
  const um = async (sql: string) => (await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]))[0]!.id;
  ids = {
    interno: await um(
      "select id from intermitente_contratante where empresa_id = $1 and tipo = 'interno'",
    ),
    terceiro: await um(
      "select id from intermitente_contratante where empresa_id = $1 and tipo = 'terceiro'",
    ),
    caixas: await um(
      "select id from intermitente_grupo where empresa_id = $1 and nome = 'Caixas de fim de semana'",
    ),
    semeada: await um('select id from intermitente_convocacao where empresa_id = $1'),
  };
});
afterAll(() => t.close());

/** Horas e total do recibo da convocação semeada (o mesmo cálculo que o relatório usa). */
const doRecibo = async () => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${B}/Convocacao/recibo/${ids.semeada}`,
    headers: { authorization: `Bearer ${rh}` },
  });
  const recibo = r.json().data as Recibo;
  expect(recibo.recibos).toHaveLength(3);
  return {
    minutos: recibo.recibos.reduce((s, x) => s + x.minutosTrabalhados, 0),
    total: recibo.recibos.reduce((s, x) => s + x.total, 0),
  };
};

describe('POST /Relatorios/convocacoes', () => {
  it('por contratante: as respostas da convocação semeada e as horas e o total do recibo', async () => {
    const r = await chamar('/Relatorios/convocacoes', rh, { periodo: novembro });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    const { minutos, total } = await doRecibo();
    expect(total).toBeGreaterThan(0);
    const numeros = {
      convocacoes: 1,
      convocados: 5,
      pessoas: 5,
      aceitas: 3,
      recusadas: 2,
      recusasPresumidas: 1,
      semResposta: 0,
      interrompidos: 0,
      descumprimentos: 0,
      minutosTrabalhados: minutos,
      remuneracaoTotal: total,
    };
    expect(d).toMatchObject({ agrupar: 'contratante', total: 1, pageNumber: 1, pageSize: 25 });
    expect(d.items).toEqual([
      { id: ids.interno, nome: 'Loja Centro — reforço de fim de semana', ...numeros },
    ]);
    expect(d.totais).toEqual(numeros);
  });

  it('por grupo e com filtros: a linha do grupo; outro contratante fica vazio', async () => {
    const g = await chamar('/Relatorios/convocacoes', rh, {
      periodo: novembro,
      agrupar: 'grupo',
      grupoId: ids.caixas,
    });
    expect(g.statusCode).toBe(200);
    expect(g.json().data.items).toMatchObject([
      { id: ids.caixas, nome: 'Caixas de fim de semana', aceitas: 3, recusadas: 2 },
    ]);
    const outro = await chamar('/Relatorios/convocacoes', rh, {
      periodo: novembro,
      contratanteId: ids.terceiro,
    });
    expect(outro.json().data).toMatchObject({ items: [], total: 0, totais: { convocacoes: 0 } });
    const antes = await chamar('/Relatorios/convocacoes', rh, {
      periodo: { inicio: '2026-10-01', fim: '2026-10-31' },
    });
    expect(antes.json().data.items).toEqual([]);
  });

  it('400 nomeando o campo: fim antes do início, mais de 366 dias, data inválida', async () => {
    const invertido = await chamar('/Relatorios/convocacoes', rh, {
      periodo: { inicio: '2026-11-30', fim: '2026-11-01' },
    });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json()).toMatchObject({ campo: 'periodo.fim' });
    const longo = await chamar('/Relatorios/convocacoes-csv', rh, {
      periodo: { inicio: '2025-11-01', fim: '2026-11-02' },
    });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().Error).toContain('366 dias');
    const data = await chamar('/Relatorios/convocacoes', rh, {
      periodo: { inicio: '2026-02-30', fim: '2026-03-01' },
    });
    expect(data.statusCode).toBe(400);
    expect(data.json().Error).toContain('inicio');
    const semPeriodo = await chamar('/Relatorios/convocacoes', rh, {});
    expect(semPeriodo.statusCode).toBe(400);
    expect(semPeriodo.json().Error).toContain('periodo');
  });

  it('403 para o colaborador; o responsável só vê o seu contratante', async () => {
    const colab = await chamar('/Relatorios/convocacoes', paula, { periodo: novembro });
    expect(colab.statusCode).toBe(403);
    const csv = await chamar('/Relatorios/convocacoes-csv', paula, { periodo: novembro });
    expect(csv.statusCode).toBe(403);
    const seu = await chamar('/Relatorios/convocacoes', gestor, {
      periodo: novembro,
      contratanteId: ids.interno,
    });
    expect(seu.statusCode).toBe(200);
    expect(seu.json().data.items).toHaveLength(1);
    const alheio = await chamar('/Relatorios/convocacoes', gestor, {
      periodo: novembro,
      contratanteId: ids.terceiro,
    });
    expect(alheio.statusCode).toBe(403);
  });
});

describe('POST /Relatorios/convocacoes-csv', () => {
  it('CSV com BOM, ";" e vírgula decimal, no nome relatorio_convocacoes_<inicio>_<fim>.csv', async () => {
    const r = await chamar('/Relatorios/convocacoes-csv', rh, { periodo: novembro });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename="relatorio_convocacoes_2026-11-01_2026-11-30.csv"',
    );
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const linhas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Contratante;Convocações;Convocados;Pessoas;Aceitas;Recusadas;Recusas presumidas;Sem resposta;Interrompidos;Descumprimentos;Horas trabalhadas;Remuneração total (R$)',
    );
    const { minutos, total } = await doRecibo();
    const dec = (n: number) => n.toFixed(2).replace('.', ',');
    const numeros = `1;5;5;3;2;1;0;0;0;${dec(minutos / 60)};${dec(total / 100)}`;
    expect(linhas.slice(1)).toEqual([
      `Loja Centro — reforço de fim de semana;${numeros}`,
      `Total;${numeros}`,
    ]);
  });

  it("sem convocações no período: 404 'Não contém dados para esse relatório'", async () => {
    const r = await chamar('/Relatorios/convocacoes-csv', rh, {
      periodo: { inicio: '2025-01-01', fim: '2025-01-31' },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().Error).toBe('Não contém dados para esse relatório');
  });
});
