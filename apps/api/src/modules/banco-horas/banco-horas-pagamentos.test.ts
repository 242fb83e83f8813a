import type {
  Extrato,
  FechamentoCiclo,
  LancamentoManual,
  PagamentoBancoHoras,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, um, auditoria, idPorEmail } = apoioBancoHoras(() => t, tokens);
let paulaId: number;

const extrato = async (usuarioId: number, ate?: string) =>
  (
    await chamar<Extrato>(
      'GET',
      `${B}/bancoHora/extrato?usuarioId=${usuarioId}${ate ? `&ate=${ate}` : ''}`,
    )
  ).corpo.data;
const somar = (itens: readonly { minutos: number }[]) => itens.reduce((s, i) => s + i.minutos, 0);

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026; ciclo 01/07–31/12 aberto, o anterior fechado
  paulaId = await idPorEmail('colaborador@demo.jornada.dev');
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.gestor = await t.token('gestor@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  // Saldo positivo garantido: 40 h de crédito manual no ciclo atual.
  const c = await chamar('POST', `${B}/bancoHora/lancamento`, 'rh', {
    usuarioId: paulaId,
    data: '2026-11-03',
    tipo: 'credito',
    minutos: 2400,
    motivo: 'Abono: inventário de fim de ano',
  });
  expect(c.status).toBe(201);
});
afterAll(() => t.close());

describe('pagamento extraordinário de parte do saldo', () => {
  it('a prévia mostra o que sai por verba e não grava; a confirmação grava e audita', async () => {
    const corpo = {
      usuarioId: paulaId,
      data: '2026-11-05',
      minutos: 120,
      motivo: 'Pedido da colaboradora',
    };
    const previa = await chamar<PagamentoBancoHoras>(
      'POST',
      `${B}/bancoHora/pagamento/previa`,
      'rh',
      corpo,
    );
    expect(previa.status).toBe(200);
    expect(previa.corpo.data.id).toBeNull();
    expect(previa.corpo.data.verbasFaltando).toEqual([]);
    // Fator 1: os minutos trabalhados pagos são os 120 de banco, cada parte com a sua verba.
    expect(somar(previa.corpo.data.itens)).toBeCloseTo(120, 6);
    expect(previa.corpo.data.itens.every((i) => i.verba !== null)).toBe(true);
    expect(previa.corpo.data.saldoDepoisMinutos).toBeCloseTo(
      previa.corpo.data.saldoAntesMinutos - 120,
      6,
    );
    const zero = await um<{ n: number }>(
      'select count(*)::int as n from banco_horas_pagamento where empresa_id = $1',
    );
    expect(zero.n).toBe(0);

    const r = await chamar<PagamentoBancoHoras>('POST', `${B}/bancoHora/pagamento`, 'rh', corpo);
    expect(r.status).toBe(200);
    expect(r.corpo.data.id).toEqual(expect.any(Number));
    expect(r.corpo.data.itens).toEqual(previa.corpo.data.itens);
    const itens = await t.db.query<{ verba: string }>(
      'select verba from banco_horas_pagamento_item where empresa_id = $1 and pagamento_id = $2',
      [2, r.corpo.data.id],
    );
    expect(itens.length).toBe(r.corpo.data.itens.length);
    expect((await auditoria('banco_horas_pagamento', r.corpo.data.id!)).map((a) => a.acao)).toEqual(
      ['pagamento-extraordinario'],
    );
    const e = await extrato(paulaId);
    expect(e.extrato).toContainEqual(
      expect.objectContaining({ data: '2026-11-05', tipo: 'pagamento', minutos: 120 }),
    );
  });

  it('recusa: acima do saldo, data futura, ciclo fechado, zero minutos e quem não é RH', async () => {
    const base = { usuarioId: paulaId, data: '2026-11-05', motivo: 'Pedido' };
    const acima = await chamar('POST', `${B}/bancoHora/pagamento`, 'rh', {
      ...base,
      minutos: 500_000,
    });
    expect([acima.status, acima.corpo.campo]).toEqual([400, 'minutos']);
    expect(acima.corpo.message).toContain('saldo positivo');
    const futura = await chamar('POST', `${B}/bancoHora/pagamento/previa`, 'rh', {
      ...base,
      data: '2026-12-01',
      minutos: 10,
    });
    expect([futura.status, futura.corpo.campo]).toEqual([400, 'data']);
    const fechado = await chamar('POST', `${B}/bancoHora/pagamento`, 'rh', {
      ...base,
      data: '2026-03-10',
      minutos: 10,
    });
    expect([fechado.status, fechado.corpo.campo]).toEqual([409, 'data']);
    const zero = await chamar('POST', `${B}/bancoHora/pagamento`, 'rh', { ...base, minutos: 0 });
    expect([zero.status, zero.corpo.campo]).toEqual([400, 'minutos']);
    const ninguem = await chamar('POST', `${B}/bancoHora/pagamento`, 'rh', {
      ...base,
      usuarioId: 999_999,
      minutos: 10,
    });
    expect([ninguem.status, ninguem.corpo.campo]).toEqual([404, 'usuarioId']);
    for (const quem of ['gestor', 'colaborador'])
      expect(
        (await chamar('POST', `${B}/bancoHora/pagamento`, quem, { ...base, minutos: 10 })).status,
      ).toBe(403);
  });

  it('o fechamento do ciclo não paga de novo o que o pagamento extraordinário levou', async () => {
    const ciclo = await um<{ id: number }>(
      "select id from banco_horas_ciclo where empresa_id = $1 and inicio = '2026-07-01'",
    );
    const motor = await extrato(paulaId, '2026-12-31');
    const doMotor = somar(motor.ciclos.find((c) => c.inicio === '2026-07-01')!.pagarComoExtra);
    t.relogio.agora = new Date('2027-01-05T13:00:00Z');
    try {
      const previa = await chamar<FechamentoCiclo>('GET', `${B}/ciclo/${ciclo.id}/fechamento`);
      expect(previa.status).toBe(200);
      const daPaula = previa.corpo.data.itens.filter(
        (i) => i.usuarioId === paulaId && i.natureza === 'pagamento',
      );
      expect(somar(daPaula) + 120).toBeCloseTo(doMotor, 6);
    } finally {
      t.relogio.agora = new Date('2026-11-16T13:30:00Z');
    }
  });
});

describe('estorno de lançamento manual', () => {
  it('o lançamento inverso desfaz sem apagar; uma vez só; auditado', async () => {
    const antes = (await extrato(paulaId)).saldoAtualMinutos;
    const l = await chamar<LancamentoManual>('POST', `${B}/bancoHora/lancamento`, 'rh', {
      usuarioId: paulaId,
      data: '2026-11-12',
      tipo: 'credito',
      minutos: 45,
      motivo: 'Abono lançado por engano',
    });
    expect((await extrato(paulaId)).saldoAtualMinutos).toBeCloseTo(antes + 45, 6);
    const r = await chamar<LancamentoManual>(
      'POST',
      `${B}/bancoHora/lancamento/${l.corpo.data.id}/estorno`,
      'rh',
      {
        motivo: 'Lançado por engano',
      },
    );
    expect(r.status).toBe(201);
    expect(r.location).toBe(`${B}/bancoHora/lancamento/${r.corpo.data.id}`);
    expect(r.corpo.data).toMatchObject({
      tipo: 'debito',
      minutos: 45,
      estornoDeId: l.corpo.data.id,
    });
    const depois = await extrato(paulaId);
    expect(depois.saldoAtualMinutos).toBeCloseTo(antes, 6);
    expect(depois.movimentos.some((m) => m.motivo === 'Abono lançado por engano')).toBe(false);
    const original = await chamar<LancamentoManual>(
      'GET',
      `${B}/bancoHora/lancamento/${l.corpo.data.id}`,
    );
    expect(original.corpo.data.estornado).toBe(true);
    const n = await um<{ n: number }>(
      'select count(*)::int as n from banco_horas_lancamento where empresa_id = $1 and usuario_id = $2 and data = $3',
      [2, paulaId, '2026-11-12'],
    );
    expect(n.n).toBe(2);
    expect((await auditoria('banco_horas_lancamento', l.corpo.data.id)).map((a) => a.acao)).toEqual(
      ['lancar', 'estornar'],
    );
    const deNovo = await chamar(
      'POST',
      `${B}/bancoHora/lancamento/${l.corpo.data.id}/estorno`,
      'rh',
      { motivo: 'Outra vez' },
    );
    expect(deNovo.status).toBe(409);
    const doEstorno = await chamar(
      'POST',
      `${B}/bancoHora/lancamento/${r.corpo.data.id}/estorno`,
      'rh',
      { motivo: 'Desfazer o estorno' },
    );
    expect(doEstorno.status).toBe(409);
  });

  it('desfaz também um lançamento de data futura (compensação marcada)', async () => {
    const l = await chamar<LancamentoManual>('POST', `${B}/bancoHora/lancamento`, 'rh', {
      usuarioId: paulaId,
      data: '2026-11-27',
      tipo: 'debito',
      minutos: 60,
      motivo: 'Compensação: saída antecipada marcada',
    });
    expect(l.status).toBe(201);
    const r = await chamar<LancamentoManual>(
      'POST',
      `${B}/bancoHora/lancamento/${l.corpo.data.id}/estorno`,
      'rh',
      { motivo: 'A folga foi cancelada' },
    );
    expect(r.status).toBe(201);
    expect(r.corpo.data).toMatchObject({ tipo: 'credito', data: '2026-11-27' });
  });

  it('recusa: ciclo fechado (409), sem motivo (400), inexistente (404)', async () => {
    const antigo = await um<{ id: number }>(
      "select min(id) as id from banco_horas_lancamento where empresa_id = $1 and data < '2026-07-01'",
    );
    const fechado = await chamar('POST', `${B}/bancoHora/lancamento/${antigo.id}/estorno`, 'rh', {
      motivo: 'Tarde demais',
    });
    expect([fechado.status, fechado.corpo.campo]).toEqual([409, 'data']);
    const semMotivo = await chamar('POST', `${B}/bancoHora/lancamento/${antigo.id}/estorno`, 'rh', {
      motivo: ' ',
    });
    expect([semMotivo.status, semMotivo.corpo.campo]).toEqual([400, 'motivo']);
    expect(
      (await chamar('POST', `${B}/bancoHora/lancamento/999999/estorno`, 'rh', { motivo: 'Nada' }))
        .status,
    ).toBe(404);
  });
});
