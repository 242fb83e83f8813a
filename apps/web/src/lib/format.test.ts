import { describe, expect, it } from 'vitest';
import { sha256Hex } from './crypto.ts';
import {
  dataIsoLocal,
  formatarData,
  formatarDataPorExtenso,
  formatarHoraComSegundos,
  formatarMinutos,
  horaCurta,
  horaParaMinutos,
} from './format.ts';

describe('formatação pt-BR', () => {
  it.each([
    { entrada: '2026-11-22', esperado: '22/11/2026' },
    { entrada: '2026-01-05T08:00:00', esperado: '05/01/2026' },
    { entrada: '', esperado: '' },
    { entrada: 'lixo', esperado: '' },
  ])('data $entrada → "$esperado"', ({ entrada, esperado }) => {
    expect(formatarData(entrada)).toBe(esperado);
  });

  it.each([
    { minutos: 0, esperado: '00:00' },
    { minutos: 482, esperado: '08:02' },
    { minutos: 1439, esperado: '23:59' },
    { minutos: 600 + 5, esperado: '10:05' },
    { minutos: 2 * 24 * 60, esperado: '48:00' },
    { minutos: -90, esperado: '-01:30' },
  ])('$minutos minutos → $esperado', ({ minutos, esperado }) => {
    expect(formatarMinutos(minutos)).toBe(esperado);
  });

  it('hora para minutos e de volta', () => {
    expect(horaParaMinutos('08:30')).toBe(510);
    expect(horaParaMinutos('8:30')).toBeNull();
    expect(formatarMinutos(horaParaMinutos('23:59')!)).toBe('23:59');
  });

  it('data por extenso, relógio e data ISO local', () => {
    const instante = new Date(2026, 10, 22, 9, 5, 7);
    expect(formatarDataPorExtenso(instante)).toBe('domingo, 22 de novembro de 2026');
    expect(formatarHoraComSegundos(instante)).toBe('09:05:07');
    expect(dataIsoLocal(instante)).toBe('2026-11-22');
  });

  it('hora curta corta os segundos', () => {
    expect(horaCurta('08:02:59')).toBe('08:02');
    expect(horaCurta('08:02')).toBe('08:02');
  });
});

describe('sha256Hex', () => {
  it('gera o SHA-256 em hexadecimal maiúsculo', async () => {
    expect(await sha256Hex('senha123')).toBe(
      '55A5E9E78207B4DF8699D60886FA070079463547B095D1A05BC719BB4E6CD251',
    );
    expect(await sha256Hex('')).toBe(
      'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
    );
  });
});
