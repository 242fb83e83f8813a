import { describe, expect, it } from 'vitest';
import { maiorPausa, subtrairIntervalos, ultimaSaida } from './intervalos.ts';
import { apurar, diaS1, extra } from './testes/apoio.ts';
import type { ConfiguracaoParcial } from './tipos.ts';

describe('operações sobre intervalos', () => {
  it.each([
    {
      descricao: 'extra depois da jornada',
      a: [480, 1080],
      b: [480, 1020],
      esperado: [1020, 1080],
    },
    {
      descricao: 'entrada antecipada e almoço curto',
      a: [470, 720, 760, 1020],
      b: [480, 720, 780, 1020],
      esperado: [470, 480, 760, 780],
    },
    { descricao: 'jornada não cumprida', a: [480, 720], b: [480, 720, 780, 1020], esperado: [] },
    { descricao: 'nada a subtrair', a: [480, 720], b: [], esperado: [480, 720] },
    { descricao: 'B cobre A inteiro', a: [500, 600], b: [480, 720], esperado: [] },
    { descricao: 'B no meio de A', a: [480, 1020], b: [720, 780], esperado: [480, 720, 780, 1020] },
  ])('A \\ B: $descricao', ({ a, b, esperado }) => {
    expect(subtrairIntervalos(a, b)).toEqual(esperado);
  });

  it('maior pausa e última saída', () => {
    expect(maiorPausa([480, 600, 615, 720, 780, 1020])).toBe(60);
    expect(maiorPausa([480, 1020])).toBe(0);
    expect(ultimaSaida([480, 720, 780])).toBe(720);
    expect(ultimaSaida([480])).toBe(-1);
  });
});

type Caso = {
  descricao: string;
  marcacoes: string[];
  configuracao?: ConfiguracaoParcial;
  esperado: { exigido: number; concedido: number; indenizado: number };
  alertas: string[];
};

// CLT art. 71 caput, §1º e §4º (Lei 13.467/2017); legal-br.md §2.4 e §4.4.
const casos: Caso[] = [
  {
    descricao: 'I1: almoço de 40 min em 8 h → 20 min indenizados',
    marcacoes: ['08:00', '12:00', '12:40', '17:00'],
    esperado: { exigido: 60, concedido: 40, indenizado: 20 },
    alertas: ['INTERVALO_SUPRIMIDO'],
  },
  {
    descricao: 'jornada cumprida com 1 h de almoço',
    marcacoes: ['08:00', '12:00', '13:00', '17:00'],
    esperado: { exigido: 60, concedido: 60, indenizado: 0 },
    alertas: [],
  },
  {
    descricao: 'mais de 6 h sem intervalo → 1 h inteira indenizada',
    marcacoes: ['08:00', '14:30'],
    esperado: { exigido: 60, concedido: 0, indenizado: 60 },
    alertas: ['INTERVALO_SUPRIMIDO'],
  },
  {
    descricao: 'entre 4 h e 6 h sem pausa → 15 min (art. 71 §1º)',
    marcacoes: ['08:00', '13:30'],
    esperado: { exigido: 15, concedido: 0, indenizado: 15 },
    alertas: ['INTERVALO_SUPRIMIDO'],
  },
  {
    descricao: 'até 4 h não exige intervalo',
    marcacoes: ['08:00', '12:00'],
    esperado: { exigido: 0, concedido: 0, indenizado: 0 },
    alertas: [],
  },
  {
    descricao: 'dois intervalos (café e almoço): conta o maior, de 1 h',
    marcacoes: ['08:00', '10:00', '10:15', '12:00', '13:00', '17:00'],
    esperado: { exigido: 60, concedido: 60, indenizado: 0 },
    alertas: [],
  },
  {
    descricao: 'intervalo fracionado em duas pausas de 30 min: 30 min suprimidos',
    marcacoes: ['08:00', '10:00', '10:30', '12:30', '13:00', '17:00'],
    esperado: { exigido: 60, concedido: 30, indenizado: 30 },
    alertas: ['INTERVALO_SUPRIMIDO'],
  },
  {
    descricao: 'CCT reduz o intervalo a 30 min (art. 611-A III): 40 min bastam',
    marcacoes: ['08:00', '12:00', '12:40', '17:00'],
    configuracao: { intervalo: { minimoAcimaDe6h: 30 } },
    esperado: { exigido: 30, concedido: 40, indenizado: 0 },
    alertas: [],
  },
  {
    descricao: 'sem tolerância (padrão, a lei): 58 min de almoço → 2 min suprimidos e indenizados',
    marcacoes: ['08:00', '12:00', '12:58', '17:00'],
    esperado: { exigido: 60, concedido: 58, indenizado: 2 },
    alertas: ['INTERVALO_SUPRIMIDO'],
  },
  {
    descricao: 'tolerância de 5 min na regra: 58 min de almoço não é supressão',
    marcacoes: ['08:00', '12:00', '12:58', '17:00'],
    configuracao: { intervalo: { minimoAcimaDe6h: 60, tolerancia: 5 } },
    esperado: { exigido: 60, concedido: 58, indenizado: 0 },
    alertas: [],
  },
  {
    descricao: 'tolerância de 5 min, almoço de 50 min: passou dela, indeniza os 10 min',
    marcacoes: ['08:00', '12:00', '12:50', '17:00'],
    configuracao: { intervalo: { minimoAcimaDe6h: 60, tolerancia: 5 } },
    esperado: { exigido: 60, concedido: 50, indenizado: 10 },
    alertas: ['INTERVALO_SUPRIMIDO'],
  },
  {
    descricao: 'intervalo de 3 h passa do máximo de 2 h sem acordo',
    marcacoes: ['08:00', '12:00', '15:00', '19:00'],
    esperado: { exigido: 60, concedido: 180, indenizado: 0 },
    alertas: ['INTERVALO_ACIMA_MAXIMO'],
  },
];

describe('intervalo intrajornada (CLT art. 71)', () => {
  it.each(casos)('$descricao', ({ marcacoes, configuracao, esperado, alertas }) => {
    const r = apurar(diaS1(marcacoes), configuracao);
    expect(r.intervalo).toEqual(esperado);
    expect(r.alertas.filter((a) => a.startsWith('INTERVALO'))).toEqual(alertas);
  });

  it('I1: indenização e horas extras são parcelas distintas (20 indenizados e 20 extras)', () => {
    const r = apurar(diaS1(['08:00', '12:00', '12:40', '17:00']));
    expect(r.trabalhadoRelogio).toBe(500);
    expect(extra(r, 50)).toBe(20);
    expect(r.intervalo.indenizado).toBe(20);
    expect(r.explicacao.join(' | ')).toContain(
      'intervalo concedido 0:40, exigido 1:00 para 8:20 trabalhadas: 0:20 suprimidas, indenizadas com 50 % (CLT art. 71 §4º)',
    );
  });

  it('o intervalo noturno não é reduzido e o limite usa o relógio (N2: 360 não passa de 6 h)', () => {
    const r = apurar({
      data: '2026-03-02',
      jornada: [
        ['22:00', '01:00'],
        ['02:00', '05:00'],
      ],
      marcacoes: ['22:00', '01:00', '02:00', '05:00'],
    });
    expect(r.intervalo).toEqual({ exigido: 15, concedido: 60, indenizado: 0 });
  });
});
