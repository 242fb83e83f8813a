import { describe, expect, it } from 'vitest';
import { calcularPascoa, isFeriado, listarFeriados } from './index.ts';

const datas = (ano: number, uf?: string): string[] =>
  listarFeriados(ano, uf ? { uf } : {}).map((f) => f.data);

describe('feriados nacionais (legal-br.md §3.1 e §3.2)', () => {
  it('2026 sem UF: datas fixas, Sexta-feira Santa, eleições e 20 de novembro, em ordem', () => {
    expect(listarFeriados(2026)).toEqual([
      { data: '2026-01-01', nome: 'Confraternização Universal', tipo: 'nacional' },
      { data: '2026-04-03', nome: 'Sexta-feira Santa', tipo: 'nacional' },
      { data: '2026-04-21', nome: 'Tiradentes', tipo: 'nacional' },
      { data: '2026-05-01', nome: 'Dia do Trabalho', tipo: 'nacional' },
      { data: '2026-09-07', nome: 'Independência', tipo: 'nacional' },
      { data: '2026-10-04', nome: 'Eleições (1º turno)', tipo: 'nacional' },
      { data: '2026-10-12', nome: 'Nossa Senhora Aparecida', tipo: 'nacional' },
      { data: '2026-10-25', nome: 'Eleições (2º turno)', tipo: 'nacional' },
      { data: '2026-11-02', nome: 'Finados', tipo: 'nacional' },
      { data: '2026-11-15', nome: 'Proclamação da República', tipo: 'nacional' },
      {
        data: '2026-11-20',
        nome: 'Dia Nacional de Zumbi e da Consciência Negra',
        tipo: 'nacional',
      },
      { data: '2026-12-25', nome: 'Natal', tipo: 'nacional' },
    ]);
  });

  it.each([
    {
      ano: 2024,
      pascoa: '2024-03-31',
      sexta: '2024-03-29',
      carnaval: ['2024-02-12', '2024-02-13', '2024-02-14'],
      corpus: '2024-05-30',
    },
    {
      ano: 2025,
      pascoa: '2025-04-20',
      sexta: '2025-04-18',
      carnaval: ['2025-03-03', '2025-03-04', '2025-03-05'],
      corpus: '2025-06-19',
    },
    {
      ano: 2026,
      pascoa: '2026-04-05',
      sexta: '2026-04-03',
      carnaval: ['2026-02-16', '2026-02-17', '2026-02-18'],
      corpus: '2026-06-04',
    },
    {
      ano: 2027,
      pascoa: '2027-03-28',
      sexta: '2027-03-26',
      carnaval: ['2027-02-08', '2027-02-09', '2027-02-10'],
      corpus: '2027-05-27',
    },
    {
      ano: 2028,
      pascoa: '2028-04-16',
      sexta: '2028-04-14',
      carnaval: ['2028-02-28', '2028-02-29', '2028-03-01'],
      corpus: '2028-06-15',
    },
  ])(
    '$ano: Páscoa $pascoa, Sexta-feira Santa feriado; Carnaval, Cinzas e Corpus Christi não (H1)',
    ({ ano, pascoa, sexta, carnaval, corpus }) => {
      expect(calcularPascoa(ano)).toBe(pascoa);
      const lista = datas(ano, 'SP');
      expect(lista).toContain(sexta);
      for (const facultativo of [...carnaval, corpus, pascoa])
        expect(lista).not.toContain(facultativo);
    },
  );

  it('datas comemorativas e meio-expediente não são feriado: Dia das Mães, Namorados, Pais, 24 e 31/12', () => {
    const lista = datas(2026, 'SP');
    for (const data of [
      '2026-05-10',
      '2026-06-12',
      '2026-08-09',
      '2026-12-24',
      '2026-12-31',
      '2026-02-14',
    ]) {
      expect(lista).not.toContain(data);
    }
  });

  it('20 de novembro é nacional só a partir de 2024 (Lei 14.759/2023)', () => {
    expect(datas(2023)).not.toContain('2023-11-20');
    expect(datas(2024)).toContain('2024-11-20');
  });

  it('Nossa Senhora Aparecida só a partir de 1980 (Lei 6.802/1980)', () => {
    expect(datas(1979)).not.toContain('1979-10-12');
    expect(datas(1980)).toContain('1980-10-12');
  });

  it.each([
    { ano: 2022, esperado: ['2022-10-02', '2022-10-30'] },
    { ano: 2024, esperado: ['2024-10-06', '2024-10-27'] },
    { ano: 2020, esperado: ['2020-11-15', '2020-11-29'] },
  ])('eleições de $ano: 1º e 2º turno ($esperado)', ({ ano, esperado }) => {
    const eleicoes = listarFeriados(ano).filter(
      (f) => f.data === esperado[0] || f.data === esperado[1],
    );
    expect(eleicoes.map((f) => f.data)).toEqual(esperado);
  });

  it('ano ímpar não tem eleição', () => {
    expect(listarFeriados(2027).some((f) => f.nome.startsWith('Eleições'))).toBe(false);
  });
});

describe('feriados estaduais', () => {
  // Regressão do defeito do date-holidays 3.37.0 (legal-br.md §3.3): com estado AM, MT, RJ ou SP a
  // biblioteca não devolve o 20 de novembro de 2024 em diante.
  it.each(['SP', 'AM', 'MT', 'RJ', 'AL', 'BA'])(
    '%s: 20/11/2024, 2025 e 2026 são feriado nacional',
    (uf) => {
      for (const ano of [2024, 2025, 2026]) {
        expect(listarFeriados(ano, { uf })).toContainEqual({
          data: `${ano}-11-20`,
          nome: 'Dia Nacional de Zumbi e da Consciência Negra',
          tipo: 'nacional',
        });
      }
    },
  );

  it('SP 2026: nacionais + Revolução Constitucionalista (09/07)', () => {
    const sp = listarFeriados(2026, { uf: 'SP' });
    expect(sp.filter((f) => f.tipo === 'estadual')).toEqual([
      { data: '2026-07-09', nome: 'Revolução Constitucionalista', tipo: 'estadual' },
    ]);
    expect(sp).toHaveLength(13);
    expect(isFeriado('2026-11-20', { uf: 'SP' })).toBe(true);
  });

  it('SP 2023: 20/11 ainda era feriado estadual (antes da lei nacional)', () => {
    expect(listarFeriados(2023, { uf: 'SP' })).toContainEqual({
      data: '2023-11-20',
      nome: 'Dia da Consciência Negra',
      tipo: 'estadual',
    });
  });

  it.each([
    {
      uf: 'RJ',
      ano: 2026,
      esperado: [
        ['2026-02-17', 'Carnaval'],
        ['2026-04-23', 'Dia de São Jorge'],
      ],
    },
    { uf: 'BA', ano: 2026, esperado: [['2026-07-02', 'Independência da Bahia']] },
    { uf: 'RS', ano: 2025, esperado: [['2025-09-20', 'Proclamação da República Rio-Grandense']] },
    {
      uf: 'AL',
      ano: 2023,
      esperado: [
        ['2023-06-24', 'São João'],
        ['2023-06-29', 'São Pedro'],
        ['2023-09-16', 'Emancipação política'],
        ['2023-11-20', 'Morte de Zumbi dos Palmares'],
      ],
    },
  ])('$uf $ano: feriados de lei estadual', ({ uf, ano, esperado }) => {
    const estaduais = listarFeriados(ano, { uf }).filter((f) => f.tipo === 'estadual');
    expect(estaduais.map((f) => [f.data, f.nome])).toEqual(esperado);
  });

  it('MG: a data magna de 21/04 coincide com Tiradentes e aparece uma vez, como nacional', () => {
    expect(listarFeriados(2026, { uf: 'MG' }).filter((f) => f.data === '2026-04-21')).toEqual([
      { data: '2026-04-21', nome: 'Tiradentes', tipo: 'nacional' },
    ]);
  });

  it('sigla em minúsculas é aceita; UF inexistente é erro em português', () => {
    expect(datas(2026, 'sp')).toEqual(datas(2026, 'SP'));
    expect(() => listarFeriados(2026, { uf: 'XX' })).toThrow('UF inválida: "XX"');
    expect(() => isFeriado('2026-01-01', { uf: 'São Paulo' })).toThrow(/UF inválida/);
  });
});

describe('feriados municipais da empresa', () => {
  const municipais = [
    { data: '01-25', nome: 'Aniversário de São Paulo' },
    { data: '2026-06-04', nome: 'Corpus Christi (lei municipal)' },
    { data: '2027-06-04', nome: 'Outro ano' },
    { data: '11-20', nome: 'Consciência Negra (lei municipal)' },
  ];

  it('MM-DD vale todo ano, AAAA-MM-DD só no próprio ano; data já nacional não duplica', () => {
    const lista = listarFeriados(2026, { uf: 'SP', municipais });
    expect(lista.filter((f) => f.tipo === 'municipal')).toEqual([
      { data: '2026-01-25', nome: 'Aniversário de São Paulo', tipo: 'municipal' },
      { data: '2026-06-04', nome: 'Corpus Christi (lei municipal)', tipo: 'municipal' },
    ]);
    expect(lista.find((f) => f.data === '2026-11-20')?.tipo).toBe('nacional');
    expect(lista.map((f) => f.data)).toEqual([...lista.map((f) => f.data)].sort());
    expect(isFeriado('2026-06-04', { uf: 'SP', municipais })).toBe(true);
    expect(isFeriado('2026-06-04', { uf: 'SP' })).toBe(false);
  });

  it('29/02 recorrente só aparece em ano bissexto; data malformada é erro', () => {
    const bissexto = [{ data: '02-29', nome: 'Dia bissexto' }];
    expect(isFeriado('2028-02-29', { municipais: bissexto })).toBe(true);
    expect(listarFeriados(2026, { municipais: bissexto }).some((f) => f.tipo === 'municipal')).toBe(
      false,
    );
    expect(() => listarFeriados(2026, { municipais: [{ data: '2026-13-01', nome: 'x' }] })).toThrow(
      /feriado municipal inválida/,
    );
  });
});

describe('entradas inválidas', () => {
  it.each([
    { descricao: 'ano fracionário', chamar: () => listarFeriados(2026.5) },
    { descricao: 'ano fora da faixa', chamar: () => listarFeriados(1800) },
    { descricao: 'data sem zero à esquerda', chamar: () => isFeriado('2026-1-1') },
    { descricao: 'data inexistente', chamar: () => isFeriado('2026-02-30') },
  ])('$descricao lança Error em português', ({ chamar }) => {
    expect(chamar).toThrow(/inválid/);
  });
});
