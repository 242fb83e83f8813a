import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMinutosDataHora,
  dataDaDataHora,
  fromMinutosDataHora,
  isDataHoraIso,
  minutosEntre,
  toMinutosDataHora,
} from './data-hora.ts';

describe('datas e horas locais (YYYY-MM-DDTHH:MM)', () => {
  it.each([
    { descricao: 'mesmo dia', inicio: '2026-03-07T08:00', fim: '2026-03-07T20:00', minutos: 720 },
    {
      descricao: 'vira a meia-noite',
      inicio: '2026-03-07T22:00',
      fim: '2026-03-08T06:00',
      minutos: 480,
    },
    { descricao: 'vira o mês', inicio: '2026-02-28T23:00', fim: '2026-03-01T01:00', minutos: 120 },
    { descricao: 'vira o ano', inicio: '2026-12-31T23:59', fim: '2027-01-01T00:00', minutos: 1 },
    {
      descricao: '29/02 de ano bissexto',
      inicio: '2028-02-28T12:00',
      fim: '2028-03-01T12:00',
      minutos: 2880,
    },
    {
      descricao: 'fim antes do início',
      inicio: '2026-03-07T10:00',
      fim: '2026-03-07T09:00',
      minutos: -60,
    },
  ])('$descricao: $minutos min', ({ inicio, fim, minutos }) => {
    expect(minutosEntre(inicio, fim)).toBe(minutos);
  });

  it.each([
    '2026-03-07 08:00',
    '2026-03-07T24:00',
    '2026-02-29T08:00',
    '2026-03-07T8:00',
    '2026-03-07T08:00:00',
    '2026-03-07',
    '',
  ])('rejeita %j', (texto) => {
    expect(isDataHoraIso(texto)).toBe(false);
    expect(Number.isNaN(toMinutosDataHora(texto))).toBe(true);
    expect(() => minutosEntre(texto, '2026-03-07T08:00')).toThrow(RangeError);
  });

  it('soma minutos e extrai a data civil', () => {
    expect(addMinutosDataHora('2026-03-02T08:00', 72 * 60)).toBe('2026-03-05T08:00');
    expect(addMinutosDataHora('2026-01-01T00:30', -60)).toBe('2025-12-31T23:30');
    expect(dataDaDataHora('2026-03-07T23:59')).toBe('2026-03-07');
  });

  it('propriedade: fromMinutosDataHora é o inverso de toMinutosDataHora', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000_000, max: 100_000_000 }), (minutos) => {
        const texto = fromMinutosDataHora(minutos);
        expect(isDataHoraIso(texto)).toBe(true);
        expect(toMinutosDataHora(texto)).toBe(minutos);
      }),
    );
  });
});
