import { describe, expect, it } from 'vitest';
import { marcacoesSimuladas, minutosPrevistos } from './simulacao.ts';

const comercial = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
] as const;

describe('marcações hipotéticas do simulador', () => {
  it('sair antes do fim corta o intervalo em que a saída cai', () => {
    expect(marcacoesSimuladas(comercial, '16:00')).toEqual({
      ok: true,
      marcacoes: ['08:00', '12:00', '13:00', '16:00'],
    });
    expect(marcacoesSimuladas(comercial, '11:00')).toEqual({
      ok: true,
      marcacoes: ['08:00', '11:00'],
    });
  });

  it('sair no intervalo de almoço é sair no início dele', () => {
    expect(marcacoesSimuladas(comercial, '12:30')).toEqual({
      ok: true,
      marcacoes: ['08:00', '12:00'],
    });
  });

  it('sair depois do fim estende o último intervalo', () => {
    expect(marcacoesSimuladas(comercial, '18:30')).toEqual({
      ok: true,
      marcacoes: ['08:00', '12:00', '13:00', '18:30'],
    });
  });

  it('turno que vira a meia-noite: a saída de madrugada é do dia seguinte', () => {
    const noturno = [
      ['22:00', '02:00'],
      ['03:00', '06:00'],
    ] as const;
    expect(marcacoesSimuladas(noturno, '05:00')).toEqual({
      ok: true,
      marcacoes: ['22:00', '02:00', '03:00', '05:00'],
    });
    expect(marcacoesSimuladas(noturno, '23:00')).toEqual({
      ok: true,
      marcacoes: ['22:00', '23:00'],
    });
  });

  it('sem jornada ou saída antes da entrada não se simula', () => {
    expect(marcacoesSimuladas([], '16:00')).toEqual({ ok: false, motivo: 'sem-jornada' });
    expect(marcacoesSimuladas(comercial, '07:00')).toEqual({
      ok: false,
      motivo: 'saida-antes-da-entrada',
    });
    expect(marcacoesSimuladas(comercial, '08:00')).toEqual({
      ok: false,
      motivo: 'saida-antes-da-entrada',
    });
  });

  it('minutos previstos da jornada (folga compensada inteira)', () => {
    expect(minutosPrevistos(comercial)).toBe(480);
    expect(minutosPrevistos([['22:00', '05:00']])).toBe(420);
    expect(minutosPrevistos([])).toBe(0);
  });
});
