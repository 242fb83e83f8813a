import { describe, expect, it } from 'vitest';
import {
  dataPorExtenso,
  diaSemanaAbreviado,
  fimMaximo,
  horaDeDataHora,
  mesAnterior,
  mesSeguinte,
  nomeDoMes,
  semanaDe,
  tipoDoDia,
} from './calendario.ts';

describe('navegação por mês (spec §4)', () => {
  it.each([
    {
      de: { ano: 2026, mes: 1 },
      anterior: { ano: 2025, mes: 12 },
      seguinte: { ano: 2026, mes: 2 },
    },
    {
      de: { ano: 2026, mes: 12 },
      anterior: { ano: 2026, mes: 11 },
      seguinte: { ano: 2027, mes: 1 },
    },
    { de: { ano: 2026, mes: 6 }, anterior: { ano: 2026, mes: 5 }, seguinte: { ano: 2026, mes: 7 } },
  ])(
    '$de.mes/$de.ano: anterior $anterior.mes/$anterior.ano, seguinte $seguinte.mes/$seguinte.ano',
    ({ de, anterior, seguinte }) => {
      expect(mesAnterior(de)).toEqual(anterior);
      expect(mesSeguinte(de)).toEqual(seguinte);
    },
  );

  it('nomeia o mês em português', () => {
    expect(nomeDoMes({ ano: 2026, mes: 3 })).toBe('Março de 2026');
  });
});

describe('tipo derivado do dia (spec §3)', () => {
  it.each([
    { natureza: 'Trabalho', tipo: 'trabalho' },
    { natureza: 'Folga', tipo: 'folga' },
    { natureza: 'Dsr', tipo: 'folga' },
    { natureza: 'Compensado', tipo: 'outro' },
    { natureza: 'SemEscala', tipo: 'outro' },
    { natureza: 'ForaDoContrato', tipo: 'outro' },
  ] as const)('$natureza → $tipo', ({ natureza, tipo }) => {
    expect(tipoDoDia(natureza)).toBe(tipo);
  });
});

describe('datas e horas do painel', () => {
  it('lê a hora dos caracteres 11 a 16 da data-hora (spec §3)', () => {
    expect(horaDeDataHora('2026-11-10T08:00:00')).toBe('08:00');
    expect(horaDeDataHora('2026-11-10T17:48:00-03:00')).toBe('17:48');
    expect(horaDeDataHora(null)).toBeNull();
  });

  it('abrevia o dia da semana de DOM a SAB e escreve a data por extenso', () => {
    expect(diaSemanaAbreviado('2026-11-08')).toBe('DOM');
    expect(diaSemanaAbreviado('2026-11-14')).toBe('SAB');
    expect(dataPorExtenso('2026-11-10')).toBe('10 de novembro de 2026, terça-feira');
  });

  it('a semana vai de segunda a domingo, como nas regras do domínio', () => {
    expect(semanaDe('2026-11-14')).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
    ]);
    expect(semanaDe('2026-11-15')[0]).toBe('2026-11-09');
  });

  it('o fim de Mudar Para Folga/Trabalho vai até início + (N − 1) (spec §5)', () => {
    expect(fimMaximo('2026-11-10', 5)).toBe('2026-11-14');
    expect(fimMaximo('2026-11-30', 3)).toBe('2026-12-02');
    expect(fimMaximo('2026-11-10', 1)).toBe('2026-11-10');
  });
});
