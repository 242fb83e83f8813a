import { describe, expect, it } from 'vitest';
import { inicioProrrogacao, JANELAS_NOTURNAS, noturnoEntre, noturnoTrecho } from './noturno.ts';
import { apurar, figuras, NS } from './testes/apoio.ts';
import type { ConfiguracaoParcial, DiaEntrada } from './tipos.ts';

const urbano = JANELAS_NOTURNAS.urbano;

describe('janela noturna (CLT art. 73 §2º; Lei 5.889/73 art. 7º)', () => {
  it.each([
    { descricao: '22:00–05:00 inteiro', a: 1320, b: 1740, esperado: 420 },
    { descricao: 'dia inteiro diurno', a: 480, b: 1020, esperado: 0 },
    { descricao: '17:00–22:35', a: 1020, b: 1355, esperado: 35 },
    { descricao: 'madrugada do próprio dia 00:00–06:00', a: 0, b: 360, esperado: 300 },
    { descricao: 'duas noites seguidas', a: 1320, b: 1320 + 1440 + 60, esperado: 480 },
    { descricao: 'intervalo vazio', a: 600, b: 600, esperado: 0 },
  ])('urbano: $descricao → $esperado', ({ a, b, esperado }) => {
    expect(noturnoEntre(a, b, urbano)).toBe(esperado);
  });

  it('prorrogação: só a jornada prevista inteira na janela abre a extensão (Súmula 60 II)', () => {
    expect(inicioProrrogacao([1320, 1500, 1560, 1740], urbano)).toBe(1740);
    expect(inicioProrrogacao([0, 300], urbano)).toBe(300);
    expect(inicioProrrogacao([1200, 1440, 1500, 1740], urbano)).toBe(Number.POSITIVE_INFINITY);
    expect(inicioProrrogacao([480, 1020], urbano)).toBe(Number.POSITIVE_INFINITY);
    expect(inicioProrrogacao([], urbano)).toBe(Number.POSITIVE_INFINITY);
  });

  it('trecho com prorrogação conta o tempo após 05:00 como noturno', () => {
    expect(noturnoTrecho(1560, 1800, urbano, 1740)).toBe(240);
    expect(noturnoTrecho(1560, 1800, urbano, Number.POSITIVE_INFINITY)).toBe(180);
  });
});

type Caso = {
  descricao: string;
  dia: Omit<DiaEntrada, 'data'>;
  configuracao?: ConfiguracaoParcial;
  esperado: Partial<ReturnType<typeof figuras>>;
};

const casos: Caso[] = [
  {
    descricao: 'N1: S1 até 22:35 → 35 noturnos, 40 reduzidos, 120 a 50 % e 220 a 100 %',
    dia: {
      jornada: [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
      marcacoes: ['08:00', '12:00', '13:00', '22:35'],
    },
    esperado: {
      relogio: 815,
      noturno: 35,
      reduzido: 40,
      computado: 820,
      saldo: 340,
      ot50: 120,
      ot100: 220,
      extrasNoturnas: 40,
    },
  },
  {
    descricao: 'N2: jornada noturna cumprida → 360 relógio = 2880/7 computados, saldo zero',
    dia: { jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '05:00'] },
    esperado: {
      previsto: 411.43,
      relogio: 360,
      noturno: 360,
      reduzido: 411.43,
      computado: 411.43,
      saldo: 0,
    },
  },
  {
    descricao: 'N3: prorrogação até 06:00 → 420 noturnos = 480 computados (Súmula 60 II)',
    dia: { jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '06:00'] },
    esperado: {
      noturno: 420,
      reduzido: 480,
      computado: 480,
      saldo: 68.57,
      ot50: 68.57,
      extrasNoturnas: 68.57,
    },
  },
  {
    descricao: 'N3 com prorrogação desligada (CCT): 05:00–06:00 é diurno',
    dia: { jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '06:00'] },
    configuracao: { noturno: { prorrogacao: false } },
    esperado: {
      noturno: 360,
      reduzido: 411.43,
      computado: 471.43,
      saldo: 60,
      ot50: 60,
      extrasNoturnas: 0,
    },
  },
  {
    descricao: 'N3 no 12x36: sem extensão da Súmula 60 (CLT art. 59-A parágrafo único)',
    dia: { jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '06:00'] },
    configuracao: { regime12x36: true },
    esperado: { noturno: 360, computado: 471.43, saldo: 60, extrasNoturnas: 0 },
  },
  {
    descricao: 'jornada mista 20:00–05:00 prorrogada: não é toda noturna, sem extensão',
    dia: {
      jornada: [
        ['20:00', '00:00'],
        ['01:00', '05:00'],
      ],
      marcacoes: ['20:00', '00:00', '01:00', '06:00'],
    },
    esperado: {
      previsto: 531.43,
      relogio: 540,
      noturno: 360,
      computado: 591.43,
      saldo: 60,
      extrasNoturnas: 0,
    },
  },
  {
    descricao: '22:00–05:00 sem intervalo → 420 relógio = 480 computados (§2.2)',
    dia: { jornada: [['22:00', '05:00']], marcacoes: ['22:00', '05:00'] },
    esperado: { relogio: 420, noturno: 420, reduzido: 480, computado: 480, saldo: 0 },
  },
  {
    descricao: 'rural lavoura 20:00–00:00/01:00–04:00 → 360 noturnos, sem redução',
    dia: {
      jornada: [
        ['20:00', '00:00'],
        ['01:00', '04:00'],
      ],
      marcacoes: ['20:00', '00:00', '01:00', '04:00'],
    },
    configuracao: { noturno: { regime: 'rural-lavoura' } },
    esperado: { previsto: 420, noturno: 360, reduzido: 360, computado: 420, saldo: 0 },
  },
  {
    descricao: 'rural pecuária 20:00–00:00/01:00–04:00 → 420 noturnos, sem redução',
    dia: {
      jornada: [
        ['20:00', '00:00'],
        ['01:00', '04:00'],
      ],
      marcacoes: ['20:00', '00:00', '01:00', '04:00'],
    },
    configuracao: { noturno: { regime: 'rural-pecuaria' } },
    esperado: { previsto: 420, noturno: 420, reduzido: 420, computado: 420, saldo: 0 },
  },
  {
    descricao: 'rural lavoura 21:00–05:00 prorrogada até 06:00 → 540 noturnos, 60 extras noturnas',
    dia: {
      jornada: [
        ['21:00', '01:00'],
        ['02:00', '05:00'],
      ],
      marcacoes: ['21:00', '01:00', '02:00', '06:00'],
    },
    configuracao: { noturno: { regime: 'rural-lavoura' } },
    esperado: {
      previsto: 420,
      noturno: 480,
      computado: 480,
      saldo: 60,
      ot50: 60,
      extrasNoturnas: 60,
    },
  },
  {
    descricao:
      'entrada após a meia-noite em jornada noturna pertence ao dia em que a jornada começou',
    dia: { jornada: NS, marcacoes: ['00:10', '01:00', '02:00', '05:00'] },
    esperado: { relogio: 230, noturno: 230, computado: 262.86, saldo: -148.57 },
  },
];

describe('trabalho noturno (CLT art. 73, Súmula 60, OJ 97, Lei 5.889/73)', () => {
  it.each(casos)('$descricao', ({ dia, configuracao, esperado }) => {
    const r = apurar({ data: '2026-03-02', ...dia }, configuracao);
    expect(figuras(r)).toMatchObject(esperado);
  });

  it('noturno reduzido é sempre o relógio noturno × 8/7 no urbano', () => {
    const r = apurar({
      data: '2026-03-02',
      jornada: NS,
      marcacoes: ['21:50', '01:00', '02:00', '05:20'],
    });
    expect(r.noturnoReduzido).toBeCloseTo((r.noturnoRelogio * 8) / 7, 10);
  });

  it('explica a prorrogação e a hora reduzida', () => {
    const r = apurar({
      data: '2026-03-02',
      jornada: NS,
      marcacoes: ['22:00', '01:00', '02:00', '06:00'],
    });
    expect(r.explicacao.join(' | ')).toContain(
      '420 min no período noturno 22:00–05:00, dos quais 60 min prorrogados após 05:00 (CLT art. 73 §5º; Súmula 60, II, TST) = 480 min computados',
    );
  });

  it('explica a ausência de prorrogação no 12x36', () => {
    const r = apurar(
      { data: '2026-03-02', jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '06:00'] },
      { regime12x36: true },
    );
    expect(r.explicacao.join(' | ')).toContain('CLT art. 59-A parágrafo único');
  });
});
