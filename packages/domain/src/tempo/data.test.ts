import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDias,
  anoDe,
  diaDaSemana,
  diasNoMes,
  diferencaDias,
  fromDiaNumero,
  inicioDaSemana,
  isDataIso,
  toDiaNumero,
} from './data.ts';

describe('datas ISO sem fuso', () => {
  it.each([
    { data: '1970-01-01', numero: 0 },
    { data: '2026-03-02', numero: 20514 },
    { data: '2000-02-29', numero: 11016 },
    { data: '1969-12-31', numero: -1 },
  ])('$data é o dia $numero', ({ data, numero }) => {
    expect(toDiaNumero(data)).toBe(numero);
    expect(fromDiaNumero(numero)).toBe(data);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-03-02', '2026/03/02', ''])(
    'rejeita %j',
    (data) => {
      expect(Number.isNaN(toDiaNumero(data))).toBe(true);
      expect(isDataIso(data)).toBe(false);
      expect(() => addDias(data, 1)).toThrow(RangeError);
    },
  );

  it.each([
    { data: '2026-03-02', esperado: 1, descricao: 'segunda-feira' },
    { data: '2026-03-08', esperado: 0, descricao: 'domingo' },
    { data: '2026-03-07', esperado: 6, descricao: 'sábado' },
    { data: '2024-02-29', esperado: 4, descricao: 'quinta-feira bissexta' },
  ])('$data é $descricao', ({ data, esperado }) => {
    expect(diaDaSemana(data)).toBe(esperado);
  });

  it.each([
    { data: '2026-02-28', dias: 1, esperado: '2026-03-01' },
    { data: '2024-02-28', dias: 1, esperado: '2024-02-29' },
    { data: '2026-12-31', dias: 1, esperado: '2027-01-01' },
    { data: '2026-03-01', dias: -1, esperado: '2026-02-28' },
  ])('$data + $dias = $esperado', ({ data, dias, esperado }) => {
    expect(addDias(data, dias)).toBe(esperado);
    expect(diferencaDias(data, esperado)).toBe(dias);
  });

  it('início da semana é a segunda-feira', () => {
    expect(inicioDaSemana('2026-03-08')).toBe('2026-03-02');
    expect(inicioDaSemana('2026-03-02')).toBe('2026-03-02');
    expect(inicioDaSemana('2026-03-04')).toBe('2026-03-02');
  });

  it('meses e anos', () => {
    expect(diasNoMes(2024, 2)).toBe(29);
    expect(diasNoMes(1900, 2)).toBe(28);
    expect(diasNoMes(2026, 4)).toBe(30);
    expect(anoDe('2026-03-02')).toBe(2026);
  });

  it('propriedade: fromDiaNumero e toDiaNumero são inversos (anos 1600–2400)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -135000, max: 157000 }),
        (n) => toDiaNumero(fromDiaNumero(n)) === n,
      ),
    );
  });
});
