import { describe, expect, it } from 'vitest';
import { BASE, codigos } from './testes/entrada.ts';
import { validarProgramacaoFerias } from './validar.ts';

const INICIO = 'INICIO_ANTES_DE_FERIADO_OU_DESCANSO';

describe('início vedado perto de feriado ou repouso semanal (CLT art. 134 §3º)', () => {
  it.each([
    { descricao: 'segunda-feira comum', inicio: '2026-04-06', descanso: [0], esperado: [] },
    { descricao: 'quinta: domingo a 3 dias', inicio: '2026-04-09', descanso: [0], esperado: [] },
    {
      descricao: 'sexta: domingo a 2 dias',
      inicio: '2026-04-10',
      descanso: [0],
      esperado: [INICIO],
    },
    {
      descricao: 'sábado: véspera do domingo',
      inicio: '2026-04-11',
      descanso: [0],
      esperado: [INICIO],
    },
    {
      descricao: 'no próprio domingo de repouso: fora dos 2 dias que o antecedem (contrato)',
      inicio: '2026-04-12',
      descanso: [0],
      esperado: [],
    },
    {
      descricao: 'terça: feriado de SP (09/07) a 2 dias',
      inicio: '2026-07-07',
      descanso: [0],
      esperado: [INICIO],
    },
    {
      descricao: 'segunda: feriado (09/07) a 3 dias',
      inicio: '2026-07-06',
      descanso: [0],
      esperado: [],
    },
    {
      descricao: 'quarta: véspera de feriado',
      inicio: '2026-07-08',
      descanso: [0],
      esperado: [INICIO],
    },
    {
      descricao: 'no próprio feriado (quinta, 09/07): sexta e sábado livres, fora da vedação',
      inicio: '2026-07-09',
      descanso: [0],
      esperado: [],
    },
    {
      descricao: 'quarta: Sexta-feira Santa a 2 dias',
      inicio: '2026-04-01',
      descanso: [0],
      esperado: [INICIO],
    },
    {
      descricao: 'terça: Sexta-feira Santa a 3 dias',
      inicio: '2026-03-31',
      descanso: [0],
      esperado: [],
    },
    {
      descricao: 'segunda: Tiradentes no dia seguinte',
      inicio: '2026-04-20',
      descanso: [0],
      esperado: [INICIO],
    },
    {
      descricao: 'quarta: dia seguinte a Tiradentes',
      inicio: '2026-04-22',
      descanso: [0],
      esperado: [],
    },
    {
      descricao: 'repouso sáb. e dom.: quinta é vedada',
      inicio: '2026-04-09',
      descanso: [6, 0],
      esperado: [INICIO],
    },
    {
      descricao: 'repouso sáb. e dom.: quarta pode',
      inicio: '2026-04-08',
      descanso: [6, 0],
      esperado: [],
    },
    {
      descricao: 'repouso na quarta: segunda é vedada',
      inicio: '2026-04-06',
      descanso: [3],
      esperado: [INICIO],
    },
    {
      descricao: 'repouso na quarta: sexta pode',
      inicio: '2026-04-10',
      descanso: [3],
      esperado: [],
    },
    {
      descricao: 'virada do ano: 01/01 a 2 dias',
      inicio: '2026-12-30',
      descanso: [0],
      esperado: [INICIO],
    },
  ])('$descricao', ({ inicio, descanso, esperado }) => {
    const ajustes = { avisoEm: '2026-01-01', diasDescanso: descanso as (0 | 3 | 6)[] };
    expect(codigos({ ...ajustes, periodos: [{ inicio, dias: 30 }] })).toEqual(esperado);
  });

  it('sem o feriado estadual na lista, a terça antes de 09/07 pode', () => {
    const feriados = BASE.feriados as string[];
    const semSp = feriados.filter((f) => f !== '2026-07-09');
    expect(codigos({ feriados: semSp, periodos: [{ inicio: '2026-07-07', dias: 30 }] })).toEqual(
      [],
    );
  });

  it('a mensagem nomeia cada período que começa em dia vedado', () => {
    const periodos = [
      { inicio: '2026-04-06', dias: 14 },
      { inicio: '2026-07-07', dias: 10 },
      { inicio: '2026-08-14', dias: 6 },
    ];
    const r = validarProgramacaoFerias({ ...BASE, periodos });
    expect(r.erros.map((e) => e.codigo)).toEqual([INICIO]);
    expect(r.erros[0]?.mensagem).toContain(
      '2º período (07/07/2026): começa 2 dias antes do feriado de 09/07/2026; ' +
        '3º período (14/08/2026): começa 2 dias antes do repouso semanal (domingo, 16/08/2026).',
    );
  });
});

describe('aviso escrito com 30 dias de antecedência (CLT art. 135)', () => {
  const AVISO = 'AVISO_MENOR_QUE_30_DIAS';
  it.each([
    { descricao: '36 dias', aviso: '2026-03-01', esperado: [] },
    { descricao: 'exatamente 30 dias', aviso: '2026-03-07', esperado: [] },
    { descricao: '29 dias', aviso: '2026-03-08', esperado: [AVISO] },
    { descricao: 'no dia do início', aviso: '2026-04-06', esperado: [AVISO] },
    { descricao: 'depois do início', aviso: '2026-04-10', esperado: [AVISO] },
    { descricao: 'sem data de aviso: não conferido', aviso: null, esperado: [] },
  ])('$descricao', ({ aviso, esperado }) => {
    expect(codigos({ avisoEm: aviso })).toEqual(esperado);
  });

  it('fracionadas: um aviso só, conferido contra cada período (o primeiro decide)', () => {
    const periodos = [
      { inicio: '2026-04-06', dias: 20 },
      { inicio: '2026-05-11', dias: 10 },
    ];
    const r = validarProgramacaoFerias({ ...BASE, avisoEm: '2026-03-20', periodos });
    expect(r.erros.map((e) => e.codigo)).toEqual([AVISO]);
    expect(r.erros[0]?.mensagem).toMatch(
      /^1º período \(06\/04\/2026\): aviso em 20\/03\/2026, só 17 dias/,
    );
    expect(r.erros[0]?.mensagem).not.toContain('2º período');
  });
});

describe('período aquisitivo completo antes do gozo (CLT arts. 130 e 134)', () => {
  // Aquisitivo de 05/03/2025 a 04/03/2026 (quarta-feira).
  const ajustes = {
    admissao: '2024-03-05',
    periodoAquisitivo: '2025-03-05',
    avisoEm: '2026-01-02',
  };
  it.each([
    {
      descricao: 'começa no último dia do aquisitivo',
      inicio: '2026-03-04',
      esperado: ['ANTES_DO_FIM_DO_AQUISITIVO'],
    },
    { descricao: 'começa no 1º dia do concessivo', inicio: '2026-03-05', esperado: [] },
    {
      descricao: 'começa um mês antes',
      inicio: '2026-02-03',
      esperado: ['ANTES_DO_FIM_DO_AQUISITIVO'],
    },
  ])('$descricao', ({ inicio, esperado }) => {
    expect(codigos({ ...ajustes, periodos: [{ inicio, dias: 30 }] })).toEqual(esperado);
  });
});

describe('dias fora do concessivo, pagos em dobro, sem invalidar (CLT art. 137)', () => {
  // Concessivo de 05/03/2026 a 04/03/2027 (quinta-feira).
  const ajustes = {
    admissao: '2024-03-05',
    periodoAquisitivo: '2025-03-05',
    avisoEm: '2026-12-01',
  };
  it.each([
    {
      descricao: 'termina no último dia do concessivo',
      periodos: [{ inicio: '2027-02-03', dias: 30 }],
      dobro: 0,
    },
    {
      descricao: 'passa 1 dia do concessivo',
      periodos: [{ inicio: '2027-02-04', dias: 30 }],
      dobro: 1,
    },
    {
      descricao: 'inteiro depois do concessivo',
      periodos: [{ inicio: '2027-03-08', dias: 30 }],
      dobro: 30,
    },
    {
      descricao: 'fracionadas: só a parte final do 2º período',
      periodos: [
        { inicio: '2027-02-01', dias: 20 },
        { inicio: '2027-03-01', dias: 10 },
      ],
      dobro: 6,
    },
  ])('$descricao → $dobro dias em dobro', ({ periodos, dobro }) => {
    const r = validarProgramacaoFerias({ ...BASE, ...ajustes, periodos });
    expect(r).toMatchObject({ diasEmDobro: dobro, valido: true, erros: [] });
  });
});

describe('períodos sobrepostos', () => {
  it.each([
    {
      descricao: 'um dia em comum',
      periodos: [
        { inicio: '2026-05-11', dias: 16 },
        { inicio: '2026-05-26', dias: 14 },
      ],
      esperado: ['PERIODOS_SOBREPOSTOS'],
    },
    {
      descricao: 'colados, sem dia em comum',
      periodos: [
        { inicio: '2026-05-11', dias: 16 },
        { inicio: '2026-05-27', dias: 14 },
      ],
      esperado: [],
    },
    {
      descricao: 'fora de ordem e sobrepostos',
      periodos: [
        { inicio: '2026-05-26', dias: 14 },
        { inicio: '2026-05-11', dias: 16 },
      ],
      esperado: ['PERIODOS_SOBREPOSTOS'],
    },
  ])('$descricao', ({ periodos, esperado }) => {
    expect(codigos({ periodos })).toEqual(esperado);
  });
});
