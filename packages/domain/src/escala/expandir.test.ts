import { describe, expect, it } from 'vitest';
import { comprimentoCiclo, expandirEscala, expandirPeriodo, turnoNormal } from './expandir.ts';
import {
  ESCALA_4X2,
  ESCALA_5X1,
  ESCALA_5X2,
  ESCALA_6X1,
  ESCALA_6X1_ROTATIVA,
  ESCALA_12X36,
  ESCALA_12X36_NOITE,
  ESCALA_24X72,
  ESCALA_NOTURNA_6X1,
  ESCALA_RODIZIO,
} from './testes/exemplos.ts';
import type { Escala, JornadaMinutos, TipoDiaEscala } from './tipos.ts';
import { diaParaMotor } from './turno.ts';

type Caso = { descricao: string; data: string; tipoDia: TipoDiaEscala; jornada?: JornadaMinutos };

/** Por escala: a jornada dos dias de trabalho (salvo indicação no caso) e os casos. */
type Grupo = { titulo: string; escala: Escala; trabalho: JornadaMinutos; casos: Caso[] };

const grupos: Grupo[] = [
  {
    titulo: '5x2',
    escala: ESCALA_5X2,
    trabalho: [
      [480, 720],
      [780, 1068],
    ],
    casos: [
      { descricao: 'segunda trabalha', data: '2026-03-02', tipoDia: 'trabalho' },
      { descricao: 'sábado é folga', data: '2026-03-07', tipoDia: 'folga' },
      { descricao: 'domingo é dsr', data: '2026-03-08', tipoDia: 'dsr' },
      {
        descricao: '29/02 de ano bissexto (quinta) trabalha',
        data: '2024-02-29',
        tipoDia: 'trabalho',
      },
    ],
  },
  {
    titulo: '6x1 com folga fixa',
    escala: ESCALA_6X1,
    trabalho: [
      [480, 720],
      [780, 980],
    ],
    casos: [
      { descricao: 'sábado trabalha', data: '2026-03-07', tipoDia: 'trabalho' },
      { descricao: 'domingo é dsr', data: '2026-03-08', tipoDia: 'dsr' },
    ],
  },
  {
    titulo: '6x1 rotativa com domingo a cada 3 semanas (âncora 05/01/2026)',
    escala: ESCALA_6X1_ROTATIVA,
    trabalho: [
      [480, 720],
      [780, 980],
    ],
    casos: [
      { descricao: 'semana 1: folga no domingo', data: '2026-01-11', tipoDia: 'dsr' },
      { descricao: 'semana 1: trabalha no sábado', data: '2026-01-10', tipoDia: 'trabalho' },
      { descricao: 'semana 2: folga no sábado', data: '2026-01-17', tipoDia: 'dsr' },
      { descricao: 'semana 2: trabalha no domingo', data: '2026-01-18', tipoDia: 'trabalho' },
      { descricao: 'semana 3: folga na sexta', data: '2026-01-23', tipoDia: 'dsr' },
      { descricao: 'semana 4: dsr na quinta', data: '2026-01-29', tipoDia: 'dsr' },
      { descricao: 'semana 4: folga extra no domingo', data: '2026-02-01', tipoDia: 'folga' },
      { descricao: 'depois de 4 semanas volta à semana 1', data: '2026-02-08', tipoDia: 'dsr' },
      { descricao: 'antes da âncora: a semana anterior é a 4', data: '2026-01-01', tipoDia: 'dsr' },
      { descricao: 'antes da âncora: domingo da semana 4', data: '2026-01-04', tipoDia: 'folga' },
    ],
  },
  {
    titulo: '12x36 (âncora 30/01/2026)',
    escala: ESCALA_12X36,
    trabalho: [
      [420, 720],
      [780, 1140],
    ],
    casos: [
      { descricao: 'na âncora trabalha', data: '2026-01-30', tipoDia: 'trabalho' },
      { descricao: '31/01 folga', data: '2026-01-31', tipoDia: 'folga' },
      { descricao: 'virada de mês: 01/02 trabalha', data: '2026-02-01', tipoDia: 'trabalho' },
      {
        descricao: 'fevereiro de 28 dias: 01/03 trabalha',
        data: '2026-03-01',
        tipoDia: 'trabalho',
      },
      { descricao: 'antes da âncora: 31/12 trabalha', data: '2025-12-31', tipoDia: 'trabalho' },
      { descricao: 'virada de ano: 01/01 folga', data: '2026-01-01', tipoDia: 'folga' },
      { descricao: 'véspera da âncora folga', data: '2026-01-29', tipoDia: 'folga' },
      {
        descricao: 'ano seguinte: 01/01/2027 (336 dias depois) trabalha',
        data: '2027-01-01',
        tipoDia: 'trabalho',
      },
    ],
  },
  {
    titulo: '12x36 noturna, atravessando a meia-noite',
    escala: ESCALA_12X36_NOITE,
    trabalho: [
      [1140, 1440],
      [1500, 1860],
    ],
    casos: [
      { descricao: '01/02 trabalha das 19:00 às 07:00', data: '2026-02-01', tipoDia: 'trabalho' },
      { descricao: '02/02 folga', data: '2026-02-02', tipoDia: 'folga' },
    ],
  },
  {
    titulo: '24x72 (âncora 01/01/2026)',
    escala: ESCALA_24X72,
    trabalho: [
      [420, 720],
      [780, 1860],
    ],
    casos: [
      { descricao: 'na âncora: 24 h a partir das 07:00', data: '2026-01-01', tipoDia: 'trabalho' },
      { descricao: 'terceira folga', data: '2026-01-04', tipoDia: 'folga' },
      { descricao: 'quatro dias depois volta', data: '2026-01-05', tipoDia: 'trabalho' },
      { descricao: 'quatro dias antes da âncora', data: '2025-12-28', tipoDia: 'trabalho' },
      { descricao: 'véspera da âncora folga', data: '2025-12-31', tipoDia: 'folga' },
    ],
  },
  {
    titulo: '4x2 (âncora 01/01/2026)',
    escala: ESCALA_4X2,
    trabalho: [
      [360, 600],
      [660, 840],
    ],
    casos: [
      { descricao: 'quarto dia trabalha', data: '2026-01-04', tipoDia: 'trabalho' },
      { descricao: 'quinto dia folga', data: '2026-01-05', tipoDia: 'folga' },
      { descricao: 'antes da âncora: 31/12 folga', data: '2025-12-31', tipoDia: 'folga' },
      { descricao: 'antes da âncora: 29/12 trabalha', data: '2025-12-29', tipoDia: 'trabalho' },
    ],
  },
  {
    titulo: '5x1 (âncora 01/01/2026)',
    escala: ESCALA_5X1,
    trabalho: [
      [480, 720],
      [780, 980],
    ],
    casos: [
      { descricao: 'sexto dia é dsr', data: '2026-01-06', tipoDia: 'dsr' },
      { descricao: 'sétimo dia recomeça', data: '2026-01-07', tipoDia: 'trabalho' },
    ],
  },
  {
    titulo: 'rodízio de 8 dias manhã-tarde-noite (âncora 01/01/2026)',
    escala: ESCALA_RODIZIO,
    trabalho: [
      [360, 600],
      [660, 840],
    ],
    casos: [
      { descricao: 'primeiro dia é manhã', data: '2026-01-01', tipoDia: 'trabalho' },
      {
        descricao: 'terceiro dia é tarde',
        data: '2026-01-03',
        tipoDia: 'trabalho',
        jornada: [
          [840, 1080],
          [1140, 1320],
        ],
      },
      {
        descricao: 'quinto dia é noite',
        data: '2026-01-05',
        tipoDia: 'trabalho',
        jornada: [
          [1320, 1560],
          [1620, 1800],
        ],
      },
      { descricao: 'oitavo dia é dsr', data: '2026-01-08', tipoDia: 'dsr' },
      { descricao: 'antes da âncora: 31/12 é dsr', data: '2025-12-31', tipoDia: 'dsr' },
    ],
  },
  {
    titulo: 'noturna 22:00–05:00 em 6x1',
    escala: ESCALA_NOTURNA_6X1,
    trabalho: [
      [1320, 1500],
      [1560, 1740],
    ],
    casos: [
      { descricao: 'sábado atravessa a meia-noite', data: '2026-03-07', tipoDia: 'trabalho' },
      { descricao: 'domingo é dsr', data: '2026-03-08', tipoDia: 'dsr' },
    ],
  },
];

describe.each(grupos)('expandirEscala: $titulo', ({ escala, trabalho, casos }) => {
  it.each(casos)('$descricao', ({ data, tipoDia, jornada }) => {
    const esperada = jornada ?? (tipoDia === 'trabalho' ? trabalho : []);
    expect(expandirEscala(escala, data)).toEqual({ data, tipoDia, jornada: esperada });
  });
});

describe('expandirEscala: formato e ciclo', () => {
  it('converte o dia para o formato HH:MM do motor (menor que o anterior = dia seguinte)', () => {
    expect(diaParaMotor(expandirEscala(ESCALA_NOTURNA_6X1, '2026-03-07'))).toEqual({
      data: '2026-03-07',
      tipoDia: 'trabalho',
      jornada: [
        ['22:00', '01:00'],
        ['02:00', '05:00'],
      ],
    });
  });

  it.each([
    { escala: ESCALA_5X2, ciclo: 7 },
    { escala: ESCALA_6X1_ROTATIVA, ciclo: 28 },
    { escala: ESCALA_12X36, ciclo: 2 },
    { escala: ESCALA_24X72, ciclo: 4 },
    { escala: ESCALA_RODIZIO, ciclo: 8 },
  ])('ciclo de $escala.codigo tem $ciclo dias', ({ escala, ciclo }) => {
    expect(comprimentoCiclo(escala)).toBe(ciclo);
  });
});

describe('expandirPeriodo', () => {
  it('12x36 alterna na virada de ano', () => {
    const dias = expandirPeriodo(ESCALA_12X36, '2025-12-29', '2026-01-03');
    expect(dias.map((d) => [d.data, d.tipoDia])).toEqual([
      ['2025-12-29', 'trabalho'],
      ['2025-12-30', 'folga'],
      ['2025-12-31', 'trabalho'],
      ['2026-01-01', 'folga'],
      ['2026-01-02', 'trabalho'],
      ['2026-01-03', 'folga'],
    ]);
  });

  it('fevereiro bissexto: 29 dias e a alternância segue em março', () => {
    const dias = expandirPeriodo(ESCALA_12X36, '2024-02-01', '2024-03-01');
    expect(dias).toHaveLength(30);
    expect(dias.at(-1)).toEqual(expandirEscala(ESCALA_12X36, '2024-03-01'));
  });

  it('período invertido é vazio', () => {
    expect(expandirPeriodo(ESCALA_5X2, '2026-03-08', '2026-03-02')).toEqual([]);
  });
});

describe('turnoNormal', () => {
  it.each([
    {
      descricao: '5x2 no domingo usa o turno de segunda',
      escala: ESCALA_5X2,
      data: '2026-03-08',
      entrada: 480,
    },
    {
      descricao: 'rotativa usa o turno da escala',
      escala: ESCALA_6X1_ROTATIVA,
      data: '2026-01-11',
      entrada: 480,
    },
    {
      descricao: 'cíclica usa o primeiro dia de trabalho',
      escala: ESCALA_RODIZIO,
      data: '2026-01-07',
      entrada: 360,
    },
  ])('$descricao', ({ escala, data, entrada }) => {
    expect(turnoNormal(escala, data)?.entrada).toBe(entrada);
  });
});
