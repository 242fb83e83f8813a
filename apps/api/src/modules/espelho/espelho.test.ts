import type { Espelho, Ocorrencia, TotaisEspelho } from '@jornada/contracts';
import { apurarPeriodo, toHhmm } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { documentoEspelho, itensArt84 } from './espelho.pdf.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let paulaId: number;

// Paula (colaborador@demo) é da Loja Centro, escala comercial 5x2 08:00–12:00 / 13:00–17:48.
const COMERCIAL: [string, string][] = [
  ['08:00', '12:00'],
  ['13:00', '17:48'],
];

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['colaborador', 'rh', 'gestor', 'gestora.cd', 'colaborador02'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
});
afterAll(() => t.close());

const get = async <T>(url: string, quem = 'colaborador') => {
  const r = await t.app.inject({ method: 'GET', url, headers: como(quem) });
  return { status: r.statusCode, corpo: r.json() as { data: T; success: boolean } };
};

/** Marcações originais do dia no banco, como 'HH:MM', em ordem. */
const marcacoesDoBanco = async (usuarioId: number, data: string) =>
  (
    await t.db.query<{ minuto: number }>(
      'select minuto from marcacao where empresa_id = $1 and usuario_id = $2 and data = $3 order by data_hora',
      [EMPRESA_DEMO, usuarioId, data],
    )
  ).map((m) => toHhmm(m.minuto));

describe('espelho de ponto (GET /api/espelho)', () => {
  it('outubro/2026 da colaboradora: 31 dias; dias úteis conferem com o motor chamado direto', async () => {
    const { status, corpo } = await get<Espelho>('/api/espelho?ano=2026&mes=10');
    expect(status).toBe(200);
    const e = corpo.data;
    expect(e.dias).toHaveLength(31);
    expect(e.colaborador).toMatchObject({
      id: paulaId,
      nome: 'Paula Andrade',
      cargo: 'Operador de caixa',
    });
    expect(e.empregador.cnpj).toBe('11222333000181');
    expect(e.escalas.map((x) => x.nome)).toEqual(['Comercial 5x2 (08:00–17:48)']);
    for (const data of ['2026-10-14', '2026-10-20', '2026-10-29']) {
      const dia = e.dias.find((d) => d.data === data)!;
      const marcacoes = await marcacoesDoBanco(paulaId, data);
      expect(dia.marcacoes.map((m) => m.hora)).toEqual(marcacoes);
      expect(dia.marcacoes.every((m) => m.fonte === 'original')).toBe(true);
      const [esperado] = apurarPeriodo({
        dias: [{ data, jornada: COMERCIAL, tipoDia: 'trabalho', marcacoes }],
      }).dias;
      expect(dia.jornada).toEqual(COMERCIAL);
      expect(dia.apuracao).toMatchObject({
        previsto: 528,
        trabalhadoComputado: esperado!.trabalhadoComputado,
        saldo: esperado!.saldo,
        extras: esperado!.extras,
        debito: esperado!.debito,
        falta: esperado!.falta,
        inconsistencias: esperado!.inconsistencias,
      });
    }
    const porData = new Map(e.dias.map((d) => [d.data, d]));
    expect(porData.get('2026-10-03')).toMatchObject({ diaSemana: 'SAB', tipoDia: 'folga' });
    expect(porData.get('2026-10-04')).toMatchObject({ diaSemana: 'DOM', tipoDia: 'dsr' });
    // 12/10 (Aparecida, segunda): feriado; o trabalho do dia vai todo a 100 % (Lei 605/49 art. 9º).
    const feriado = porData.get('2026-10-12')!;
    expect(feriado.tipoDia).toBe('feriado');
    expect(feriado.feriado).toMatch(/Aparecida/);
    expect(feriado.apuracao!.previsto).toBe(0);
    const cem = feriado.apuracao!.extras.find((x) => x.percentual === 100)?.minutos ?? 0;
    expect(cem).toBeCloseTo(feriado.apuracao!.trabalhadoComputado, 2);
    expect(e.dias.every((d) => !d.aberto)).toBe(true);
  });

  it('mês corrente: até ontem apurado; hoje e o resto do mês em aberto, sem falta inventada', async () => {
    const { corpo } = await get<Espelho>('/api/espelho?ano=2026&mes=11');
    const dias = corpo.data.dias;
    expect(dias).toHaveLength(30);
    expect(dias.filter((d) => d.aberto).map((d) => d.data)[0]).toBe('2026-11-16');
    expect(dias.filter((d) => d.data >= '2026-11-16').every((d) => d.apuracao === null)).toBe(true);
    expect(dias.find((d) => d.data === '2026-11-02')!.tipoDia).toBe('feriado'); // Finados
    expect(corpo.data.totais.ate).toBe('2026-11-15');
    expect(corpo.data.totais.diasApurados).toBe(15);
  });

  it('tratamento muda o espelho na leitura seguinte: desconsiderada e incluída aparecem com a fonte', async () => {
    const data = '2026-10-21';
    const [m] = await t.db.query<{ id: number; minuto: number }>(
      'select id, minuto from marcacao where empresa_id = $1 and usuario_id = $2 and data = $3 order by data_hora limit 1',
      [EMPRESA_DEMO, paulaId, data],
    );
    const [motivo] = await t.db.query<{ id: number }>(
      'select id from motivo_marcacao where empresa_id = $1 and not exige_observacao limit 1',
      [EMPRESA_DEMO],
    );
    const antes = (await get<Espelho>('/api/espelho?ano=2026&mes=10')).corpo.data;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/EditarMarcacao',
      headers: como('rh'),
      payload: { marcacaoId: m!.id, novaHora: '07:30', motivoId: motivo!.id },
    });
    expect(r.statusCode).toBe(200);
    const depois = (await get<Espelho>('/api/espelho?ano=2026&mes=10')).corpo.data;
    const dia = depois.dias.find((d) => d.data === data)!;
    const original = dia.marcacoes.find((x) => x.chave === `o:${m!.id}`)!;
    expect(original).toMatchObject({ fonte: 'desconsiderada', contabiliza: false });
    expect(dia.marcacoes.find((x) => x.hora === '07:30')).toMatchObject({
      fonte: 'incluida',
      origem: 'incluida',
      contabiliza: true,
    });
    const trabalhadoAntes = antes.dias.find((d) => d.data === data)!.apuracao!.trabalhadoComputado;
    expect(dia.apuracao!.trabalhadoComputado).toBe(trabalhadoAntes + m!.minuto - 450);
    expect(depois.totais.trabalhado).toBeCloseTo(antes.totais.trabalhado + m!.minuto - 450, 5);
  });

  it('totais: a soma dos dias apurados, extras por faixa, DSR perdido e ocorrências', async () => {
    const { corpo } = await get<TotaisEspelho>('/api/espelho/totais?ano=2026&mes=10');
    const e = (await get<Espelho>('/api/espelho?ano=2026&mes=10')).corpo.data;
    const tot = corpo.data;
    expect(tot).toEqual(e.totais);
    const soma = (f: (d: Espelho['dias'][number]) => number) =>
      e.dias.reduce((s, d) => s + (d.apuracao ? f(d) : 0), 0);
    expect(tot.previsto).toBeCloseTo(
      soma((d) => d.apuracao!.previsto),
      5,
    );
    expect(tot.trabalhado).toBeCloseTo(
      soma((d) => d.apuracao!.trabalhadoComputado),
      5,
    );
    expect(tot.faltas).toBeCloseTo(
      soma((d) => d.apuracao!.falta),
      5,
    );
    const extras100 = soma(
      (d) => d.apuracao!.extras.find((x) => x.percentual === 100)?.minutos ?? 0,
    );
    expect(tot.extras.find((x) => x.percentual === 100)!.minutos).toBeCloseTo(extras100, 5);
    expect(tot.dsrPerdidos).toBe(e.semanas.filter((s) => s.perdido).length);
    expect(tot.diasComOcorrencia).toBe(
      e.dias.filter(
        (d) => d.apuracao && d.apuracao.alertas.length + d.apuracao.inconsistencias.length > 0,
      ).length,
    );
    expect(tot.bancoHoras.saldo).toBe(tot.bancoHoras.credito - tot.bancoHoras.debito);
    expect([tot.ate, tot.diasApurados]).toEqual(['2026-10-31', 31]);
  });

  it('vigia noturno: a madrugada é do dia em que a jornada começou, com hora reduzida', async () => {
    const [vigia] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and turno like '22:00%' order by id limit 1",
      [EMPRESA_DEMO],
    );
    const { corpo } = await get<Espelho>(
      `/api/espelho?ano=2026&mes=10&usuarioId=${vigia!.id}`,
      'rh',
    );
    const trabalhados = corpo.data.dias.filter(
      (d) => d.apuracao && d.apuracao.trabalhadoRelogio > 0,
    );
    expect(trabalhados.length).toBeGreaterThan(15);
    for (const d of trabalhados) {
      expect(d.apuracao!.noturnoReduzido).toBeGreaterThan(d.apuracao!.noturnoRelogio);
      expect(d.marcacoes[0]!.dataMarcacao).toBe(d.data);
    }
  });
});

describe('permissões do espelho', () => {
  it('o colaborador vê só o próprio; gestor a equipe; RH qualquer um (senão 404)', async () => {
    const [outro] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'colaborador02@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    const url = (id: number) => `/api/espelho/totais?ano=2026&mes=10&usuarioId=${id}`;
    expect((await get(url(outro!.id), 'colaborador')).status).toBe(404);
    expect((await get(url(paulaId), 'rh')).status).toBe(200);
    expect((await get(url(paulaId), 'gestor')).status).toBe(200); // Loja Centro
    expect((await get(url(paulaId), 'gestora.cd')).status).toBe(404); // outro departamento
    expect((await get('/api/espelho?ano=2026&mes=13')).status).toBe(400);
    const semToken = await t.app.inject({ method: 'GET', url: '/api/espelho?ano=2026&mes=10' });
    expect(semToken.statusCode).toBe(401);
  });
});

describe('ocorrências e divergências (GET /api/espelho/ocorrencias)', () => {
  type Lista = { total: number; items: Ocorrencia[]; porCodigo: Record<string, number> };

  it('RH: dias com inconsistência ou alerta da empresa, paginados, com contagem por código', async () => {
    const { status, corpo } = await get<Lista>(
      '/api/espelho/ocorrencias?ano=2026&mes=10&pageSize=5000',
      'rh',
    );
    expect(status).toBe(200);
    const o = corpo.data;
    expect(o.total).toBeGreaterThan(0);
    expect(o.items).toHaveLength(o.total);
    expect(o.items.every((i) => i.alertas.length + i.inconsistencias.length > 0)).toBe(true);
    const semMarcacao = o.items.filter((i) => i.inconsistencias.includes('SEM_MARCACAO'));
    expect(o.porCodigo.SEM_MARCACAO ?? 0).toBe(semMarcacao.length);
    expect(semMarcacao.every((i) => i.pendente && i.marcacoes.length === 0)).toBe(true);
    // Confere com o espelho de uma pessoa da lista.
    const alguem = o.items[0]!;
    const e = (
      await get<Espelho>(`/api/espelho?ano=2026&mes=10&usuarioId=${alguem.usuarioId}`, 'rh')
    ).corpo.data;
    const dia = e.dias.find((d) => d.data === alguem.data)!;
    expect(dia.apuracao!.inconsistencias).toEqual(alguem.inconsistencias);
    const pagina = await get<Lista>(
      '/api/espelho/ocorrencias?ano=2026&mes=10&pageSize=3&pageNumber=2',
      'rh',
    );
    expect(pagina.corpo.data.items).toEqual(o.items.slice(3, 6));
  });

  it('filtro por departamento; gestor só a equipe; colaborador 403', async () => {
    const [dep] = await t.db.query<{ id: number }>(
      "select id from departamento where empresa_id = $1 and nome = 'Loja Centro'",
      [EMPRESA_DEMO],
    );
    const todos = (await get<Lista>('/api/espelho/ocorrencias?ano=2026&mes=10&pageSize=5000', 'rh'))
      .corpo.data;
    const loja = (
      await get<Lista>(
        `/api/espelho/ocorrencias?ano=2026&mes=10&pageSize=5000&departamentoId=${dep!.id}`,
        'rh',
      )
    ).corpo.data;
    expect(loja.items.length).toBeGreaterThan(0);
    expect(loja.items.every((i) => i.departamentoId === dep!.id)).toBe(true);
    expect(loja.total).toBe(todos.items.filter((i) => i.departamentoId === dep!.id).length);
    const equipe = (
      await get<Lista>('/api/espelho/ocorrencias?ano=2026&mes=10&pageSize=5000', 'gestor')
    ).corpo.data;
    expect(equipe.items.every((i) => i.departamento === 'Loja Centro')).toBe(true);
    expect((await get('/api/espelho/ocorrencias?ano=2026&mes=10', 'colaborador')).status).toBe(403);
    expect(
      (await get('/api/espelho/ocorrencias?ano=2026&mes=10&departamentoId=99999', 'rh')).status,
    ).toBe(404);
  });
});

describe('PDF do espelho (Portaria 671 art. 84)', () => {
  it('GET /pdf devolve um PDF; o documento traz os itens I a VI do art. 84', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/espelho/pdf?ano=2026&mes=10',
      headers: como('colaborador'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.rawPayload.length).toBeGreaterThan(5000);

    const e = (await get<Espelho>('/api/espelho?ano=2026&mes=10')).corpo.data;
    const itens = Object.fromEntries(itensArt84(e));
    expect(Object.keys(itens).map((k) => k.split(' ')[0])).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
    ]);
    expect(itens['I — Empregador']).toContain('11.222.333/0001-81');
    expect(itens['II — Trabalhador']).toMatch(
      /Paula Andrade — CPF \d{3}\.\d{3}\.\d{3}-\d{2} — admissão 01\/03\/2024 — cargo Operador de caixa/,
    );
    expect(itens['III — Emissão e período']).toContain('período 01/10/2026 a 31/10/2026');
    expect(itens['IV — Horário contratual e jornada']).toContain('Comercial 5x2');
    const doc = JSON.stringify(documentoEspelho(e));
    expect(doc).toContain('(D)'); // a marcação desconsiderada no teste do tratamento
    expect(doc).toContain('(I)');
    expect(doc).toContain('Trabalhado (VI)');
  });

  it('o arquivo leva o nome e a matrícula do colaborador; as ocorrências saem em português', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/espelho/pdf?ano=2026&mes=10',
      headers: como('colaborador'),
    });
    expect(r.headers['content-disposition']).toMatch(
      /filename="espelho-paula-andrade-[\w-]+-2026-10\.pdf"/,
    );
    const e = (await get<Espelho>('/api/espelho?ano=2026&mes=10')).corpo.data;
    const i = e.dias.findIndex((d) => d.apuracao);
    const dias = e.dias.map((d, j) =>
      j === i && d.apuracao
        ? {
            ...d,
            apuracao: {
              ...d.apuracao,
              alertas: ['INTERVALO_SUPRIMIDO', 'LIMITE_ART59_EXCEDIDO'],
              inconsistencias: ['MARCACAO_IMPAR'],
            },
          }
        : d,
    );
    const doc = JSON.stringify(documentoEspelho({ ...e, dias }));
    expect(doc).toContain('Intervalo suprimido');
    expect(doc).toContain('Limite do art. 59 excedido');
    expect(doc).toContain('Marcação ímpar');
    expect(doc).not.toMatch(/INTERVALO_SUPRIMIDO|LIMITE_ART59|MARCACAO_IMPAR/);
  });
});
