import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { runFerias } from './ferias.ts';
import { esperarEntradaInvalida, executarJornada } from './testes/processo.ts';

const executar = (entrada: string) => executarJornada(['ferias'], entrada);

const EXEMPLO = {
  admissao: '2024-03-01',
  periodoAquisitivo: '2025-03-01',
  faltasInjustificadas: 3,
  periodos: [
    { inicio: '2026-04-06', dias: 14 },
    { inicio: '2026-07-06', dias: 10 },
  ],
  abonoPecuniario: 0,
  avisoEm: '2026-03-01',
  uf: 'SP',
  feriados: [],
  diasDescanso: [0],
};

describe('jornada ferias (processo)', () => {
  it('exemplo do contrato: saída 0 e JSON com os nomes do contrato', () => {
    const r = executar(JSON.stringify(EXEMPLO));
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/jornada:/);
    const saida = JSON.parse(r.stdout);
    expect(saida).toEqual({
      aquisitivo: { inicio: '2025-03-01', fim: '2026-02-28' },
      concessivo: { inicio: '2026-03-01', fim: '2027-02-28' },
      diasDireito: 30,
      diasGozo: 24,
      diasEmDobro: 0,
      valido: false,
      erros: [{ codigo: 'DIAS_DIFEREM_DO_DIREITO', mensagem: expect.stringContaining('CLT') }],
    });
  });

  it('dias fora do lugar: saída 2 e uma linha em pt-BR que nomeia o campo', () => {
    const r = executar(
      JSON.stringify({ ...EXEMPLO, periodos: [{ inicio: '2026-04-06', dias: 0 }] }),
    );
    esperarEntradaInvalida(r, 'periodos[0].dias');
  });
});

const ferias = (ajustes: object) =>
  JSON.parse(runFerias(JSON.stringify({ ...EXEMPLO, ...ajustes })));
const codigos = (ajustes: object): string[] =>
  ferias(ajustes).erros.map((e: { codigo: string }) => e.codigo);

describe('jornada ferias: feriados resolvidos pelo CLI (CLT art. 134 §3º)', () => {
  const INICIO = 'INICIO_ANTES_DE_FERIADO_OU_DESCANSO';
  const umPeriodo = (inicio: string) => ({
    periodos: [{ inicio, dias: 30 }],
    avisoEm: '2026-01-01',
  });
  it.each([
    {
      descricao: '07/07 com UF SP: 09/07 é feriado estadual',
      inicio: '2026-07-07',
      uf: 'SP',
      feriados: [],
      esperado: [INICIO],
    },
    {
      descricao: '07/07 sem UF: 09/07 é dia comum',
      inicio: '2026-07-07',
      uf: null,
      feriados: [],
      esperado: [],
    },
    {
      descricao: '01/04: Sexta-feira Santa (nacional) a 2 dias',
      inicio: '2026-04-01',
      uf: null,
      feriados: [],
      esperado: [INICIO],
    },
    {
      descricao: 'feriado municipal da entrada',
      inicio: '2026-05-18',
      uf: 'SP',
      feriados: ['2026-05-20'],
      esperado: [INICIO],
    },
    {
      descricao: '30/12: 01/01 do ano seguinte a 2 dias',
      inicio: '2026-12-30',
      uf: null,
      feriados: [],
      esperado: [INICIO],
    },
    {
      descricao: 'Carnaval não é feriado',
      inicio: '2026-02-16',
      uf: null,
      feriados: [],
      esperado: ['ANTES_DO_FIM_DO_AQUISITIVO'],
    },
  ])('$descricao', ({ inicio, uf, feriados, esperado }) => {
    const ajustes = { ...umPeriodo(inicio), faltasInjustificadas: 0, uf, feriados };
    expect(codigos(ajustes)).toEqual(esperado);
  });
});

describe('jornada ferias: campos opcionais', () => {
  it('sem admissão, aviso, UF, feriados, abono, faltas e descanso: padrões', () => {
    const r = ferias({
      admissao: undefined,
      avisoEm: undefined,
      uf: undefined,
      feriados: undefined,
      abonoPecuniario: undefined,
      faltasInjustificadas: undefined,
      diasDescanso: undefined,
      periodos: [{ inicio: '2026-04-06', dias: 30 }],
    });
    expect(r).toMatchObject({ diasDireito: 30, diasGozo: 30, valido: true, erros: [] });
  });

  it('admissão em 29/02: aquisitivo de 01/03/2025 é aniversário (Lei 810/1949 art. 3º)', () => {
    const r = ferias({ admissao: '2024-02-29', periodoAquisitivo: '2025-03-01' });
    expect(r.aquisitivo).toEqual({ inicio: '2025-03-01', fim: '2026-02-28' });
  });
});

describe('jornada ferias: saldo parcial (concedido e ajusteDireito, opcionais)', () => {
  const saldo = { faltasInjustificadas: 0, concedido: { fracoes: [10], vendidos: 0 } };
  it('10 já gozados: os 20 restantes em um período completam o saldo', () => {
    const r = ferias({ ...saldo, periodos: [{ inicio: '2026-04-06', dias: 20 }] });
    expect(r).toMatchObject({ diasDireito: 30, diasConcedidos: 10, diasSaldo: 20, valido: true });
  });

  it('sem os campos novos a saída não os traz', () => {
    expect(Object.keys(ferias({}))).toEqual([
      'aquisitivo',
      'concessivo',
      'diasDireito',
      'diasGozo',
      'diasEmDobro',
      'valido',
      'erros',
    ]);
  });

  it.each([
    { campo: { concedido: [10] }, mensagem: 'concedido: deve ser um objeto' },
    { campo: { concedido: { fracoes: [0] } }, mensagem: 'concedido.fracoes[0]: deve ser' },
    { campo: { concedido: { vendidos: -2 } }, mensagem: 'concedido.vendidos: deve ser' },
    { campo: { ajusteDireito: 'seis' }, mensagem: 'ajusteDireito: deve ser um número inteiro' },
  ])('entrada inválida: $mensagem', ({ campo, mensagem }) => {
    expect(() => runFerias(JSON.stringify({ ...EXEMPLO, ...campo }))).toThrow(mensagem);
  });
});

describe('jornada ferias: entrada inválida nomeia o campo', () => {
  const json = (ajustes: object) => JSON.stringify({ ...EXEMPLO, ...ajustes });
  it.each([
    {
      descricao: 'JSON inválido',
      entrada: '{"periodos": [',
      mensagem: 'entrada: não é um JSON válido',
    },
    { descricao: 'entrada não é objeto', entrada: '[]', mensagem: 'entrada: deve ser um objeto' },
    {
      descricao: 'sem periodoAquisitivo',
      entrada: json({ periodoAquisitivo: undefined }),
      mensagem: 'periodoAquisitivo: campo obrigatório',
    },
    {
      descricao: 'sem periodos',
      entrada: json({ periodos: undefined }),
      mensagem: 'periodos: campo obrigatório',
    },
    {
      descricao: 'periodos não é lista',
      entrada: json({ periodos: {} }),
      mensagem: 'periodos: deve ser uma lista',
    },
    {
      descricao: 'período não é objeto',
      entrada: json({ periodos: [30] }),
      mensagem: 'periodos[0]: deve ser um objeto',
    },
    {
      descricao: 'início inexistente',
      entrada: json({ periodos: [{ inicio: '2026-02-30', dias: 30 }] }),
      mensagem: 'periodos[0].inicio: data inválida',
    },
    {
      descricao: 'dias fracionário',
      entrada: json({ periodos: [{ inicio: '2026-04-06', dias: 14.5 }] }),
      mensagem: 'periodos[0].dias: deve ser um número inteiro',
    },
    {
      descricao: 'dias negativo',
      entrada: json({ periodos: [{ inicio: '2026-04-06', dias: -1 }] }),
      mensagem: 'periodos[0].dias',
    },
    {
      descricao: 'faltas negativas',
      entrada: json({ faltasInjustificadas: -1 }),
      mensagem: 'faltasInjustificadas: deve ser um número inteiro',
    },
    {
      descricao: 'faltas em texto',
      entrada: json({ faltasInjustificadas: '3' }),
      mensagem: 'faltasInjustificadas',
    },
    {
      descricao: 'abono fracionário',
      entrada: json({ abonoPecuniario: 2.5 }),
      mensagem: 'abonoPecuniario',
    },
    {
      descricao: 'admissão malformada',
      entrada: json({ admissao: '01/03/2024' }),
      mensagem: 'admissao: data inválida',
    },
    {
      descricao: 'aviso malformado',
      entrada: json({ avisoEm: '2026-13-01' }),
      mensagem: 'avisoEm: data inválida',
    },
    { descricao: 'UF inexistente', entrada: json({ uf: 'XX' }), mensagem: 'uf: UF inválida' },
    {
      descricao: 'feriado malformado',
      entrada: json({ feriados: ['20/05/2026'] }),
      mensagem: 'feriados[0]: data inválida',
    },
    {
      descricao: 'dia de descanso 7',
      entrada: json({ diasDescanso: [7] }),
      mensagem: 'diasDescanso[0]: dia da semana inválido',
    },
    {
      descricao: 'diasDescanso não é lista',
      entrada: json({ diasDescanso: 0 }),
      mensagem: 'diasDescanso: deve ser uma lista',
    },
    {
      descricao: 'aquisitivo antes da admissão',
      entrada: json({ periodoAquisitivo: '2023-03-01' }),
      mensagem: 'periodoAquisitivo: 2023-03-01 é anterior à admissão',
    },
    {
      descricao: 'aquisitivo fora do aniversário',
      entrada: json({ periodoAquisitivo: '2025-03-15' }),
      mensagem: 'começa em 2025-03-01',
    },
    {
      descricao: '29/02 admitido: 28/02 não é aniversário',
      entrada: json({ admissao: '2024-02-29', periodoAquisitivo: '2025-02-28' }),
      mensagem: 'começa em 2025-03-01',
    },
  ])('$descricao', ({ entrada, mensagem }) => {
    expect(() => runFerias(entrada)).toThrow(CliError);
    expect(() => runFerias(entrada)).toThrow(mensagem);
  });
});
