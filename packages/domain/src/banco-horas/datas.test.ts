import { describe, expect, it } from 'vitest';
import { fimDoMes, somarMeses } from './datas.ts';

describe('somarMeses: prazo em meses (Código Civil art. 132 §3º)', () => {
  it.each([
    { descricao: 'dia de igual número', data: '2026-03-02', meses: 2, esperado: '2026-05-02' },
    { descricao: 'atravessa o ano', data: '2026-11-15', meses: 3, esperado: '2027-02-15' },
    { descricao: 'seis meses do dia 1º', data: '2026-01-01', meses: 6, esperado: '2026-07-01' },
    { descricao: 'doze meses', data: '2026-01-01', meses: 12, esperado: '2027-01-01' },
    {
      descricao: '31/01 + 1: falta 31/02, vence no imediato',
      data: '2026-01-31',
      meses: 1,
      esperado: '2026-03-01',
    },
    { descricao: '30/01 + 1 em ano comum', data: '2026-01-30', meses: 1, esperado: '2026-03-01' },
    {
      descricao: '29/01 + 1 em ano bissexto',
      data: '2028-01-29',
      meses: 1,
      esperado: '2028-02-29',
    },
    { descricao: '31/08 + 6: falta 31/02', data: '2026-08-31', meses: 6, esperado: '2027-03-01' },
    { descricao: '31/03 + 1: falta 31/04', data: '2026-03-31', meses: 1, esperado: '2026-05-01' },
    { descricao: 'zero meses', data: '2026-03-31', meses: 0, esperado: '2026-03-31' },
  ])('$descricao', ({ data, meses, esperado }) => {
    expect(somarMeses(data, meses)).toBe(esperado);
  });
});

describe('fimDoMes', () => {
  it.each([
    { data: '2026-02-10', esperado: '2026-02-28' },
    { data: '2028-02-01', esperado: '2028-02-29' },
    { data: '2026-04-30', esperado: '2026-04-30' },
    { data: '2026-12-01', esperado: '2026-12-31' },
  ])('$data → $esperado', ({ data, esperado }) => {
    expect(fimDoMes(data)).toBe(esperado);
  });
});
