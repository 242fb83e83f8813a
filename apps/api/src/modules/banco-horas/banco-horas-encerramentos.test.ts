import type {
  Extrato,
  FechamentoAntecipado,
  PagamentoBancoHoras,
  RescisoesPendentes,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, um, auditoria, idPorEmail } = apoioBancoHoras(() => t, tokens);

const extrato = async (usuarioId: number, ate?: string) =>
  (
    await chamar<Extrato>(
      'GET',
      `${B}/bancoHora/extrato?usuarioId=${usuarioId}${ate ? `&ate=${ate}` : ''}`,
    )
  ).corpo.data;

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026; ciclo 01/07–31/12 aberto, o anterior fechado
  tokens.rh = await t.token('rh@demo.jornada.dev');
});
afterAll(() => t.close());

describe('fechamento antecipado e rescisão', () => {
  it('fecha antes o ciclo de uma pessoa: paga o saldo e começa um ciclo novo; uma vez por vigência', async () => {
    const id = await idPorEmail('colaborador05@demo.jornada.dev');
    const corpo = { usuarioId: id, data: '2026-11-10', motivo: 'Mudança de acordo' };
    const previa = await chamar<FechamentoAntecipado>(
      'POST',
      `${B}/bancoHora/fechamentoAntecipado/previa`,
      'rh',
      corpo,
    );
    expect(previa.status).toBe(200);
    expect(previa.corpo.data.pagamentos).toHaveLength(1);
    const r = await chamar<FechamentoAntecipado>(
      'POST',
      `${B}/bancoHora/fechamentoAntecipado`,
      'rh',
      corpo,
    );
    expect(r.status).toBe(200);
    const p = r.corpo.data.pagamentos[0]!;
    expect(p).toMatchObject({ origem: 'fechamento-antecipado', data: '2026-11-10' });
    expect(p.itens).toEqual(previa.corpo.data.pagamentos[0]!.itens);
    const e = await extrato(id);
    expect(e.ciclos.slice(-2).map((c) => [c.inicio, c.fim, c.encerradoPor])).toEqual([
      ['2026-07-01', '2026-11-10', 'fechamento-antecipado'],
      ['2026-11-11', '2027-05-10', null],
    ]);
    expect((await auditoria('banco_horas_pagamento', p.id!)).map((a) => a.acao)).toEqual([
      'fechamento-antecipado',
    ]);
    const deNovo = await chamar('POST', `${B}/bancoHora/fechamentoAntecipado`, 'rh', corpo);
    expect(deNovo.status).toBe(409);
    const ambos = await chamar('POST', `${B}/bancoHora/fechamentoAntecipado/previa`, 'rh', {
      ...corpo,
      bancoHoraId: 1,
    });
    expect([ambos.status, ambos.corpo.campo]).toEqual([400, 'usuarioId']);
  });

  it('o banco inteiro: prévia com quem entra e quem é recusado', async () => {
    const banco = await um<{ id: number }>('select id from banco_horas where empresa_id = $1');
    const r = await chamar<FechamentoAntecipado>(
      'POST',
      `${B}/bancoHora/fechamentoAntecipado/previa`,
      'rh',
      {
        bancoHoraId: banco.id,
        data: '2026-11-10',
        motivo: 'Troca de acordo coletivo',
      },
    );
    expect(r.status).toBe(200);
    const id = await idPorEmail('colaborador05@demo.jornada.dev');
    expect(r.corpo.data.recusados).toContainEqual({
      usuarioId: id,
      motivo: expect.stringContaining('fechamento antecipado'),
    });
    expect(r.corpo.data.pagamentos.length).toBeGreaterThan(10);
  });

  it('desligado no cadastro aparece pendente; a rescisão paga, encerra a vigência e sai da lista', async () => {
    const id = await idPorEmail('colaborador07@demo.jornada.dev');
    const desligar = await t.app.inject({
      method: 'POST',
      url: `/api/main/colaboradores/${id}/desligamento`,
      headers: { authorization: `Bearer ${tokens.rh}` },
      payload: { demissao: '2026-11-13' },
    });
    expect(desligar.statusCode).toBe(200);
    const pendentes = await chamar<RescisoesPendentes>('GET', `${B}/bancoHora/rescisao/pendentes`);
    expect(pendentes.corpo.data.items).toContainEqual(
      expect.objectContaining({
        usuarioId: id,
        demissao: '2026-11-13',
        saldoMinutos: expect.any(Number),
      }),
    );
    const corpo = {
      usuarioId: id,
      data: '2026-11-13',
      tipoRescisao: 'pedido-demissao',
      motivo: 'Pedido de demissão',
    };
    const ruim = await chamar('POST', `${B}/bancoHora/rescisao/previa`, 'rh', {
      ...corpo,
      tipoRescisao: 'demitido',
    });
    expect([ruim.status, ruim.corpo.campo]).toEqual([400, 'tipoRescisao']);
    const previa = await chamar<PagamentoBancoHoras>(
      'POST',
      `${B}/bancoHora/rescisao/previa`,
      'rh',
      corpo,
    );
    expect(previa.status).toBe(200);
    const r = await chamar<PagamentoBancoHoras>('POST', `${B}/bancoHora/rescisao`, 'rh', corpo);
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({
      origem: 'rescisao',
      tipoRescisao: 'pedido-demissao',
      itens: previa.corpo.data.itens,
    });
    const v = await um<{ fim: string }>(
      'select vigencia_fim as fim from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2',
      [2, id],
    );
    expect(v.fim).toBe('2026-11-13');
    const e = await extrato(id, '2026-11-13');
    expect(e.ciclos.at(-1)).toMatchObject({ fim: '2026-11-13', encerradoPor: 'rescisao' });
    const depois = await chamar<RescisoesPendentes>('GET', `${B}/bancoHora/rescisao/pendentes`);
    expect(depois.corpo.data.items.some((p) => p.usuarioId === id)).toBe(false);
    expect((await auditoria('banco_horas_pagamento', r.corpo.data.id!)).map((a) => a.acao)).toEqual(
      ['rescisao'],
    );
    expect((await chamar('POST', `${B}/bancoHora/rescisao`, 'rh', corpo)).status).toBe(409);
  });
});
