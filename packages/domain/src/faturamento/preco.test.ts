import { describe, expect, it } from 'vitest';
import {
  calcularCobranca,
  centavosDecimalBr,
  type TabelaPreco,
  validarTabelaPreco,
} from './preco.ts';

/** Mínima de R$ 199,00; até 50 a R$ 9,90, de 51 a 200 a R$ 7,90, acima a R$ 5,90. */
const TABELA: TabelaPreco = {
  mensalidadeMinimaCentavos: 19_900,
  faixas: [
    { ate: 50, precoCentavos: 990 },
    { ate: 200, precoCentavos: 790 },
    { ate: null, precoCentavos: 590 },
  ],
};

describe('cobrança do mês por faixas progressivas', () => {
  const casos = [
    { descricao: 'sem ativos paga a mínima', ativos: 0, valor: 19_900, faixa: 0, minimo: true },
    {
      descricao: '10 ativos ficam abaixo da mínima',
      ativos: 10,
      valor: 19_900,
      faixa: 1,
      minimo: true,
    },
    { descricao: '43 ativos na 1ª faixa', ativos: 43, valor: 42_570, faixa: 1, minimo: false },
    {
      descricao: '50 ativos: a 1ª faixa inteira',
      ativos: 50,
      valor: 49_500,
      faixa: 1,
      minimo: false,
    },
    { descricao: '51 ativos: um na 2ª faixa', ativos: 51, valor: 50_290, faixa: 2, minimo: false },
    {
      descricao: '200 ativos: 1ª e 2ª faixas inteiras',
      ativos: 200,
      valor: 168_000,
      faixa: 2,
      minimo: false,
    },
    {
      descricao: '1000 ativos chegam à última faixa',
      ativos: 1000,
      valor: 640_000,
      faixa: 3,
      minimo: false,
    },
  ];
  it.each(casos)('$descricao', ({ ativos, valor, faixa, minimo }) => {
    const c = calcularCobranca(ativos, TABELA);
    expect(c.valorCentavos).toBe(valor);
    expect(c.faixaAplicada).toBe(faixa);
    expect(c.minimoAplicado).toBe(minimo);
    expect(c.faixas.reduce((s, f) => s + f.quantidade, 0)).toBe(ativos);
  });

  it('um ativo a mais nunca baixa a conta (sem degrau entre faixas)', () => {
    for (let n = 0; n < 400; n += 1)
      expect(calcularCobranca(n + 1, TABELA).valorCentavos).toBeGreaterThanOrEqual(
        calcularCobranca(n, TABELA).valorCentavos,
      );
  });

  it('mostra de quem a quem vai cada faixa', () => {
    expect(calcularCobranca(60, TABELA).faixas).toEqual([
      { de: 1, ate: 50, quantidade: 50, precoCentavos: 990, subtotalCentavos: 49_500 },
      { de: 51, ate: 200, quantidade: 10, precoCentavos: 790, subtotalCentavos: 7_900 },
      { de: 201, ate: null, quantidade: 0, precoCentavos: 590, subtotalCentavos: 0 },
    ]);
  });

  it('preço único por colaborador é uma faixa só, sem limite', () => {
    const c = calcularCobranca(7, {
      mensalidadeMinimaCentavos: 0,
      faixas: [{ ate: null, precoCentavos: 1_250 }],
    });
    expect(c.valorCentavos).toBe(8_750);
  });

  it('recusa quantidade negativa ou fracionária', () => {
    expect(() => calcularCobranca(-1, TABELA)).toThrow(RangeError);
    expect(() => calcularCobranca(1.5, TABELA)).toThrow(RangeError);
  });
});

describe('validação da tabela de preço', () => {
  it('a tabela de exemplo é válida', () => {
    expect(validarTabelaPreco(TABELA)).toEqual([]);
  });
  it.each([
    { descricao: 'sem faixas', t: { mensalidadeMinimaCentavos: 0, faixas: [] } },
    { descricao: 'mínima negativa', t: { ...TABELA, mensalidadeMinimaCentavos: -1 } },
    {
      descricao: 'preço fracionário',
      t: { ...TABELA, faixas: [{ ate: null, precoCentavos: 9.9 }] },
    },
    {
      descricao: 'limites fora de ordem',
      t: {
        ...TABELA,
        faixas: [
          { ate: 50, precoCentavos: 1 },
          { ate: 40, precoCentavos: 1 },
          { ate: null, precoCentavos: 1 },
        ],
      },
    },
    {
      descricao: 'última faixa com limite',
      t: { ...TABELA, faixas: [{ ate: 50, precoCentavos: 1 }] },
    },
    {
      descricao: 'faixa sem limite no meio',
      t: {
        ...TABELA,
        faixas: [
          { ate: null, precoCentavos: 1 },
          { ate: null, precoCentavos: 1 },
        ],
      },
    },
  ])('recusa $descricao', ({ t }) => {
    expect(validarTabelaPreco(t).length).toBeGreaterThan(0);
  });
});

describe('centavos com vírgula decimal', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [42_570, '425,70'],
    [123_456_789, '1234567,89'],
    [-5, '-0,05'],
  ])('%i → %s', (c, texto) => {
    expect(centavosDecimalBr(c)).toBe(texto);
  });
});
