import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHoras,
  isHhmm,
  parseHhmm,
  toHhmm,
  toMinutos,
  toMinutosIntervalos,
  toMinutosSequencia,
} from './hora.ts';

describe('horários HH:MM', () => {
  it.each([
    { descricao: 'meia-noite', texto: '00:00', esperado: 0 },
    { descricao: 'manhã', texto: '07:55', esperado: 475 },
    { descricao: 'último minuto do dia', texto: '23:59', esperado: 1439 },
  ])('$descricao: $texto → $esperado', ({ texto, esperado }) => {
    expect(parseHhmm(texto)).toBe(esperado);
    expect(toMinutos(texto)).toBe(esperado);
    expect(isHhmm(texto)).toBe(true);
  });

  it.each(['24:00', '7:55', '07:60', '07-55', '0755', 'ab:cd', '', '07:55 ', '-1:00'])(
    'rejeita %j',
    (texto) => {
      expect(parseHhmm(texto)).toBe(-1);
      expect(isHhmm(texto)).toBe(false);
      expect(() => toMinutos(texto)).toThrow(RangeError);
    },
  );

  it('isHhmm rejeita valores que não são texto', () => {
    expect(isHhmm(480)).toBe(false);
    expect(isHhmm(null)).toBe(false);
  });

  it.each([
    { descricao: 'dia comum', lista: ['08:00', '12:00'], esperado: [480, 720] },
    { descricao: 'virada de meia-noite', lista: ['22:00', '01:00'], esperado: [1320, 1500] },
    {
      descricao: 'jornada noturna com intervalo após a meia-noite',
      lista: ['22:00', '01:00', '02:00', '05:00'],
      esperado: [1320, 1500, 1560, 1740],
    },
    {
      descricao: 'horários iguais ficam no mesmo dia',
      lista: ['12:00', '12:00'],
      esperado: [720, 720],
    },
    { descricao: 'lista vazia', lista: [], esperado: [] },
  ])('sequência: $descricao', ({ lista, esperado }) => {
    expect(toMinutosSequencia(lista)).toEqual(esperado);
  });

  it.each([
    { minutos: 0, hhmm: '00:00', horas: '0:00' },
    { minutos: 47, hhmm: '00:47', horas: '0:47' },
    { minutos: 1500, hhmm: '01:00', horas: '25:00' },
    { minutos: -90, hhmm: '22:30', horas: '-1:30' },
  ])('formata $minutos min como $hhmm e $horas', ({ minutos, hhmm, horas }) => {
    expect(toHhmm(minutos)).toBe(hhmm);
    expect(formatHoras(minutos)).toBe(horas);
  });

  it('propriedade: toHhmm e parseHhmm são inversos no dia', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1439 }), (m) => parseHhmm(toHhmm(m)) === m));
  });
});

describe('intervalos HH:MM', () => {
  it.each([
    {
      descricao: 'jornada diurna com almoço',
      intervalos: [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ] as [string, string][],
      esperado: [480, 720, 780, 1020],
    },
    {
      descricao: 'jornada noturna que cruza a meia-noite',
      intervalos: [
        ['22:00', '01:00'],
        ['02:00', '05:00'],
      ] as [string, string][],
      esperado: [1320, 1500, 1560, 1740],
    },
    { descricao: 'sem jornada', intervalos: [] as [string, string][], esperado: [] },
  ])('$descricao', ({ intervalos, esperado }) => {
    expect(toMinutosIntervalos(intervalos)).toEqual(esperado);
  });
});
