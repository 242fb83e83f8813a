import type { AtribuicaoLote, Extrato, RelatorioBancoHoras } from '@jornada/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, um, idPorEmail } = apoioBancoHoras(() => t, tokens);
const grupo = (nome: string) =>
  um<{ id: number }>('select id from grupo where empresa_id = $1 and nome = $2', [
    EMPRESA_DEMO,
    nome,
  ]);
const baixar = (url: string, quem = 'rh') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[quem]}` } });

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026; ciclo anterior 01/01–30/06 fechado
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

describe('relatórios do banco de horas (RH)', () => {
  it.each(['saldos', 'colaboradores', 'ciclos', 'periodos', 'extrato', 'fechamento'])(
    '%s responde paginado (25), com colunas e totais',
    async (tipo) => {
      const r = await chamar<RelatorioBancoHoras>(
        'GET',
        `${B}/bancoHora/relatorio/${tipo}?inicio=2026-01-01&fim=2026-11-30`,
      );
      expect(r.status).toBe(200);
      expect(r.corpo.data).toMatchObject({ tipo, pagina: 1, porPagina: 25, ate: '2026-11-16' });
      expect(r.corpo.data.colunas.length).toBeGreaterThan(3);
      expect(r.corpo.data.total).toBeGreaterThan(0);
      expect(r.corpo.data.linhas.length).toBe(Math.min(25, r.corpo.data.total));
    },
  );

  it('a página 2 traz as linhas seguintes', async () => {
    const p2 = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/extrato?inicio=2026-01-01&fim=2026-11-30&pagina=2`,
    );
    expect(p2.corpo.data.total).toBeGreaterThan(25);
    expect(p2.corpo.data.linhas.length).toBeGreaterThan(0);
  });

  it('por colaborador: o saldo no fim é o do extrato (o mesmo motor), também no XLSX', async () => {
    const paula = await idPorEmail('colaborador@demo.jornada.dev');
    const extrato = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${paula}`))
      .corpo.data;
    const q = `usuarioId=${paula}&inicio=2026-07-01&fim=2026-11-30`;
    const r = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/colaboradores?${q}`,
    );
    expect(r.corpo.data.linhas).toHaveLength(1);
    expect(r.corpo.data.linhas[0]).toMatchObject({
      colaborador: 'Paula Andrade',
      saldoFinal: extrato.saldoAtualMinutos,
    });
    expect(r.corpo.data.totais.saldoFinal).toBe(extrato.saldoAtualMinutos);

    const x = await baixar(`${B}/bancoHora/relatorio/colaboradores/xlsx?${q}`);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const aba = livro.worksheets[0]!;
    const cabecalho = (aba.getRow(3).values as unknown[]).map(String);
    const coluna = cabecalho.indexOf('Saldo no fim (min)');
    expect(coluna).toBeGreaterThan(0);
    expect(aba.getRow(4).getCell(1).value).toBe('Paula Andrade');
    expect(aba.getRow(4).getCell(coluna).value).toBe(extrato.saldoAtualMinutos);

    const pdf = await baixar(`${B}/bancoHora/relatorio/colaboradores/pdf?${q}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('extrato e ciclos batem com o extrato do motor; fechamento mostra o ciclo fechado', async () => {
    const paula = await idPorEmail('colaborador@demo.jornada.dev');
    const extrato = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${paula}`))
      .corpo.data;
    const linhas = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/extrato?usuarioId=${paula}&inicio=2026-01-01&fim=2026-11-30`,
    );
    expect(linhas.corpo.data.total).toBe(extrato.extrato.length);
    const ciclos = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/ciclos?usuarioId=${paula}&inicio=2026-01-01&fim=2026-11-30`,
    );
    expect(ciclos.corpo.data.linhas.map((l) => l.saldoFinal)).toEqual(
      extrato.ciclos.map((c) => c.saldoFinal),
    );
    const fechamento = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/fechamento?usuarioId=${paula}&inicio=2026-06-01&fim=2026-06-30`,
    );
    expect(fechamento.corpo.data.linhas).toHaveLength(1);
    expect(fechamento.corpo.data.linhas[0]).toMatchObject({
      fim: '2026-06-30',
      encerramento: 'Fim do ciclo',
      saldoFinal: extrato.ciclos[0]!.saldoFinal,
    });
  });

  it('filtra por grupo; grupo sem pessoas dá relatório vazio (PDF e XLSX também)', async () => {
    const brigada = await grupo('Brigada de incêndio');
    const r = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/colaboradores?grupoId=${brigada.id}`,
    );
    expect(r.corpo.data.total).toBe(3);
    expect(r.corpo.data.linhas.map((l) => l.colaborador)).toContain('Paula Andrade');
    const plantao = await grupo('Plantão de fim de semana');
    const vazio = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/saldos?grupoId=${plantao.id}`,
    );
    expect([vazio.status, vazio.corpo.data.total]).toEqual([200, 0]);
    const pdf = await baixar(`${B}/bancoHora/relatorio/saldos/pdf?grupoId=${plantao.id}`);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const x = await baixar(`${B}/bancoHora/relatorio/saldos/xlsx?grupoId=${plantao.id}`);
    expect(x.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('relatório global: regraId e periodoId dão o banco e o período do ciclo', async () => {
    const ciclo = await um<{ id: number; banco_hora_id: number; inicio: string; fim: string }>(
      'select id, banco_hora_id, inicio, fim from banco_horas_ciclo where empresa_id = $1 order by inicio limit 1',
    );
    const r = await chamar<RelatorioBancoHoras>(
      'GET',
      `${B}/bancoHora/relatorio/global?regraId=${ciclo.banco_hora_id}&periodoId=${ciclo.id}`,
    );
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({
      tipo: 'colaboradores',
      inicio: ciclo.inicio,
      fim: ciclo.fim,
      bancoHoraId: ciclo.banco_hora_id,
    });
    expect(r.corpo.data.total).toBeGreaterThan(0);
  });

  it('entrada inválida é 400/404 com o campo; só o RH do banco', async () => {
    const casos: [string, number, string][] = [
      ['relatorio/nenhum', 400, 'tipo'],
      ['relatorio/saldos?inicio=2026-02-30', 400, 'inicio'],
      ['relatorio/saldos?inicio=2026-05-01&fim=2026-04-01', 400, 'fim'],
      ['relatorio/saldos?inicio=2020-01-01&fim=2026-01-01', 400, 'fim'],
      ['relatorio/saldos?bancoHoraId=999999', 404, 'bancoHoraId'],
      ['relatorio/saldos?periodoId=999999', 404, 'periodoId'],
      ['relatorio/saldos?grupoId=999999', 404, 'grupoId'],
      ['relatorio/saldos?filialId=999999', 404, 'filialId'],
      ['relatorio/saldos?departamentoId=999999', 404, 'departamentoId'],
    ];
    for (const [url, status, campo] of casos) {
      const r = await chamar('GET', `${B}/bancoHora/${url}`);
      expect([url, r.status, r.corpo.campo]).toEqual([url, status, campo]);
    }
    expect((await chamar('GET', `${B}/bancoHora/relatorio/saldos`, 'colaborador')).status).toBe(
      403,
    );
    expect((await baixar(`${B}/bancoHora/relatorio/saldos/xlsx`, 'colaborador')).statusCode).toBe(
      403,
    );
  });
});

describe('atribuição em lote por grupo', () => {
  it('a prévia lista os membros do grupo; confirma só quem não conflita', async () => {
    const brigada = await grupo('Brigada de incêndio');
    const banco = await um<{ id: number }>(
      'select min(id) as id from banco_horas where empresa_id = $1',
    );
    const corpo = { bancoHoraId: banco.id, grupoId: brigada.id, vigenciaInicio: '2026-12-01' };
    const previa = await chamar<AtribuicaoLote>(
      'POST',
      `${B}/bancoHora/colaborador/lote/previa`,
      'rh',
      corpo,
    );
    expect(previa.status).toBe(200);
    expect(previa.corpo.data).toMatchObject({ total: 3, conflitos: 3, incluidos: 0 });
    const joao = await idPorEmail('colaborador02@demo.jornada.dev');
    const v = await um<{ id: number }>(
      'select id from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2',
      [EMPRESA_DEMO, joao],
    );
    const fim = await chamar('PUT', `${B}/bancoHora/colaborador/${v.id}`, 'rh', {
      vigenciaFim: '2026-11-30',
    });
    expect(fim.status).toBe(200);
    const r = await chamar<AtribuicaoLote>('POST', `${B}/bancoHora/colaborador/lote`, 'rh', corpo);
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ confirmada: true, total: 3, conflitos: 2, incluidos: 1 });
    const nova = await um<{ n: number }>(
      "select count(*)::int as n from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2 and vigencia_inicio = '2026-12-01'",
      [EMPRESA_DEMO, joao],
    );
    expect(nova.n).toBe(1);
    const inexistente = await chamar('POST', `${B}/bancoHora/colaborador/lote/previa`, 'rh', {
      ...corpo,
      grupoId: 999999,
    });
    expect([inexistente.status, inexistente.corpo.campo]).toEqual([404, 'grupoId']);
  });
});
