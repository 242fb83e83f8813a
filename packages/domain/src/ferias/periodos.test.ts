import { describe, expect, it } from 'vitest';
import { abonoMaximo, diasDireitoPorFaltas } from './direito.ts';
import {
  aniversario,
  diasAposLimite,
  isAniversarioDaAdmissao,
  periodoAquisitivoDe,
  periodoConcessivoDe,
} from './periodos.ts';

describe('direito a férias por faltas injustificadas (CLT art. 130)', () => {
  it.each([
    { faltas: 0, dias: 30 },
    { faltas: 5, dias: 30 },
    { faltas: 6, dias: 24 },
    { faltas: 14, dias: 24 },
    { faltas: 15, dias: 18 },
    { faltas: 23, dias: 18 },
    { faltas: 24, dias: 12 },
    { faltas: 32, dias: 12 },
    { faltas: 33, dias: 0 },
    { faltas: 200, dias: 0 },
  ])('$faltas faltas → $dias dias', ({ faltas, dias }) => {
    expect(diasDireitoPorFaltas(faltas)).toBe(dias);
  });

  it.each([
    { direito: 30, maximo: 10 },
    { direito: 24, maximo: 8 },
    { direito: 18, maximo: 6 },
    { direito: 12, maximo: 4 },
    { direito: 0, maximo: 0 },
  ])(
    'abono de no máximo 1/3: $direito dias de direito → $maximo (CLT art. 143)',
    ({ direito, maximo }) => {
      expect(abonoMaximo(direito)).toBe(maximo);
    },
  );
});

describe('aniversário de datas (Lei 810/1949: sem o dia correspondente, vale o seguinte)', () => {
  it.each([
    { descricao: 'data comum', data: '2025-03-01', anos: 1, esperado: '2026-03-01' },
    {
      descricao: '29/02 em ano comum vira 01/03',
      data: '2024-02-29',
      anos: 1,
      esperado: '2025-03-01',
    },
    { descricao: '29/02 de novo bissexto', data: '2024-02-29', anos: 4, esperado: '2028-02-29' },
    { descricao: '2100 não é bissexto', data: '2096-02-29', anos: 4, esperado: '2100-03-01' },
    { descricao: '31/12', data: '2025-12-31', anos: 2, esperado: '2027-12-31' },
  ])('$descricao', ({ data, anos, esperado }) => {
    expect(aniversario(data, anos)).toBe(esperado);
  });

  it.each([
    { admissao: '2024-03-01', data: '2024-03-01', esperado: true },
    { admissao: '2024-03-01', data: '2026-03-01', esperado: true },
    { admissao: '2024-03-01', data: '2026-03-02', esperado: false },
    { admissao: '2024-03-01', data: '2023-03-01', esperado: false },
    { admissao: '2024-02-29', data: '2025-03-01', esperado: true },
    { admissao: '2024-02-29', data: '2025-02-28', esperado: false },
    { admissao: '2024-02-29', data: '2028-02-29', esperado: true },
  ])('admissão $admissao, aniversário em $data? $esperado', ({ admissao, data, esperado }) => {
    expect(isAniversarioDaAdmissao(admissao, data)).toBe(esperado);
  });
});

describe('períodos aquisitivo e concessivo (CLT arts. 130 e 134)', () => {
  it.each([
    {
      descricao: 'exemplo do contrato',
      inicio: '2025-03-01',
      admissao: '2024-03-01',
      aquisitivo: { inicio: '2025-03-01', fim: '2026-02-28' },
      concessivo: { inicio: '2026-03-01', fim: '2027-02-28' },
    },
    {
      descricao: 'aquisitivo que contém 29/02',
      inicio: '2023-03-01',
      admissao: null,
      aquisitivo: { inicio: '2023-03-01', fim: '2024-02-29' },
      concessivo: { inicio: '2024-03-01', fim: '2025-02-28' },
    },
    {
      descricao: 'concessivo que contém 29/02',
      inicio: '2026-03-01',
      admissao: '2024-03-01',
      aquisitivo: { inicio: '2026-03-01', fim: '2027-02-28' },
      concessivo: { inicio: '2027-03-01', fim: '2028-02-29' },
    },
    {
      descricao: 'admissão em 29/02: 1º aquisitivo termina em 28/02',
      inicio: '2024-02-29',
      admissao: '2024-02-29',
      aquisitivo: { inicio: '2024-02-29', fim: '2025-02-28' },
      concessivo: { inicio: '2025-03-01', fim: '2026-02-28' },
    },
    {
      descricao: 'admissão em 29/02: o aquisitivo de 2027 volta a 29/02/2028',
      inicio: '2027-03-01',
      admissao: '2024-02-29',
      aquisitivo: { inicio: '2027-03-01', fim: '2028-02-28' },
      concessivo: { inicio: '2028-02-29', fim: '2029-02-28' },
    },
    {
      descricao: 'sem admissão, 01/03/2027 conta só de si mesmo',
      inicio: '2027-03-01',
      admissao: null,
      aquisitivo: { inicio: '2027-03-01', fim: '2028-02-29' },
      concessivo: { inicio: '2028-03-01', fim: '2029-02-28' },
    },
    {
      descricao: 'admissão em 1º de janeiro',
      inicio: '2025-01-01',
      admissao: '2020-01-01',
      aquisitivo: { inicio: '2025-01-01', fim: '2025-12-31' },
      concessivo: { inicio: '2026-01-01', fim: '2026-12-31' },
    },
  ])('$descricao', ({ inicio, admissao, aquisitivo, concessivo }) => {
    expect(periodoAquisitivoDe(inicio, admissao)).toEqual(aquisitivo);
    expect(periodoConcessivoDe(inicio, admissao)).toEqual(concessivo);
  });
});

describe('dias gozados depois do fim do concessivo, pagos em dobro (CLT art. 137)', () => {
  const limite = '2027-02-28';
  it.each([
    { descricao: 'termina no último dia do concessivo', inicio: '2027-01-30', dias: 30, dobro: 0 },
    { descricao: 'passa 1 dia do concessivo', inicio: '2027-01-31', dias: 30, dobro: 1 },
    { descricao: 'começa no dia seguinte ao fim', inicio: '2027-03-01', dias: 30, dobro: 30 },
    { descricao: 'começa no último dia', inicio: '2027-02-28', dias: 10, dobro: 9 },
    { descricao: 'bem antes do fim', inicio: '2026-04-06', dias: 30, dobro: 0 },
  ])('$descricao → $dobro', ({ inicio, dias, dobro }) => {
    expect(diasAposLimite({ inicio, dias }, limite)).toBe(dobro);
  });
});
