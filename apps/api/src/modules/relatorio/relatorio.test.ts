import type { Relatorio, TotaisEspelho } from '@jornada/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { AGORA_TESTE } from '../../../test/modelo-demo.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// A fila é o pg-boss de verdade, no mesmo banco do teste (PGlite ou PostgreSQL).
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let paula = 0;

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paula = u!.id;
});
afterAll(() => t.close());

const pedir = (payload: object, quem = 'rh') =>
  t.app.inject({ method: 'POST', url: '/api/relatorios', headers: como(quem), payload });

const obter = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/relatorios/${id}`, headers: como('rh') })).json()
    .data as Relatorio;

/** Espera o job terminar (roda em segundo plano), guardando o progresso visto. */
const esperar = async (id: number, vistos: Set<number> = new Set()) => {
  const fim = Date.now() + 30_000;
  for (;;) {
    const r = await obter(id);
    vistos.add(r.feitos);
    if (r.status !== 'pendente' && r.status !== 'processando') return r;
    if (Date.now() > fim) throw new Error(`tempo esgotado: ${JSON.stringify(r)}`);
    await new Promise((ok) => setTimeout(ok, 25));
  }
};

const baixar = (id: number, quem = 'rh') =>
  t.app.inject({ method: 'GET', url: `/api/relatorios/${id}/arquivo`, headers: como(quem) });

const planilha = async (conteudo: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(conteudo as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const titulos = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const linhas: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const v = (row.values as unknown[]).slice(1);
    linhas.push(Object.fromEntries(titulos.map((tt, i) => [tt, v[i] ?? null])));
  });
  return linhas;
};

describe('relatórios do ponto na fila', () => {
  it('marcações em XLSX: progresso → pronto; cada marcação com origem, NSR e comprovante', async () => {
    const r = await pedir({
      tipo: 'marcacoes',
      formato: 'xlsx',
      inicio: '2026-10-01',
      fim: '2026-10-31',
    });
    expect(r.statusCode).toBe(201);
    const criado = r.json().data as Relatorio;
    expect(r.headers.location).toBe(`/api/relatorios/${criado.id}`);
    expect(criado.status).toBe('pendente');

    const vistos = new Set<number>();
    const fim = await esperar(criado.id, vistos);
    expect(fim).toMatchObject({ status: 'pronto', percentual: 100, erro: null });
    expect(fim.feitos).toBe(fim.total);
    expect(fim.total).toBeGreaterThan(0);
    expect(Math.max(...vistos)).toBe(fim.total);
    expect(fim.nomeArquivo).toBe('relatorio-marcacoes-2026-10-01-a-2026-10-31.xlsx');
    expect(new Date(fim.expiraEm!).getTime() - new Date(fim.concluidoEm!).getTime()).toBe(
      7 * 86_400_000,
    );

    const arq = await baixar(criado.id);
    expect(arq.statusCode).toBe(200);
    expect(arq.headers['content-type']).toContain('spreadsheetml');
    expect(arq.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const linhas = await planilha(arq.rawPayload);
    expect(linhas).toHaveLength(fim.linhas);

    // Uma marcação original de Paula, conferida com a tabela de marcações (nunca alterada).
    const [m] = await t.db.query<{ nsr: number; data: string; minuto: number; hash: string }>(
      `select nsr::int as nsr, data, minuto, hash from marcacao
        where empresa_id = $1 and usuario_id = $2 and data between '2026-10-01' and '2026-10-31'
        order by data, minuto limit 1`,
      [EMPRESA_DEMO, paula],
    );
    const hora = `${String(Math.floor(m!.minuto / 60)).padStart(2, '0')}:${String(m!.minuto % 60).padStart(2, '0')}`;
    const dataBr = `${m!.data.slice(8, 10)}/${m!.data.slice(5, 7)}/${m!.data.slice(0, 4)}`;
    const linha = linhas.find((l) => l.NSR === m!.nsr && l['Data da marcação'] === dataBr);
    expect(linha).toMatchObject({
      Hora: hora,
      'Código do comprovante': m!.hash.slice(0, 20).toUpperCase(),
      Situação: expect.stringMatching(/^(Original|Desconsiderada por tratamento)$/),
    });
    expect(String(linha!.Origem)).toMatch(/^REP-P/);
    const origens = new Set(linhas.map((l) => String(l.Origem).split(' ')[0]));
    expect(origens.has('REP-P')).toBe(true);

    // Quem pediu fica na trilha (exportação de dados pessoais).
    const aud = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'relatorio' and entidade_id = $2",
      [EMPRESA_DEMO, String(criado.id)],
    );
    expect(aud).toEqual([{ acao: 'criar' }]);
  });

  it('totais do espelho: XLSX com os números do GET /espelho/totais e PDF', async () => {
    const x = (
      await pedir({
        tipo: 'totais',
        formato: 'xlsx',
        inicio: '2026-10-01',
        fim: '2026-10-31',
        usuarioId: paula,
      })
    ).json().data as Relatorio;
    expect((await esperar(x.id)).status).toBe('pronto');
    const [linha, ...resto] = await planilha((await baixar(x.id)).rawPayload);
    expect(resto).toHaveLength(0);
    const totais = (
      await t.app.inject({
        method: 'GET',
        url: `/api/espelho/totais?usuarioId=${paula}&ano=2026&mes=10`,
        headers: como('rh'),
      })
    ).json().data as TotaisEspelho;
    expect(linha!['Dias apurados']).toBe(totais.diasApurados);
    expect(linha!['Trabalhado (h)']).toBeCloseTo(totais.trabalhado / 60, 6);
    expect(linha!['Previsto (h)']).toBeCloseTo(totais.previsto / 60, 6);
    expect(linha!['Banco: saldo (h)']).toBeCloseTo(totais.bancoHoras.saldo / 60, 6);
    for (const f of totais.extras)
      expect(linha![`Extras ${f.percentual}% (h)`]).toBeCloseTo(f.minutos / 60, 6);

    const p = (
      await pedir({ tipo: 'totais', formato: 'pdf', inicio: '2026-10-01', fim: '2026-10-31' })
    ).json().data as Relatorio;
    expect((await esperar(p.id)).status).toBe('pronto');
    const pdf = await baixar(p.id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('sem dados: erro com a mensagem da spec; lista só os pedidos de quem pediu', async () => {
    const [dep] = await t.db.query<{ id: number }>(
      `insert into departamento (empresa_id, nome) values ($1, 'Relatórios sem gente') returning id`,
      [EMPRESA_DEMO],
    );
    const r = (
      await pedir({
        tipo: 'marcacoes',
        formato: 'pdf',
        inicio: '2026-10-01',
        fim: '2026-10-31',
        departamentoId: dep!.id,
      })
    ).json().data as Relatorio;
    const fim = await esperar(r.id);
    expect(fim).toMatchObject({ status: 'erro', erro: 'Não contém dados para esse relatório' });
    expect((await baixar(r.id)).statusCode).toBe(404);

    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/relatorios?pageSize=2',
      headers: como('rh'),
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toMatchObject({ pageNumber: 1, pageSize: 2 });
    expect(lista.json().data.items[0].id).toBe(r.id);
    expect(lista.json().data.total).toBeGreaterThanOrEqual(4);
  });

  it('validação e permissão: período invertido ou longo 400; colaborador e gestor 403', async () => {
    const invertido = await pedir({
      tipo: 'totais',
      formato: 'pdf',
      inicio: '2026-10-31',
      fim: '2026-10-01',
    });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().message).toMatch(/fim/);
    const longo = await pedir({
      tipo: 'totais',
      formato: 'pdf',
      inicio: '2026-01-01',
      fim: '2026-10-31',
    });
    expect(longo.statusCode).toBe(400);
    expect(longo.json()).toMatchObject({ campo: 'fim' });
    const tipo = await pedir({
      tipo: 'x',
      formato: 'pdf',
      inicio: '2026-10-01',
      fim: '2026-10-02',
    });
    expect(tipo.statusCode).toBe(400);
    for (const quem of ['colaborador', 'gestor']) {
      expect(
        (
          await pedir(
            { tipo: 'totais', formato: 'pdf', inicio: '2026-10-01', fim: '2026-10-02' },
            quem,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/relatorios', headers: como(quem) }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('depois de 7 dias o arquivo expira: status expirado e download 410', async () => {
    const r = (
      await pedir({
        tipo: 'totais',
        formato: 'xlsx',
        inicio: '2026-10-01',
        fim: '2026-10-31',
        usuarioId: paula,
      })
    ).json().data as Relatorio;
    expect((await esperar(r.id)).status).toBe('pronto');
    t.relogio.agora = new Date(AGORA_TESTE.getTime() + 8 * 86_400_000);
    try {
      expect((await obter(r.id)).status).toBe('expirado');
      const arq = await baixar(r.id);
      expect(arq.statusCode).toBe(410);
      expect(arq.json()).toMatchObject({ codigo: 'RELATORIO_EXPIRADO' });
      expect(arq.json().message).toMatch(/expirado/);
      const [c] = await t.db.query<{ vazio: boolean }>(
        'select conteudo is null as vazio from relatorio where empresa_id = $1 and id = $2',
        [EMPRESA_DEMO, r.id],
      );
      expect(c!.vazio).toBe(true);
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });
});
