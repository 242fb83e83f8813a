import { describe, expect, it } from 'vitest';
import { inicioMinimoConvocacao, isDiaUtil } from './prazos.ts';

describe('inicioMinimoConvocacao (CLT art. 452-A §1º)', () => {
  it.each([
    {
      descricao: 'dias corridos: 00:00 do terceiro dia',
      enviadaEm: '2026-03-02T08:00',
      regra: 'dias-corridos',
      minimo: '2026-03-05T00:00',
    },
    {
      descricao: 'dias corridos, enviada às 23:59',
      enviadaEm: '2026-03-02T23:59',
      regra: 'dias-corridos',
      minimo: '2026-03-05T00:00',
    },
    {
      descricao: 'dias corridos atravessando fevereiro',
      enviadaEm: '2026-02-27T10:00',
      regra: 'dias-corridos',
      minimo: '2026-03-02T00:00',
    },
    {
      descricao: '72 horas de relógio',
      enviadaEm: '2026-03-02T10:00',
      regra: '72h',
      minimo: '2026-03-05T10:00',
    },
    {
      descricao: '72 horas virando o ano',
      enviadaEm: '2026-12-30T18:30',
      regra: '72h',
      minimo: '2027-01-02T18:30',
    },
  ] as const)('$descricao', ({ enviadaEm, regra, minimo }) => {
    expect(inicioMinimoConvocacao(enviadaEm, regra)).toBe(minimo);
  });

  it('padrão é dias corridos', () => {
    expect(inicioMinimoConvocacao('2026-03-02T08:00')).toBe('2026-03-05T00:00');
  });
});

describe('isDiaUtil: segunda a sábado (ou sexta), exceto feriados', () => {
  const semFeriados = new Set<string>();
  it.each([
    { data: '2026-03-02', sabadoUtil: true, util: true, descricao: 'segunda' },
    { data: '2026-03-07', sabadoUtil: true, util: true, descricao: 'sábado útil' },
    { data: '2026-03-07', sabadoUtil: false, util: false, descricao: 'sábado não útil' },
    { data: '2026-03-08', sabadoUtil: true, util: false, descricao: 'domingo' },
  ])('$descricao', ({ data, sabadoUtil, util }) => {
    expect(isDiaUtil(data, { feriados: semFeriados, sabadoUtil })).toBe(util);
  });

  it('feriado não é útil', () => {
    expect(isDiaUtil('2026-04-21', { feriados: new Set(['2026-04-21']), sabadoUtil: true })).toBe(
      false,
    );
  });
});
