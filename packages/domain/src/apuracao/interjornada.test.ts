import { describe, expect, it } from 'vitest';
import { apurarDia } from './apurar-dia.ts';
import { apurarPeriodo } from './apurar-periodo.ts';
import { NS, S1 } from './testes/apoio.ts';
import type { DiaEntrada, ResultadoDia } from './tipos.ts';

type Caso = {
  descricao: string;
  dias: DiaEntrada[];
  data: string;
  esperado: ResultadoDia['interjornada'];
};

// CLT art. 66 (11 h), Súmula 110 TST (35 h após o DSR), OJ 355 SDI-1; legal-br.md §2.5.
const casos: Caso[] = [
  {
    descricao: 'primeiro dia do período: sem saída anterior, descanso nulo',
    dias: [{ data: '2026-03-02', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] }],
    data: '2026-03-02',
    esperado: { descanso: null, exigido: 660, suprimido: 0 },
  },
  {
    descricao: 'J1: saída 23:00 e entrada 08:00 → 120 suprimidos no dia da entrada',
    dias: [
      { data: '2026-03-02', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '23:00'] },
      { data: '2026-03-03', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
    ],
    data: '2026-03-03',
    esperado: { descanso: 540, exigido: 660, suprimido: 120 },
  },
  {
    descricao: 'jornada noturna até 05:00 e entrada diurna 08:00 do mesmo dia civil',
    dias: [
      { data: '2026-03-02', jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '05:00'] },
      { data: '2026-03-03', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
    ],
    data: '2026-03-03',
    esperado: { descanso: 180, exigido: 660, suprimido: 480 },
  },
  {
    descricao: 'Súmula 110: saída sábado 22:00, DSR, entrada segunda 06:00 → 32 h de 35 h',
    dias: [
      { data: '2026-03-07', jornada: [], marcacoes: ['14:00', '22:00'] },
      { data: '2026-03-08', jornada: [], marcacoes: [] },
      { data: '2026-03-09', jornada: S1, marcacoes: ['06:00', '12:00', '13:00', '17:00'] },
    ],
    data: '2026-03-09',
    esperado: { descanso: 1920, exigido: 2100, suprimido: 180 },
  },
  {
    descricao: 'semana comum: sexta 17:00 a segunda 08:00 cumpre as 35 h',
    dias: [
      { data: '2026-03-06', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
      { data: '2026-03-07', jornada: [], marcacoes: [] },
      { data: '2026-03-08', jornada: [], marcacoes: [] },
      { data: '2026-03-09', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
    ],
    data: '2026-03-09',
    esperado: { descanso: 3780, exigido: 2100, suprimido: 0 },
  },
  {
    descricao: 'DSR trabalhado não é descanso semanal: volta a exigir 11 h',
    dias: [
      { data: '2026-03-08', jornada: [], marcacoes: ['14:00', '22:00'] },
      { data: '2026-03-09', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
    ],
    data: '2026-03-09',
    esperado: { descanso: 600, exigido: 660, suprimido: 60 },
  },
  {
    descricao: 'dia sem marcação entre duas jornadas: o descanso vem da última saída',
    dias: [
      { data: '2026-03-02', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
      { data: '2026-03-03', jornada: S1, marcacoes: [] },
      { data: '2026-03-04', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
    ],
    data: '2026-03-04',
    esperado: { descanso: 2340, exigido: 660, suprimido: 0 },
  },
];

describe('interjornada (CLT art. 66, Súmula 110, OJ 355)', () => {
  it.each(casos)('$descricao', ({ dias, data, esperado }) => {
    const r = apurarPeriodo({ dias });
    const d = r.dias.find((x) => x.data === data)!;
    expect(d.interjornada).toEqual(esperado);
    expect(d.alertas.includes('INTERJORNADA_SUPRIMIDA')).toBe(esperado.suprimido > 0);
  });

  it('apurarDia aceita a saída anterior e o DSR gozado como contexto', () => {
    const dia: DiaEntrada = {
      data: '2026-03-09',
      jornada: S1,
      marcacoes: ['06:00', '12:00', '13:00', '17:00'],
    };
    const r = apurarDia(dia, {
      saidaAnterior: { data: '2026-03-07', horario: '22:00' },
      aposDsr: true,
    });
    expect(r.interjornada).toEqual({ descanso: 1920, exigido: 2100, suprimido: 180 });
    expect(r.explicacao.join(' | ')).toContain('Súmula 110 TST');
  });
});
