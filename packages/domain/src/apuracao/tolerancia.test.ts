import { describe, expect, it } from 'vitest';
import { apurar, diaS1, extra } from './testes/apoio.ts';
import type { ConfiguracaoParcial } from './tipos.ts';

type Caso = {
  descricao: string;
  marcacoes: string[];
  configuracao?: ConfiguracaoParcial;
  esperado: { relogio: number; saldo: number; ot50: number; debito: number };
};

// legal-br.md §2.1 e §4.1 (T1–T5), jornada S1 na segunda-feira.
const casos: Caso[] = [
  {
    descricao: 'T1: 07:55 e 17:05 (5 + 5 = 10) ficam na tolerância, saldo zero',
    marcacoes: ['07:55', '12:00', '13:00', '17:05'],
    esperado: { relogio: 490, saldo: 0, ot50: 0, debito: 0 },
  },
  {
    descricao: 'T2: saída 17:10 passa de 5 min, conta todo o tempo (Súmula 366): 15 extras',
    marcacoes: ['07:55', '12:00', '13:00', '17:10'],
    esperado: { relogio: 495, saldo: 15, ot50: 15, debito: 0 },
  },
  {
    descricao: 'T3: 07:50 e 17:15 → 25 extras',
    marcacoes: ['07:50', '12:00', '13:00', '17:15'],
    esperado: { relogio: 505, saldo: 25, ot50: 25, debito: 0 },
  },
  {
    descricao: 'T4: atraso de 5 min não é descontado',
    marcacoes: ['08:05', '12:00', '13:00', '17:00'],
    esperado: { relogio: 475, saldo: 0, ot50: 0, debito: 0 },
  },
  {
    descricao: 'T5: atraso de 5 e saída 6 min antes → 11 min descontados',
    marcacoes: ['08:05', '12:00', '13:00', '16:54'],
    esperado: { relogio: 469, saldo: -11, ot50: 0, debito: 11 },
  },
  {
    descricao: 'entrada 3 min antes e saída 6 min depois → 9 min extras',
    marcacoes: ['07:57', '12:00', '13:00', '17:06'],
    esperado: { relogio: 489, saldo: 9, ot50: 9, debito: 0 },
  },
  {
    descricao: 'três variações de 4 min somam 12 > 10: limite diário excedido, conta tudo',
    marcacoes: ['07:56', '12:04', '13:00', '17:04'],
    esperado: { relogio: 492, saldo: 12, ot50: 12, debito: 0 },
  },
  {
    descricao: 'escopo todas: retorno do almoço 5 min antes fica na tolerância',
    marcacoes: ['08:00', '12:00', '12:55', '17:00'],
    esperado: { relogio: 485, saldo: 0, ot50: 0, debito: 0 },
  },
  {
    descricao: 'escopo extremos: a variação do almoço não é tolerada',
    marcacoes: ['08:00', '12:00', '12:55', '17:00'],
    configuracao: { tolerancia: { escopo: 'extremos' } },
    esperado: { relogio: 485, saldo: 5, ot50: 5, debito: 0 },
  },
  {
    descricao: 'escopo extremos: entrada e saída toleradas, almoço curto conta por inteiro',
    marcacoes: ['07:57', '12:00', '12:50', '17:03'],
    configuracao: { tolerancia: { escopo: 'extremos' } },
    esperado: { relogio: 496, saldo: 10, ot50: 10, debito: 0 },
  },
  {
    descricao: 'compensação no dia: 20 min de atraso e 30 de extra viram saldo +10',
    marcacoes: ['08:20', '12:00', '13:00', '17:30'],
    esperado: { relogio: 490, saldo: 10, ot50: 10, debito: 0 },
  },
  {
    descricao: 'sem compensação no dia: 30 min extras e 20 min de débito, separados',
    marcacoes: ['08:20', '12:00', '13:00', '17:30'],
    configuracao: { tolerancia: { compensarNoDia: false } },
    esperado: { relogio: 490, saldo: 10, ot50: 30, debito: 20 },
  },
  {
    descricao: 'sem compensação no dia, variações toleradas continuam zeradas',
    marcacoes: ['08:04', '12:00', '13:00', '17:04'],
    configuracao: { tolerancia: { compensarNoDia: false } },
    esperado: { relogio: 480, saldo: 0, ot50: 0, debito: 0 },
  },
  {
    descricao: 'duas marcações para quatro previstas (escopo todas): tolerância não se aplica',
    marcacoes: ['07:58', '17:02'],
    esperado: { relogio: 544, saldo: 64, ot50: 64, debito: 0 },
  },
  {
    descricao: 'duas marcações para quatro previstas (escopo extremos): extremos tolerados',
    marcacoes: ['07:58', '17:02'],
    configuracao: { tolerancia: { escopo: 'extremos' } },
    esperado: { relogio: 544, saldo: 60, ot50: 60, debito: 0 },
  },
  {
    descricao: 'CCT com tolerância 10/20: 07:50 e 17:10 toleradas',
    marcacoes: ['07:50', '12:00', '13:00', '17:10'],
    configuracao: { tolerancia: { porMarcacao: 10, diaria: 20 } },
    esperado: { relogio: 500, saldo: 0, ot50: 0, debito: 0 },
  },
];

describe('tolerância de marcação (CLT art. 58 §1º, Súmula 366 TST)', () => {
  it.each(casos)('$descricao', ({ marcacoes, configuracao, esperado }) => {
    const r = apurar(diaS1(marcacoes), configuracao);
    expect({
      relogio: r.trabalhadoRelogio,
      saldo: r.saldo,
      ot50: extra(r, 50),
      debito: r.debito,
    }).toEqual(esperado);
  });

  it('explica a tolerância aplicada (T1)', () => {
    const r = apurar(diaS1(['07:55', '12:00', '13:00', '17:05']));
    expect(r.explicacao).toContain(
      '07:55 e 17:05: variações de 5 min, dentro da tolerância (CLT art. 58 §1º)',
    );
  });

  it('explica a tolerância excedida com a Súmula 366 (T2)', () => {
    const r = apurar(diaS1(['07:55', '12:00', '13:00', '17:10']));
    expect(r.explicacao.join(' | ')).toMatch(/17:10: variação de 10 min.*Súmula 366 TST/);
    expect(r.explicacao.join(' | ')).toContain('saldo +0:15');
  });

  it('explica o limite diário excedido', () => {
    const r = apurar(diaS1(['07:56', '12:04', '13:00', '17:04']));
    expect(r.explicacao.join(' | ')).toContain('somando 12 min, acima do limite diário de 10 min');
  });
});
