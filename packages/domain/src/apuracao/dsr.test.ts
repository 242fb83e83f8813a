import { describe, expect, it } from 'vitest';
import { apurarPeriodo } from './apurar-periodo.ts';
import { faltaInjustificada } from './dsr.ts';
import { extra, S1 } from './testes/apoio.ts';
import type { ConfiguracaoParcial, DiaEntrada, SemanaDsr } from './tipos.ts';

const BATIDAS = ['08:00', '12:00', '13:00', '17:00'];

/** Dias S1 de `inicio` (segunda) por `quantos` dias; sábado folga, domingo DSR (derivados). */
const periodo = (
  inicio: number,
  quantos: number,
  trocas: Record<number, Partial<DiaEntrada>> = {},
) =>
  Array.from({ length: quantos }, (_, k): DiaEntrada => {
    const n = inicio + k;
    const data = `2026-03-${String(n).padStart(2, '0')}`;
    const util = (n - 2) % 7 < 5;
    return { data, jornada: util ? S1 : [], marcacoes: util ? BATIDAS : [], ...trocas[n] };
  });

type Caso = {
  descricao: string;
  dias: DiaEntrada[];
  configuracao?: ConfiguracaoParcial;
  esperado: SemanaDsr[];
};

// Lei 605/49 arts. 1º e 6º; legal-br.md §2.6 e §4.6.
const casos: Caso[] = [
  {
    descricao: 'semana cumprida: DSR mantido',
    dias: periodo(2, 7),
    esperado: [{ dsr: '2026-03-08', perdido: false }],
  },
  {
    descricao: 'D1: falta injustificada na quarta perde o DSR',
    dias: periodo(2, 7, { 4: { marcacoes: [] } }),
    esperado: [{ dsr: '2026-03-08', perdido: true }],
  },
  {
    descricao: 'D1 sem o domingo no período: a semana aponta o DSR seguinte (03-08)',
    dias: periodo(2, 6, { 4: { marcacoes: [] } }),
    esperado: [{ dsr: '2026-03-08', perdido: true }],
  },
  {
    descricao: 'falta justificada sem abono não perde o DSR (art. 6º §1º)',
    dias: periodo(2, 7, {
      4: { marcacoes: [], justificativa: { tipo: 'casamento', abona: false } },
    }),
    esperado: [{ dsr: '2026-03-08', perdido: false }],
  },
  {
    descricao: 'atestado médico abonado não perde o DSR',
    dias: periodo(2, 7, {
      4: { marcacoes: [], justificativa: { tipo: 'atestado médico', abona: true } },
    }),
    esperado: [{ dsr: '2026-03-08', perdido: false }],
  },
  {
    descricao: 'atraso não perde o DSR no padrão',
    dias: periodo(2, 7, { 3: { marcacoes: ['08:30', '12:00', '13:00', '17:00'] } }),
    esperado: [{ dsr: '2026-03-08', perdido: false }],
  },
  {
    descricao: 'atraso perde o DSR com dsr.atrasoPerdeDsr',
    dias: periodo(2, 7, { 3: { marcacoes: ['08:30', '12:00', '13:00', '17:00'] } }),
    configuracao: { dsr: { atrasoPerdeDsr: true } },
    esperado: [{ dsr: '2026-03-08', perdido: true }],
  },
  {
    descricao: 'atraso dentro da tolerância não perde o DSR nem com a chave',
    dias: periodo(2, 7, { 3: { marcacoes: ['08:05', '12:00', '13:00', '17:00'] } }),
    configuracao: { dsr: { atrasoPerdeDsr: true } },
    esperado: [{ dsr: '2026-03-08', perdido: false }],
  },
  {
    descricao: 'duas semanas: só a da falta perde o DSR',
    dias: periodo(2, 14, { 10: { marcacoes: [] } }),
    esperado: [
      { dsr: '2026-03-08', perdido: false },
      { dsr: '2026-03-15', perdido: true },
    ],
  },
  {
    descricao: 'escala com DSR na quarta: a semana são os 6 dias anteriores',
    dias: periodo(2, 7, {
      2: { marcacoes: [] },
      4: { tipoDia: 'dsr', jornada: [], marcacoes: [] },
    }),
    esperado: [
      { dsr: '2026-03-04', perdido: true },
      { dsr: '2026-03-08', perdido: false },
    ],
  },
];

describe('DSR da semana (Lei 605/49 art. 6º)', () => {
  it.each(casos)('$descricao', ({ dias, configuracao, esperado }) => {
    expect(apurarPeriodo({ dias, configuracao }).semanas).toEqual(esperado);
  });

  it('explica no dia da falta qual DSR foi perdido', () => {
    const r = apurarPeriodo({ dias: periodo(2, 7, { 4: { marcacoes: [] } }) });
    expect(r.dias[2]!.explicacao).toContain(
      'falta injustificada: perde o DSR de 2026-03-08 (Lei 605/49 art. 6º)',
    );
  });
});

describe('faltaInjustificada: a falta que tira o DSR (e que o AEJ declara no registro 07 tipo 2)', () => {
  /** A quarta 2026-03-04 da semana S1, com o que vier por cima; o motor apura a semana. */
  const quarta = (trocas: Partial<DiaEntrada>) => {
    const r = apurarPeriodo({ dias: periodo(2, 7, { 4: trocas }) });
    return { dia: r.dias[2]!, perdido: r.semanas[0]!.perdido };
  };
  it.each<{ caso: string; trocas: Partial<DiaEntrada>; falta: number; injust: number }>([
    { caso: 'dia de trabalho sem marcação nem justificativa', trocas: {}, falta: 480, injust: 480 },
    {
      caso: 'atraso é débito, não falta',
      trocas: { marcacoes: ['08:30', '12:00', '13:00', '17:00'] },
      falta: 0,
      injust: 0,
    },
    {
      caso: 'atestado do dia inteiro (abonado)',
      trocas: { justificativa: { tipo: 'atestado', abona: true } },
      falta: 0,
      injust: 0,
    },
    {
      caso: 'justificada sem abono: descontada, mas não é falta injustificada',
      trocas: { justificativa: { tipo: 'outro', abona: false } },
      falta: 480,
      injust: 0,
    },
    {
      caso: 'abono parcial: o resto do dia é falta injustificada',
      trocas: { justificativa: { tipo: 'atestado', abona: true, minutos: 120 } },
      falta: 360,
      injust: 360,
    },
    {
      caso: 'justificativa parcial sem abono cobre parte da falta',
      trocas: { justificativa: { tipo: 'outro', abona: false, minutos: 120 } },
      falta: 480,
      injust: 360,
    },
  ])('$caso', ({ trocas, falta, injust }) => {
    const { dia, perdido } = quarta({ marcacoes: [], ...trocas });
    expect(dia.falta).toBe(falta);
    expect(faltaInjustificada(trocas.justificativa, dia)).toBe(injust);
    // A mesma regra do DSR: há falta injustificada na semana ⇔ o DSR é perdido.
    expect(perdido).toBe(injust > 0);
  });
});

describe('folga compensatória do descanso trabalhado (Súmula 146 TST)', () => {
  it('domingo trabalhado sem folga na semana: dobra (100 %)', () => {
    const r = apurarPeriodo({ dias: periodo(2, 7, { 8: { marcacoes: ['08:00', '10:00'] } }) });
    expect([extra(r.dias[6]!, 100), extra(r.dias[6]!, 50)]).toEqual([120, 0]);
  });

  it('domingo trabalhado com folga compensatória na semana: faixas comuns, sem dobra', () => {
    const r = apurarPeriodo({
      dias: periodo(2, 7, {
        5: { tipoDia: 'compensado', marcacoes: [] },
        8: { marcacoes: ['08:00', '10:00'] },
      }),
    });
    expect([extra(r.dias[6]!, 100), extra(r.dias[6]!, 50)]).toEqual([0, 120]);
    expect(r.dias[3]!).toMatchObject({
      tipoDia: 'compensado',
      previsto: 0,
      falta: 0,
      inconsistencias: [],
    });
  });

  it('folga compensatória trabalhada não compensa', () => {
    const r = apurarPeriodo({
      dias: periodo(2, 7, {
        5: { tipoDia: 'compensado', marcacoes: ['08:00', '09:00'] },
        8: { marcacoes: ['08:00', '10:00'] },
      }),
    });
    expect(extra(r.dias[6]!, 100)).toBe(120);
  });
});

describe('sétimo dia seguido de trabalho (CLT art. 67; OJ 410 SDI-1)', () => {
  it.each([
    {
      descricao: 'segunda a domingo trabalhados: alerta no domingo',
      sabado: true,
      domingo: true,
      alerta: true,
    },
    {
      descricao: 'sábado de folga e domingo trabalhado: sem alerta',
      sabado: false,
      domingo: true,
      alerta: false,
    },
    { descricao: 'semana comum: sem alerta', sabado: false, domingo: false, alerta: false },
  ])('$descricao', ({ sabado, domingo, alerta }) => {
    const r = apurarPeriodo({
      dias: periodo(2, 7, {
        7: sabado ? { marcacoes: ['08:00', '12:00'] } : {},
        8: domingo ? { marcacoes: ['08:00', '12:00'] } : {},
      }),
    });
    expect(r.dias[6]!.alertas.includes('SETIMO_DIA_CONSECUTIVO')).toBe(alerta);
    expect(r.dias.slice(0, 6).every((d) => !d.alertas.includes('SETIMO_DIA_CONSECUTIVO'))).toBe(
      true,
    );
  });
});
