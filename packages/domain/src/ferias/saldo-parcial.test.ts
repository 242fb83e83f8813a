import { describe, expect, it } from 'vitest';
import { BASE, codigos, emSegundas } from './testes/entrada.ts';
import { validarProgramacaoFerias } from './validar.ts';

// Saldo parcial: parte do período aquisitivo já foi concedida antes (sistema anterior, ajuste do
// RH, coletivas) e a programação completa o saldo (docs/decisoes/ferias-saldo-parcial.md).

const dez = { fracoes: [10], vendidos: 0 };

describe('programação do saldo de um período já em parte concedido', () => {
  it('30 de direito, 10 já gozados: 20 dias completam o saldo', () => {
    const r = validarProgramacaoFerias({ ...BASE, periodos: emSegundas(20), concedido: dez });
    expect(r).toMatchObject({
      diasDireito: 30,
      diasGozo: 20,
      diasConcedidos: 10,
      diasSaldo: 20,
      valido: true,
      erros: [],
    });
  });

  it('30 dias com saldo de 20: DIAS_DIFEREM_DO_DIREITO explica o saldo', () => {
    const r = validarProgramacaoFerias({ ...BASE, concedido: dez });
    expect(r.erros.map((e) => e.codigo)).toEqual(['DIAS_DIFEREM_DO_DIREITO']);
    expect(r.erros[0]?.mensagem).toContain(
      '30 dias de gozo + 0 dias de abono = 30 dias, mas o saldo é de 20 dias: direito de 30 dias ' +
        '(0 faltas injustificadas), menos 10 dias já gozados ou agendados e 0 dias já vendidos',
    );
  });

  it('saldo zero: nenhum dia a programar', () => {
    expect(
      codigos({ periodos: emSegundas(5), concedido: { fracoes: [20], vendidos: 10 } }),
    ).toEqual(['DIAS_DIFEREM_DO_DIREITO']);
  });

  it.each([
    { tamanhos: [20], fracoes: [10], esperado: [] },
    { tamanhos: [10, 10], fracoes: [10], esperado: ['NENHUM_PERIODO_DE_14_DIAS'] },
    { tamanhos: [14, 6], fracoes: [10], esperado: [] },
    { tamanhos: [10, 5], fracoes: [15], esperado: [] },
    { tamanhos: [14, 5, 5], fracoes: [6], esperado: ['MAIS_DE_3_PERIODOS'] },
    { tamanhos: [6, 4], fracoes: [20], esperado: ['PERIODO_MENOR_QUE_5_DIAS'] },
    { tamanhos: [4], fracoes: [26], esperado: ['PERIODO_MENOR_QUE_5_DIAS'] },
    { tamanhos: [10], fracoes: [14, 6], esperado: [] },
    { tamanhos: [5, 5], fracoes: [14, 6], esperado: ['MAIS_DE_3_PERIODOS'] },
  ])(
    'já concedidas $fracoes + programadas $tamanhos → $esperado (art. 134 §1º)',
    ({ tamanhos, fracoes, esperado }) => {
      expect(
        codigos({ periodos: emSegundas(...tamanhos), concedido: { fracoes, vendidos: 0 } }),
      ).toEqual(esperado);
    },
  );

  it('as frações concedidas aparecem na mensagem do fracionamento', () => {
    const r = validarProgramacaoFerias({
      ...BASE,
      periodos: emSegundas(10, 10),
      concedido: dez,
    });
    expect(r.erros[0]?.mensagem).toContain(
      'o maior dos 3 períodos (1 já concedido e 2 nesta programação) tem 10 dias',
    );
  });

  it('uma fração antiga menor que 5 dias não é recusada de novo', () => {
    expect(codigos({ periodos: emSegundas(27), concedido: { fracoes: [3], vendidos: 0 } })).toEqual(
      [],
    );
  });

  it('o abono conta o já vendido: 6 já vendidos + 5 = 11 passa de 1/3 de 30 (art. 143)', () => {
    const r = validarProgramacaoFerias({
      ...BASE,
      periodos: emSegundas(19),
      abonoPecuniario: 5,
      concedido: { fracoes: [], vendidos: 6 },
    });
    expect(r.erros.map((e) => e.codigo)).toEqual(['ABONO_ACIMA_DE_UM_TERCO']);
    expect(r.erros[0]?.mensagem).toContain(
      'abono pecuniário de 5 dias + 6 dias já vendidos = 11 dias, mas 1/3 de 30 dias',
    );
    expect(
      codigos({
        periodos: emSegundas(20),
        abonoPecuniario: 4,
        concedido: { fracoes: [], vendidos: 6 },
      }),
    ).toEqual([]);
  });

  it('o ajuste do direito entra no saldo: 30 − 6 = 24, com 10 gozados sobram 14', () => {
    const r = validarProgramacaoFerias({
      ...BASE,
      periodos: emSegundas(14),
      concedido: dez,
      ajusteDireito: -6,
    });
    expect(r).toMatchObject({ diasDireito: 24, diasSaldo: 14, valido: true });
    const errado = validarProgramacaoFerias({
      ...BASE,
      periodos: emSegundas(20),
      ajusteDireito: -6,
    });
    expect(errado.erros[0]?.mensagem).toContain(
      'direito de 24 dias (0 faltas injustificadas, 6 dias tirados no ajuste)',
    );
  });

  it('concedido vazio: as mesmas mensagens de sempre, com o saldo na saída', () => {
    const sem = validarProgramacaoFerias({ ...BASE, periodos: emSegundas(20) });
    const vazio = validarProgramacaoFerias({
      ...BASE,
      periodos: emSegundas(20),
      concedido: { fracoes: [], vendidos: 0 },
    });
    expect(vazio.erros).toEqual(sem.erros);
    expect(vazio).toMatchObject({ diasConcedidos: 0, diasSaldo: 30 });
    expect(sem).not.toHaveProperty('diasSaldo');
  });

  it('entrada malformada no concedido lança RangeError', () => {
    expect(() =>
      validarProgramacaoFerias({ ...BASE, concedido: { fracoes: [0], vendidos: 0 } }),
    ).toThrow(RangeError);
    expect(() =>
      validarProgramacaoFerias({ ...BASE, concedido: { fracoes: [], vendidos: -1 } }),
    ).toThrow(RangeError);
    expect(() => validarProgramacaoFerias({ ...BASE, ajusteDireito: 1.5 })).toThrow(RangeError);
  });
});
