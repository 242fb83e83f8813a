import type { AtribuicaoLote, Extrato, ImportacaoSaldoAnterior } from '@jornada/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, um, auditoria, idPorEmail } = apoioBancoHoras(() => t, tokens);
let bancoNovo: number;
const pessoas: Record<string, { id: number; matricula: string; cpf: string; vigencia: number }> =
  {};

const pessoa = async (email: string) => {
  const id = await idPorEmail(email);
  const u = await um<{ matricula: string; cpf: string }>(
    'select matricula, cpf from usuario where empresa_id = $1 and id = $2',
    [EMPRESA_DEMO, id],
  );
  const v = await um<{ id: number }>(
    'select id from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2',
    [EMPRESA_DEMO, id],
  );
  return { id, ...u, vigencia: v.id };
};
const csv = (linhas: string[]) => Buffer.from(linhas.join('\n'), 'utf8').toString('base64');

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.gestor = await t.token('gestor@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  for (const n of ['10', '11', '12', '13'])
    pessoas[n] = await pessoa(`colaborador${n}@demo.jornada.dev`);
  const cfg = await chamar<{ id: number }>('POST', `${B}/bancoHora/configuracao`, 'rh', {
    nome: 'Compensação mensal',
  });
  await chamar('POST', `${B}/bancoHora/configuracao/ciclo`, 'rh', {
    configuracaoId: cfg.corpo.data.id,
    regime: 'mensal',
    inicioCiclo: '2026-11-01',
  });
  bancoNovo = (
    await chamar<{ id: number }>('POST', `${B}/bancoHora`, 'rh', {
      nome: 'Banco mensal',
      configuracaoId: cfg.corpo.data.id,
    })
  ).corpo.data.id;
});
afterAll(() => t.close());

describe('atribuição do banco em lote', () => {
  it('a prévia aponta os conflitos; sem ninguém livre, a confirmação recusa', async () => {
    const corpo = {
      bancoHoraId: bancoNovo,
      usuarioIds: [pessoas['10']!.id, pessoas['11']!.id],
      vigenciaInicio: '2026-11-01',
    };
    const r = await chamar<AtribuicaoLote>(
      'POST',
      `${B}/bancoHora/colaborador/lote/previa`,
      'rh',
      corpo,
    );
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ confirmada: false, total: 2, conflitos: 2, incluidos: 0 });
    expect(r.corpo.data.pessoas[0]!.conflito).toMatchObject({
      vigenciaInicio: '2026-01-01',
      vigenciaFim: null,
    });
    const vazio = await chamar('POST', `${B}/bancoHora/colaborador/lote`, 'rh', corpo);
    expect([vazio.status, vazio.corpo.campo]).toEqual([400, 'departamentoId']);
  });

  it('encerradas as vigências antigas, inclui os dois numa transação, auditado', async () => {
    for (const n of ['10', '11'])
      expect(
        (
          await chamar('PUT', `${B}/bancoHora/colaborador/${pessoas[n]!.vigencia}`, 'rh', {
            vigenciaFim: '2026-10-31',
          })
        ).status,
      ).toBe(200);
    const corpo = {
      bancoHoraId: bancoNovo,
      usuarioIds: [pessoas['10']!.id, pessoas['11']!.id],
      vigenciaInicio: '2026-11-01',
    };
    const r = await chamar<AtribuicaoLote>('POST', `${B}/bancoHora/colaborador/lote`, 'rh', corpo);
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ confirmada: true, total: 2, conflitos: 0, incluidos: 2 });
    const nova = await um<{ id: number }>(
      'select id from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2 and banco_hora_id = $3',
      [EMPRESA_DEMO, pessoas['10']!.id, bancoNovo],
    );
    expect((await auditoria('banco_horas_colaborador', nova.id)).map((a) => a.acao)).toEqual([
      'atribuir-lote',
    ]);
    const depto = await um<{ d: number }>(
      'select departamento_id as d from usuario where empresa_id = $1 and id = $2',
      [EMPRESA_DEMO, pessoas['10']!.id],
    );
    const porDepto = await chamar<AtribuicaoLote>(
      'POST',
      `${B}/bancoHora/colaborador/lote/previa`,
      'rh',
      {
        bancoHoraId: bancoNovo,
        departamentoId: depto.d,
        vigenciaInicio: '2026-12-01',
      },
    );
    expect(porDepto.corpo.data.total).toBeGreaterThan(2);
    expect(porDepto.corpo.data.porPagina).toBe(25);
  });

  it('recusa: sem filtro, vigência invertida, pessoa ou banco inexistente', async () => {
    const base = { bancoHoraId: bancoNovo, vigenciaInicio: '2026-11-01' };
    const semFiltro = await chamar('POST', `${B}/bancoHora/colaborador/lote/previa`, 'rh', base);
    expect([semFiltro.status, semFiltro.corpo.campo]).toEqual([400, 'departamentoId']);
    const invertida = await chamar('POST', `${B}/bancoHora/colaborador/lote/previa`, 'rh', {
      ...base,
      usuarioIds: [pessoas['12']!.id],
      vigenciaFim: '2026-10-01',
    });
    expect([invertida.status, invertida.corpo.campo]).toEqual([400, 'vigenciaFim']);
    const ninguem = await chamar('POST', `${B}/bancoHora/colaborador/lote/previa`, 'rh', {
      ...base,
      usuarioIds: [999_999],
    });
    expect([ninguem.status, ninguem.corpo.campo]).toEqual([404, 'usuarioIds']);
    const banco = await chamar('POST', `${B}/bancoHora/colaborador/lote/previa`, 'rh', {
      ...base,
      bancoHoraId: 999_999,
      usuarioIds: [pessoas['12']!.id],
    });
    expect([banco.status, banco.corpo.campo]).toEqual([404, 'bancoHoraId']);
    expect(
      (
        await chamar('POST', `${B}/bancoHora/colaborador/lote/previa`, 'gestor', {
          ...base,
          usuarioIds: [1],
        })
      ).status,
    ).toBe(403);
  });
});

describe('importação de saldo anterior (CSV e XLSX)', () => {
  const arquivo = () =>
    csv([
      'matricula;cpf;saldo;motivo',
      `${pessoas['10']!.matricula};;12:30;Saldo do sistema antigo`,
      `;${pessoas['11']!.cpf};-04:00;`,
      '99999;;01:00;Quem?',
      `${pessoas['10']!.matricula};;02:00;De novo`,
      `${pessoas['12']!.matricula};;01:00;Banco com o 1º ciclo fechado`,
      `${pessoas['13']!.matricula};;1h30;Formato errado`,
      '',
    ]);

  it('a prévia aponta o erro de cada linha e não grava', async () => {
    const r = await chamar<ImportacaoSaldoAnterior>(
      'POST',
      `${B}/bancoHora/saldoAnterior/importacao/previa`,
      'rh',
      {
        nomeArquivo: 'saldos.csv',
        conteudo: arquivo(),
      },
    );
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ confirmada: false, aceitas: 2, recusadas: 4 });
    const erros = r.corpo.data.linhas.map((l) => [l.linha, l.minutos, l.erro]);
    expect(erros).toEqual([
      [2, 750, null],
      [3, -240, null],
      [4, 60, 'Matrícula não encontrada.'],
      [5, 120, 'Linha repetida: o colaborador já está na linha 2.'],
      [6, 60, 'O primeiro ciclo do banco já foi fechado: reabra-o antes.'],
      [7, null, 'Saldo em formato inválido: use HH:MM (ex.: 12:30 ou -04:00).'],
    ]);
    expect(r.corpo.data.linhas[1]!.motivo).toBe('Saldo anterior importado de saldos.csv');
  });

  it('a confirmação grava as aceitas numa transação e audita cada uma', async () => {
    const r = await chamar<ImportacaoSaldoAnterior>(
      'POST',
      `${B}/bancoHora/saldoAnterior/importacao`,
      'rh',
      {
        nomeArquivo: 'saldos.csv',
        conteudo: arquivo(),
      },
    );
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ confirmada: true, aceitas: 2, recusadas: 4 });
    const v = await um<{ id: number; saldo: number }>(
      'select id, saldo_anterior_minutos as saldo from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2 and banco_hora_id = $3',
      [EMPRESA_DEMO, pessoas['10']!.id, bancoNovo],
    );
    expect(v.saldo).toBe(750);
    expect((await auditoria('banco_horas_colaborador', v.id)).at(-1)).toMatchObject({
      acao: 'saldo-anterior',
      depois: { saldoAnteriorMinutos: 750, arquivo: 'saldos.csv', linha: 2 },
    });
    const e = (
      await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${pessoas['10']!.id}`)
    ).corpo.data;
    expect(e.saldoAnteriorMinutos).toBe(750);
  });

  it('XLSX: a hora do Excel vira HH:MM', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Saldos');
    ws.addRow(['Matrícula', 'Saldo']);
    ws.addRow([pessoas['11']!.matricula, new Date(Date.UTC(1899, 11, 30, 2, 15))]);
    const conteudo = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const r = await chamar<ImportacaoSaldoAnterior>(
      'POST',
      `${B}/bancoHora/saldoAnterior/importacao/previa`,
      'rh',
      {
        nomeArquivo: 'saldos.xlsx',
        conteudo,
      },
    );
    expect(r.status).toBe(200);
    expect(r.corpo.data.linhas).toEqual([
      expect.objectContaining({ saldo: '02:15', minutos: 135, erro: null }),
    ]);
  });

  it('recusa: extensão, cabeçalho, planilha ilegível e arquivo sem linha válida', async () => {
    const url = `${B}/bancoHora/saldoAnterior/importacao`;
    const ext = await chamar('POST', `${url}/previa`, 'rh', {
      nomeArquivo: 'saldos.txt',
      conteudo: csv(['a']),
    });
    expect([ext.status, ext.corpo.campo]).toEqual([400, 'nomeArquivo']);
    const cab = await chamar('POST', `${url}/previa`, 'rh', {
      nomeArquivo: 's.csv',
      conteudo: csv(['nome;horas', 'x;1']),
    });
    expect([cab.status, cab.corpo.campo]).toEqual([400, 'conteudo']);
    const xlsx = await chamar('POST', `${url}/previa`, 'rh', {
      nomeArquivo: 's.xlsx',
      conteudo: csv(['não é planilha']),
    });
    expect([xlsx.status, xlsx.corpo.campo]).toEqual([400, 'conteudo']);
    const nada = await chamar('POST', url, 'rh', {
      nomeArquivo: 's.csv',
      conteudo: csv(['matricula;saldo', '99999;01:00']),
    });
    expect([nada.status, nada.corpo.campo]).toEqual([400, 'conteudo']);
    expect(
      (await chamar('POST', url, 'colaborador', { nomeArquivo: 's.csv', conteudo: csv(['x']) }))
        .status,
    ).toBe(403);
  });
});
