import { describe, expect, it } from 'vitest';
import { lotesAVencer, somarMesesCivil } from './lotes.ts';

describe('lotes a vencer do banco de horas', () => {
  it.each([
    { data: '2026-03-02', meses: 2, esperado: '2026-05-02' },
    { data: '2026-01-31', meses: 1, esperado: '2026-03-01' },
    { data: '2026-08-31', meses: 6, esperado: '2027-03-01' },
  ])(
    'prazo de $meses mês(es) a partir de $data vence em $esperado (CC art. 132 §3º)',
    ({ data, meses, esperado }) => {
      expect(somarMesesCivil(data, meses)).toBe(esperado);
    },
  );

  it('o débito consome o crédito mais antigo primeiro', () => {
    const extrato = [
      { data: '2026-07-10', tipo: 'credito', minutos: 60, saldo: 60 },
      { data: '2026-08-10', tipo: 'credito', minutos: 90, saldo: 150 },
      { data: '2026-08-20', tipo: 'debito', minutos: 80, saldo: 70 },
    ];
    expect(lotesAVencer(extrato, '2026-12-31', 3)).toEqual([
      { data: '2026-08-10', minutos: 70, vence: '2026-11-10' },
    ]);
  });

  it('sem vencimento no acordo, tudo vence no fim do ciclo; o prazo nunca passa do ciclo', () => {
    const extrato = [
      { data: '2026-07-01', tipo: 'saldo-anterior', minutos: 30, saldo: 30 },
      { data: '2026-11-10', tipo: 'credito', minutos: 45, saldo: 75 },
    ];
    expect(lotesAVencer(extrato, '2026-12-31', null)).toEqual([
      { data: '2026-07-01', minutos: 30, vence: '2026-12-31' },
      { data: '2026-11-10', minutos: 45, vence: '2026-12-31' },
    ]);
    expect(lotesAVencer(extrato, '2026-12-31', 2)[1]).toEqual({
      data: '2026-11-10',
      minutos: 45,
      vence: '2026-12-31',
    });
  });

  it('com saldo negativo, o crédito quita a dívida antes de formar lote', () => {
    const extrato = [
      { data: '2026-07-01', tipo: 'saldo-anterior', minutos: 60, saldo: -60 },
      { data: '2026-07-15', tipo: 'credito', minutos: 100, saldo: 40 },
    ];
    expect(lotesAVencer(extrato, '2026-12-31', null)).toEqual([
      { data: '2026-07-15', minutos: 40, vence: '2026-12-31' },
    ]);
  });
});
