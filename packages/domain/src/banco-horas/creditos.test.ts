import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_BANCO_HORAS_PADRAO } from './configuracao.ts';
import { parcelasDoDia, repartirCredito } from './creditos.ts';
import type { ConfiguracaoBancoHoras, FaixaCredito } from './tipos.ts';

const ESCALONADA: FaixaCredito[] = [{ ateMinutos: 120, fator: 1 }, { fator: 1.5 }];

describe('repartirCredito: faixas aplicadas ao crédito do dia, em ordem', () => {
  it.each([
    {
      descricao: 'faixa única padrão (1:1)',
      credito: 150,
      faixas: [{ fator: 1 }],
      esperado: [[150, 1]],
    },
    {
      descricao: 'exemplo do contrato: 120 × 1 + 30 × 1,5',
      credito: 150,
      faixas: ESCALONADA,
      esperado: [
        [120, 1],
        [30, 1.5],
      ],
    },
    {
      descricao: 'crédito dentro da 1ª faixa',
      credito: 90,
      faixas: ESCALONADA,
      esperado: [[90, 1]],
    },
    {
      descricao: 'crédito no limite exato da 1ª faixa',
      credito: 120,
      faixas: ESCALONADA,
      esperado: [[120, 1]],
    },
    { descricao: 'crédito zero não gera parcela', credito: 0, faixas: ESCALONADA, esperado: [] },
    {
      descricao: 'três faixas com limites acumulados',
      credito: 200,
      faixas: [{ ateMinutos: 60, fator: 1 }, { ateMinutos: 120, fator: 1.5 }, { fator: 2 }],
      esperado: [
        [60, 1],
        [60, 1.5],
        [80, 2],
      ],
    },
    {
      descricao: 'última faixa com limite: o excedente fica com o fator dela',
      credito: 200,
      faixas: [
        { ateMinutos: 60, fator: 1 },
        { ateMinutos: 120, fator: 1.5 },
      ],
      esperado: [
        [60, 1],
        [140, 1.5],
      ],
    },
    {
      descricao: 'crédito fracionário',
      credito: 120.5,
      faixas: ESCALONADA,
      esperado: [
        [120, 1],
        [0.5, 1.5],
      ],
    },
  ])('$descricao', ({ credito, faixas, esperado }) => {
    expect(repartirCredito(credito, faixas).map((p) => [p.trabalhado, p.fator])).toEqual(esperado);
  });
});

describe('parcelasDoDia: domingo/feriado e ordem de consumo', () => {
  const config: ConfiguracaoBancoHoras = {
    ...CONFIGURACAO_BANCO_HORAS_PADRAO,
    regime: 'individual-6m',
    inicioCiclo: '2026-01-01',
    faixasCredito: [{ ateMinutos: 60, fator: 2 }, { fator: 1 }],
    fatorDomingoFeriado: 1.5,
  };

  it('domingo/feriado usa fatorDomingoFeriado para todo o crédito, sem faixas', () => {
    expect(parcelasDoDia(0, 200, config)).toEqual([
      { trabalhado: 200, fator: 1.5, domingoFeriado: true },
    ]);
  });

  it('dentro do dia, do menor fator ao maior, qualquer que seja a ordem das faixas', () => {
    expect(parcelasDoDia(100, 0, config).map((p) => p.fator)).toEqual([1, 2]);
  });
});
