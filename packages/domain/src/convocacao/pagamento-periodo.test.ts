import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apurarPagamentoIntermitente } from './pagamento-periodo.ts';

const valores = (r: ReturnType<typeof apurarPagamentoIntermitente>) =>
  Object.fromEntries(r.linhas.map((l) => [l.descricao, l.valor]));

describe('apurarPagamentoIntermitente: recibo do período (CLT art. 452-A §§6º–7º)', () => {
  it.each([
    {
      descricao: '8 h a R$ 10,00, sem adicionais: DSR 1/6, férias e 13º 1/12, terço',
      entrada: { minutosTrabalhados: 480, valorHora: 1000 },
      esperado: {
        'Remuneração das horas trabalhadas': 8000,
        'Descanso semanal remunerado': 1333,
        'Férias proporcionais (1/12)': 778,
        '1/3 constitucional sobre férias': 259,
        '13º salário proporcional (1/12)': 778,
      },
      total: 11148,
    },
    {
      descricao: 'com adicional noturno de 20 % sobre 2 h: entra na base do DSR e dos reflexos',
      entrada: {
        minutosTrabalhados: 480,
        valorHora: 1000,
        adicionais: [{ descricao: 'Adicional noturno', minutos: 120, percentual: 20 }],
      },
      esperado: {
        'Remuneração das horas trabalhadas': 8000,
        'Adicional noturno (20 %)': 400,
        'Descanso semanal remunerado': 1400,
        'Férias proporcionais (1/12)': 817,
        '1/3 constitucional sobre férias': 272,
        '13º salário proporcional (1/12)': 817,
      },
      total: 11706,
    },
    {
      descricao: 'DSR pela fórmula da Lei 605 (25 dias úteis, 5 descansos)',
      entrada: { minutosTrabalhados: 480, valorHora: 1000, dsr: { diasUteis: 25, descansos: 5 } },
      esperado: {
        'Descanso semanal remunerado': 1600,
        'Férias proporcionais (1/12)': 800,
        '1/3 constitucional sobre férias': 267,
        '13º salário proporcional (1/12)': 800,
      },
      total: 11467,
    },
    {
      descricao: 'minutos quebrados: 7 h 50 a R$ 12,35 arredondam ao centavo',
      entrada: { minutosTrabalhados: 470, valorHora: 1235 },
      // 470/60 × 1235 = 9674,17; DSR 1612,33; base 11286; férias 940,5 → 941 (metade para cima).
      esperado: {
        'Remuneração das horas trabalhadas': 9674,
        'Descanso semanal remunerado': 1612,
        'Férias proporcionais (1/12)': 941,
        '1/3 constitucional sobre férias': 314,
        '13º salário proporcional (1/12)': 941,
      },
      total: 13482,
    },
    {
      descricao: 'nenhuma hora trabalhada: tudo zero',
      entrada: { minutosTrabalhados: 0, valorHora: 1000 },
      esperado: { 'Remuneração das horas trabalhadas': 0, 'Descanso semanal remunerado': 0 },
      total: 0,
    },
  ])('$descricao', ({ entrada, esperado, total }) => {
    const r = apurarPagamentoIntermitente(entrada);
    expect(valores(r)).toMatchObject(esperado);
    expect(r.total).toBe(total);
  });

  it('cada parcela em sua linha, na ordem do §6º, com o fundamento', () => {
    const r = apurarPagamentoIntermitente({
      minutosTrabalhados: 480,
      valorHora: 1000,
      adicionais: [{ descricao: 'Horas extras', minutos: 60, percentual: 50 }],
    });
    expect(r.linhas.map((l) => l.parcela)).toEqual([
      'remuneracao',
      'adicional',
      'dsr',
      'ferias-proporcionais',
      'terco-ferias',
      'decimo-terceiro-proporcional',
    ]);
    expect(r.linhas.every((l) => l.fundamento.length > 0)).toBe(true);
  });

  it.each([
    { descricao: 'minutos negativos', entrada: { minutosTrabalhados: -1, valorHora: 1000 } },
    { descricao: 'valor-hora fracionário', entrada: { minutosTrabalhados: 60, valorHora: 10.5 } },
    {
      descricao: 'percentual negativo',
      entrada: {
        minutosTrabalhados: 60,
        valorHora: 1000,
        adicionais: [{ descricao: 'x', minutos: 60, percentual: -1 }],
      },
    },
    {
      descricao: 'DSR com zero dias úteis',
      entrada: { minutosTrabalhados: 60, valorHora: 1000, dsr: { diasUteis: 0, descansos: 1 } },
    },
  ])('rejeita $descricao', ({ entrada }) => {
    expect(() => apurarPagamentoIntermitente(entrada)).toThrow(RangeError);
  });

  it('propriedade: total é a soma das linhas, todas inteiras e ≥ 0, crescente nas horas', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 600 }),
        (minutos, valorHora, extra) => {
          const r = apurarPagamentoIntermitente({ minutosTrabalhados: minutos, valorHora });
          expect(r.total).toBe(r.linhas.reduce((t, l) => t + l.valor, 0));
          for (const l of r.linhas) {
            expect(Number.isInteger(l.valor)).toBe(true);
            expect(l.valor).toBeGreaterThanOrEqual(0);
          }
          const mais = apurarPagamentoIntermitente({
            minutosTrabalhados: minutos + extra,
            valorHora,
          });
          expect(mais.total).toBeGreaterThanOrEqual(r.total);
        },
      ),
    );
  });
});
