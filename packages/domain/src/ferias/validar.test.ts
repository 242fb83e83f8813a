import { describe, expect, it } from 'vitest';
import { REGRA_ERRO_FERIAS } from './mensagens.ts';
import { BASE, codigos, emSegundas, FERIADOS_SP_2026 } from './testes/entrada.ts';
import { CODIGOS_ERRO_FERIAS } from './tipos.ts';
import { validarProgramacaoFerias } from './validar.ts';

describe('exemplo do contrato (engine-contract.md, jornada ferias)', () => {
  it('14 + 10 dias com direito a 30: só DIAS_DIFEREM_DO_DIREITO', () => {
    const r = validarProgramacaoFerias({
      admissao: '2024-03-01',
      periodoAquisitivo: '2025-03-01',
      faltasInjustificadas: 3,
      periodos: [
        { inicio: '2026-04-06', dias: 14 },
        { inicio: '2026-07-06', dias: 10 },
      ],
      abonoPecuniario: 0,
      avisoEm: '2026-03-01',
      feriados: FERIADOS_SP_2026,
      diasDescanso: [0],
    });
    expect(r).toMatchObject({
      aquisitivo: { inicio: '2025-03-01', fim: '2026-02-28' },
      concessivo: { inicio: '2026-03-01', fim: '2027-02-28' },
      diasDireito: 30,
      diasGozo: 24,
      diasEmDobro: 0,
      valido: false,
    });
    expect(r.erros).toEqual([{ codigo: 'DIAS_DIFEREM_DO_DIREITO', mensagem: expect.any(String) }]);
    expect(r.erros[0]?.mensagem).toContain('24 dias de gozo + 0 dias de abono');
  });

  it('a programação de referência é válida', () => {
    expect(validarProgramacaoFerias(BASE)).toMatchObject({ valido: true, erros: [] });
  });
});

describe('fracionamento (CLT art. 134 §1º; legal-br.md §4.10 V1)', () => {
  it.each([
    { descricao: '[30] período único', tamanhos: [30], esperado: [] },
    { descricao: '[14,10,6] três períodos', tamanhos: [14, 10, 6], esperado: [] },
    { descricao: '[14,11,5] período de exatamente 5 dias', tamanhos: [14, 11, 5], esperado: [] },
    { descricao: '[20,10] dois períodos', tamanhos: [20, 10], esperado: [] },
    { descricao: '[14,16] período de exatamente 14 dias', tamanhos: [14, 16], esperado: [] },
    { descricao: '[25,5] o menor com exatamente 5', tamanhos: [25, 5], esperado: [] },
    {
      descricao: '[13,12,5] nenhum com 14 dias',
      tamanhos: [13, 12, 5],
      esperado: ['NENHUM_PERIODO_DE_14_DIAS'],
    },
    {
      descricao: '[10,10,10] nenhum com 14 dias',
      tamanhos: [10, 10, 10],
      esperado: ['NENHUM_PERIODO_DE_14_DIAS'],
    },
    {
      descricao: '[20,6,4] período de 4 dias',
      tamanhos: [20, 6, 4],
      esperado: ['PERIODO_MENOR_QUE_5_DIAS'],
    },
    {
      descricao: '[14,6,5,5] quatro períodos',
      tamanhos: [14, 6, 5, 5],
      esperado: ['MAIS_DE_3_PERIODOS'],
    },
    {
      descricao: '[13,13,4] sem 14 e com período de 4',
      tamanhos: [13, 13, 4],
      esperado: ['NENHUM_PERIODO_DE_14_DIAS', 'PERIODO_MENOR_QUE_5_DIAS'],
    },
    {
      descricao: '[10,10,6,4] quatro períodos, nenhum de 14, um de 4',
      tamanhos: [10, 10, 6, 4],
      esperado: ['MAIS_DE_3_PERIODOS', 'NENHUM_PERIODO_DE_14_DIAS', 'PERIODO_MENOR_QUE_5_DIAS'],
    },
  ])('$descricao', ({ tamanhos, esperado }) => {
    expect(codigos({ periodos: emSegundas(...tamanhos) })).toEqual(esperado);
  });

  it.each([
    {
      descricao: 'período único de 12 dias (24 faltas): sem mínimo de 14 no caput',
      faltas: 24,
      abono: 0,
      tamanhos: [12],
      esperado: [],
    },
    {
      descricao: 'período único de 4 dias não cai na regra dos 5 dias, só na soma',
      faltas: 0,
      abono: 0,
      tamanhos: [4],
      esperado: ['DIAS_DIFEREM_DO_DIREITO'],
    },
    {
      descricao: 'direito de 12 dividido em [7,5]: nenhum período alcança 14',
      faltas: 24,
      abono: 0,
      tamanhos: [7, 5],
      esperado: ['NENHUM_PERIODO_DE_14_DIAS'],
    },
  ])('$descricao', ({ faltas, abono, tamanhos, esperado }) => {
    const ajustes = { faltasInjustificadas: faltas, abonoPecuniario: abono };
    expect(codigos({ ...ajustes, periodos: emSegundas(...tamanhos) })).toEqual(esperado);
  });
});

describe('dias de direito, soma e abono pecuniário (CLT arts. 130 e 143)', () => {
  it.each([
    { faltas: 5, gozo: 30, abono: 0, esperado: [] },
    { faltas: 6, gozo: 30, abono: 0, esperado: ['DIAS_DIFEREM_DO_DIREITO'] },
    { faltas: 6, gozo: 24, abono: 0, esperado: [] },
    { faltas: 14, gozo: 24, abono: 0, esperado: [] },
    { faltas: 15, gozo: 24, abono: 0, esperado: ['DIAS_DIFEREM_DO_DIREITO'] },
    { faltas: 15, gozo: 18, abono: 0, esperado: [] },
    { faltas: 23, gozo: 18, abono: 0, esperado: [] },
    { faltas: 24, gozo: 18, abono: 0, esperado: ['DIAS_DIFEREM_DO_DIREITO'] },
    { faltas: 24, gozo: 12, abono: 0, esperado: [] },
    { faltas: 32, gozo: 12, abono: 0, esperado: [] },
    { faltas: 5, gozo: 20, abono: 10, esperado: [] },
    { faltas: 5, gozo: 19, abono: 11, esperado: ['ABONO_ACIMA_DE_UM_TERCO'] },
    { faltas: 6, gozo: 16, abono: 8, esperado: [] },
    { faltas: 6, gozo: 15, abono: 9, esperado: ['ABONO_ACIMA_DE_UM_TERCO'] },
    { faltas: 15, gozo: 12, abono: 6, esperado: [] },
    { faltas: 15, gozo: 11, abono: 7, esperado: ['ABONO_ACIMA_DE_UM_TERCO'] },
    { faltas: 24, gozo: 8, abono: 4, esperado: [] },
    { faltas: 24, gozo: 7, abono: 5, esperado: ['ABONO_ACIMA_DE_UM_TERCO'] },
    { faltas: 5, gozo: 20, abono: 5, esperado: ['DIAS_DIFEREM_DO_DIREITO'] },
  ])(
    '$faltas faltas, $gozo dias de gozo e $abono de abono → $esperado',
    ({ faltas, gozo, abono, esperado }) => {
      const ajustes = { faltasInjustificadas: faltas, abonoPecuniario: abono };
      expect(codigos({ ...ajustes, periodos: emSegundas(gozo) })).toEqual(esperado);
    },
  );

  it('33 faltas e nenhum período: só SEM_DIREITO', () => {
    const r = validarProgramacaoFerias({ ...BASE, faltasInjustificadas: 33, periodos: [] });
    expect(r).toMatchObject({ diasDireito: 0, diasGozo: 0, valido: false });
    expect(r.erros.map((e) => e.codigo)).toEqual(['SEM_DIREITO']);
  });

  it('33 faltas com 30 dias programados: a soma também diverge', () => {
    expect(codigos({ faltasInjustificadas: 33 })).toEqual([
      'DIAS_DIFEREM_DO_DIREITO',
      'SEM_DIREITO',
    ]);
  });

  it('33 faltas e abono de 1 dia: abono acima de 1/3 de zero', () => {
    expect(codigos({ faltasInjustificadas: 33, periodos: [], abonoPecuniario: 1 })).toEqual([
      'ABONO_ACIMA_DE_UM_TERCO',
      'DIAS_DIFEREM_DO_DIREITO',
      'SEM_DIREITO',
    ]);
  });
});

describe('mensagens', () => {
  it('todo código tem a regra legal em pt-BR', () => {
    for (const codigo of CODIGOS_ERRO_FERIAS) expect(REGRA_ERRO_FERIAS[codigo]).toMatch(/\S/);
  });

  it('a mensagem nomeia o período e a regra', () => {
    const [erro] = validarProgramacaoFerias({ ...BASE, periodos: emSegundas(20, 6, 4) }).erros;
    expect(erro?.mensagem).toBe(
      '3º período (15/06/2026): só 4 dias. Nas férias fracionadas, nenhum período pode ter menos ' +
        'de 5 dias corridos (CLT art. 134 §1º).',
    );
  });
});
