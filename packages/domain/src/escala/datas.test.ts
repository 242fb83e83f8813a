import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDias,
  diferencaDias,
  formatarDataBr,
  fromDiaNumero,
  inicioDaSemana,
  intervaloDatas,
  isDataIso,
  toDiaNumero,
} from '../tempo/data.ts';
import { diaSemana, mod } from './datas.ts';

describe('datas ISO da escala (aritmética de tempo/)', () => {
  it.each([
    { descricao: 'virada de mês de 31 dias', data: '2026-01-31', dias: 1, esperado: '2026-02-01' },
    { descricao: 'fevereiro bissexto', data: '2024-02-28', dias: 1, esperado: '2024-02-29' },
    { descricao: 'fevereiro comum', data: '2023-02-28', dias: 1, esperado: '2023-03-01' },
    {
      descricao: '2000 é bissexto (divisível por 400)',
      data: '2000-02-28',
      dias: 1,
      esperado: '2000-02-29',
    },
    { descricao: '1900 não é bissexto', data: '1900-02-28', dias: 1, esperado: '1900-03-01' },
    { descricao: 'virada de ano', data: '2025-12-31', dias: 1, esperado: '2026-01-01' },
    {
      descricao: 'para trás na virada de ano',
      data: '2026-01-01',
      dias: -1,
      esperado: '2025-12-31',
    },
    { descricao: 'um ano bissexto inteiro', data: '2024-01-01', dias: 366, esperado: '2025-01-01' },
  ])('$descricao', ({ data, dias, esperado }) => {
    expect(addDias(data, dias)).toBe(esperado);
    expect(diferencaDias(data, esperado)).toBe(dias);
  });

  it.each([
    { data: '1970-01-01', esperado: 'qui' },
    { data: '2026-03-02', esperado: 'seg' },
    { data: '2026-03-08', esperado: 'dom' },
    { data: '2024-02-29', esperado: 'qui' },
    { data: '1969-12-31', esperado: 'qua' },
  ])('$data cai em $esperado', ({ data, esperado }) => {
    expect(diaSemana(data)).toBe(esperado);
  });

  it.each([
    {
      descricao: 'segunda é o início da própria semana',
      data: '2026-03-02',
      esperado: '2026-03-02',
    },
    {
      descricao: 'domingo fecha a semana iniciada na segunda',
      data: '2026-03-08',
      esperado: '2026-03-02',
    },
    { descricao: 'semana que atravessa o ano', data: '2026-01-01', esperado: '2025-12-29' },
  ])('$descricao', ({ data, esperado }) => {
    expect(inicioDaSemana(data)).toBe(esperado);
  });

  it.each([
    { texto: '2026-02-29', valido: false },
    { texto: '2024-02-29', valido: true },
    { texto: '2026-13-01', valido: false },
    { texto: '2026-04-31', valido: false },
    { texto: '26-01-01', valido: false },
    { texto: '2026-1-01', valido: false },
  ])('isDataIso($texto) = $valido', ({ texto, valido }) => {
    expect(isDataIso(texto)).toBe(valido);
  });

  it('recusa data inválida com RangeError', () => {
    expect(() => addDias('2026-02-30', 1)).toThrow(RangeError);
    expect(Number.isNaN(toDiaNumero('2026-02-30'))).toBe(true);
  });

  it('módulo é sempre não negativo (datas antes da âncora)', () => {
    expect([mod(-1, 7), mod(-7, 7), mod(-8, 2), mod(5, 3)]).toEqual([6, 0, 0, 2]);
  });

  it('intervalo de datas inclusivo e vazio quando invertido', () => {
    expect(intervaloDatas('2025-12-30', '2026-01-02')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(intervaloDatas('2026-01-02', '2026-01-01')).toEqual([]);
    expect(formatarDataBr('2026-03-02')).toBe('02/03/2026');
  });

  it('propriedade: número do dia confere com o calendário UTC e ida e volta preserva a data', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (numero) => {
        const data = fromDiaNumero(numero);
        expect(data).toBe(new Date(numero * 86_400_000).toISOString().slice(0, 10));
        expect(toDiaNumero(data)).toBe(numero);
      }),
    );
  });
});
