import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { runBancoHoras } from './banco-horas.ts';
import { esperarEntradaInvalida, executarJornada } from './testes/processo.ts';

const executar = (entrada: string) => executarJornada(['banco-horas'], entrada);

const EXEMPLO = {
  configuracao: {
    regime: 'individual-6m',
    inicioCiclo: '2026-01-01',
    faixasCredito: [{ ateMinutos: 120, fator: 1 }, { fator: 1.5 }],
    fatorDomingoFeriado: 2,
    percentualPagamento: 50,
    percentualPagamentoDomingoFeriado: 100,
    saldoNegativoNoFechamento: 'perdoar',
    vencimentoMeses: null,
  },
  saldoAnterior: 0,
  movimentos: [{ data: '2026-03-02', credito: 150, debito: 0, domingoFeriado: false }],
  pagamentos: [{ data: '2026-04-30', minutos: 60 }],
  fechamentoAntecipado: null,
  rescisao: null,
  ate: '2026-12-31',
};

const ZERADO = { descontar: 0, perdoado: 0, transportado: 0 };

describe('jornada banco-horas (processo)', () => {
  it('exemplo do contrato: saída 0 e o extrato com os nomes do contrato', () => {
    const r = executar(JSON.stringify(EXEMPLO));
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/jornada:/);
    expect(JSON.parse(r.stdout)).toEqual({
      ciclos: [
        {
          inicio: '2026-01-01',
          fim: '2026-06-30',
          encerradoPor: 'fim-do-ciclo',
          saldoInicial: 0,
          creditos: 165,
          debitos: 0,
          pagos: 60,
          vencidos: 0,
          saldoFinal: 105,
          pagarComoExtra: [{ percentual: 50, minutos: 150 }],
          ...ZERADO,
        },
        {
          inicio: '2026-07-01',
          fim: '2026-12-31',
          encerradoPor: 'fim-do-ciclo',
          saldoInicial: 0,
          creditos: 0,
          debitos: 0,
          pagos: 0,
          vencidos: 0,
          saldoFinal: 0,
          pagarComoExtra: [],
          ...ZERADO,
        },
      ],
      saldoAtual: 0,
      extrato: [
        { data: '2026-03-02', tipo: 'credito', minutos: 165, saldo: 165 },
        { data: '2026-04-30', tipo: 'pagamento', minutos: 60, saldo: 105 },
        { data: '2026-06-30', tipo: 'fechamento', minutos: 105, saldo: 0 },
      ],
    });
  });

  it.each([
    { descricao: 'JSON inválido', entrada: '{"configuracao": ', campo: 'entrada' },
    {
      descricao: 'pagamento acima do saldo positivo',
      entrada: JSON.stringify({ ...EXEMPLO, pagamentos: [{ data: '2026-03-01', minutos: 60 }] }),
      campo: 'pagamentos[0].minutos',
    },
  ])('$descricao: saída 2 e uma linha em pt-BR no stderr', ({ entrada, campo }) => {
    const r = executar(entrada);
    esperarEntradaInvalida(r, campo);
  });
});

const rodar = (entrada: unknown) => JSON.parse(runBancoHoras(JSON.stringify(entrada)));

describe('jornada banco-horas: padrões da entrada', () => {
  it('só regime, inicioCiclo e ate: faixa 1:1, 50 %, sem movimentos', () => {
    const r = rodar({
      configuracao: { regime: 'mensal', inicioCiclo: '2026-03-01' },
      ate: '2026-03-31',
    });
    expect(r).toEqual({
      ciclos: [expect.objectContaining({ inicio: '2026-03-01', fim: '2026-03-31', saldoFinal: 0 })],
      saldoAtual: 0,
      extrato: [],
    });
  });

  it('sem ate, com rescisão: a consulta vai até a rescisão', () => {
    const r = rodar({
      configuracao: { regime: 'coletivo-12m', inicioCiclo: '2026-01-01', faixasCredito: null },
      movimentos: [{ data: '2026-02-02', credito: 30 }],
      rescisao: { data: '2026-02-10', tipo: 'pedido-demissao' },
    });
    expect(r.ciclos).toEqual([
      expect.objectContaining({
        fim: '2026-02-10',
        encerradoPor: 'rescisao',
        pagarComoExtra: [{ percentual: 50, minutos: 30 }],
      }),
    ]);
  });
});

describe('jornada banco-horas: entrada inválida nomeia o campo', () => {
  const base = (troca: Record<string, unknown>) => JSON.stringify({ ...EXEMPLO, ...troca });
  const config = (troca: Record<string, unknown>) =>
    base({ configuracao: { ...EXEMPLO.configuracao, ...troca } });

  it.each([
    { descricao: 'entrada não é objeto', entrada: '[]', mensagem: 'entrada: deve ser um objeto' },
    {
      descricao: 'sem configuracao',
      entrada: '{"ate": "2026-12-31"}',
      mensagem: 'configuracao: campo obrigatório',
    },
    {
      descricao: 'sem regime',
      entrada: config({ regime: undefined }),
      mensagem: 'configuracao.regime: campo obrigatório',
    },
    {
      descricao: 'regime desconhecido',
      entrada: config({ regime: 'anual' }),
      mensagem: 'configuracao.regime: valor inválido "anual"',
    },
    {
      descricao: 'inicioCiclo inválido',
      entrada: config({ inicioCiclo: '2026-02-30' }),
      mensagem: 'configuracao.inicioCiclo: data inválida',
    },
    {
      descricao: 'faixas vazias',
      entrada: config({ faixasCredito: [] }),
      mensagem: 'configuracao.faixasCredito: informe ao menos uma faixa',
    },
    {
      descricao: 'faixa sem limite antes da última',
      entrada: config({ faixasCredito: [{ fator: 1 }, { fator: 2 }] }),
      mensagem: 'configuracao.faixasCredito[0].ateMinutos: só a última',
    },
    {
      descricao: 'limites que não crescem',
      entrada: config({
        faixasCredito: [
          { ateMinutos: 60, fator: 1 },
          { ateMinutos: 60, fator: 2 },
        ],
      }),
      mensagem: 'configuracao.faixasCredito[1].ateMinutos: deve crescer',
    },
    {
      descricao: 'fator zero',
      entrada: config({ faixasCredito: [{ fator: 0 }] }),
      mensagem: 'configuracao.faixasCredito[0].fator: deve ser um número > 0',
    },
    {
      descricao: 'fator de domingo negativo',
      entrada: config({ fatorDomingoFeriado: -1 }),
      mensagem: 'configuracao.fatorDomingoFeriado',
    },
    {
      descricao: 'percentual em texto',
      entrada: config({ percentualPagamento: '50' }),
      mensagem: 'configuracao.percentualPagamento',
    },
    {
      descricao: 'política desconhecida',
      entrada: config({ saldoNegativoNoFechamento: 'cobrar' }),
      mensagem: 'configuracao.saldoNegativoNoFechamento: valor inválido',
    },
    {
      descricao: 'vencimento fracionário',
      entrada: config({ vencimentoMeses: 1.5 }),
      mensagem: 'configuracao.vencimentoMeses',
    },
    {
      descricao: 'saldo anterior em texto',
      entrada: base({ saldoAnterior: '10' }),
      mensagem: 'saldoAnterior: deve ser um número',
    },
    {
      descricao: 'movimentos não é lista',
      entrada: base({ movimentos: {} }),
      mensagem: 'movimentos: deve ser uma lista',
    },
    {
      descricao: 'movimento sem data',
      entrada: base({ movimentos: [{ credito: 10 }] }),
      mensagem: 'movimentos[0].data: campo obrigatório',
    },
    {
      descricao: 'crédito negativo',
      entrada: base({ movimentos: [{ data: '2026-03-02', credito: -5 }] }),
      mensagem: 'movimentos[0].credito: deve ser um número ≥ 0',
    },
    {
      descricao: 'domingoFeriado em texto',
      entrada: base({ movimentos: [{ data: '2026-03-02', domingoFeriado: 'sim' }] }),
      mensagem: 'movimentos[0].domingoFeriado: deve ser true ou false',
    },
    {
      descricao: 'pagamento sem minutos',
      entrada: base({ pagamentos: [{ data: '2026-04-30' }] }),
      mensagem: 'pagamentos[0].minutos: campo obrigatório',
    },
    {
      descricao: 'fechamento antecipado malformado',
      entrada: base({ fechamentoAntecipado: '31/03/2026' }),
      mensagem: 'fechamentoAntecipado: data inválida',
    },
    {
      descricao: 'rescisão sem tipo',
      entrada: base({ rescisao: { data: '2026-05-15' } }),
      mensagem: 'rescisao.tipo: campo obrigatório',
    },
    {
      descricao: 'tipo de rescisão desconhecido',
      entrada: base({ rescisao: { data: '2026-05-15', tipo: 'abandono' } }),
      mensagem: 'rescisao.tipo: valor inválido "abandono"',
    },
    { descricao: 'sem ate', entrada: base({ ate: undefined }), mensagem: 'ate: campo obrigatório' },
    {
      descricao: 'movimento antes do inicioCiclo',
      entrada: base({ movimentos: [{ data: '2025-12-31', credito: 10 }] }),
      mensagem: 'movimentos[0].data: 2025-12-31 é anterior ao inicioCiclo',
    },
    {
      descricao: 'movimento depois da rescisão',
      entrada: base({ rescisao: { data: '2026-03-01', tipo: 'acordo' } }),
      mensagem: 'movimentos[0].data: 2026-03-02 é posterior à rescisão',
    },
  ])('$descricao', ({ entrada, mensagem }) => {
    expect(() => runBancoHoras(entrada)).toThrow(CliError);
    expect(() => runBancoHoras(entrada)).toThrow(mensagem);
  });
});
