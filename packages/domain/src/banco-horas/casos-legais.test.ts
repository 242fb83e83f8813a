import { describe, expect, it } from 'vitest';
import { apurarBancoHoras } from './apurar-banco-horas.ts';
import { cicloVazio, credito, debito, ESCALONADA, entrada } from './testes/apoio.ts';
import type { CicloBancoHoras, EntradaBancoHoras, LancamentoBancoHoras } from './tipos.ts';

// Casos legais do banco de horas (CLT art. 59 §§2º, 5º; legal-br.md §2.7 e §4.7): conversão
// pelas faixas, consumo do crédito mais antigo, dívida, pagamentos e o pagamento do que sobra.

describe('exemplo do contrato (engine-contract.md, Parte 2)', () => {
  it('150 min → 165 de banco; 60 pagos em 30/04; 105 no fechamento = 150 trabalhados a 50 %', () => {
    const r = apurarBancoHoras({
      configuracao: {
        regime: 'individual-6m',
        inicioCiclo: '2026-01-01',
        faixasCredito: ESCALONADA,
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
    });
    expect(r).toEqual({
      ciclos: [
        cicloVazio('2026-01-01', '2026-06-30', {
          creditos: 165,
          pagos: 60,
          saldoFinal: 105,
          pagarComoExtra: [{ percentual: 50, minutos: 150 }],
        }),
        cicloVazio('2026-07-01', '2026-12-31'),
      ],
      saldoAtual: 0,
      extrato: [
        { data: '2026-03-02', tipo: 'credito', minutos: 165, saldo: 165 },
        { data: '2026-04-30', tipo: 'pagamento', minutos: 60, saldo: 105 },
        { data: '2026-06-30', tipo: 'fechamento', minutos: 105, saldo: 0 },
      ],
    });
  });
});

type Caso = {
  descricao: string;
  entrada: EntradaBancoHoras;
  ciclo: Partial<CicloBancoHoras>;
  extrato?: LancamentoBancoHoras[];
  saldoAtual?: number;
};

const casos: Caso[] = [
  {
    descricao: 'B2 (§4.7): +120 em 02/03, −60 em 06/03 → fechamento paga 60 a 50 %',
    entrada: entrada({ movimentos: [credito('2026-03-02', 120), debito('2026-03-06', 60)] }),
    ciclo: {
      creditos: 120,
      debitos: 60,
      saldoFinal: 60,
      pagarComoExtra: [{ percentual: 50, minutos: 60 }],
    },
    extrato: [
      { data: '2026-03-02', tipo: 'credito', minutos: 120, saldo: 120 },
      { data: '2026-03-06', tipo: 'debito', minutos: 60, saldo: 60 },
      { data: '2026-06-30', tipo: 'fechamento', minutos: 60, saldo: 0 },
    ],
  },
  {
    descricao: 'débito usa o crédito mais antigo: sobra o do domingo, pago em dobro (Súmula 146)',
    entrada: entrada({
      configuracao: { fatorDomingoFeriado: 2 },
      movimentos: [
        credito('2026-03-02', 60),
        credito('2026-03-08', 60, true),
        debito('2026-03-10', 60),
      ],
    }),
    ciclo: {
      creditos: 180,
      debitos: 60,
      saldoFinal: 120,
      pagarComoExtra: [{ percentual: 100, minutos: 60 }],
    },
  },
  {
    descricao: 'no mesmo dia sai primeiro a faixa de fator menor: sobram 60 × 1 + 45 ÷ 1,5',
    entrada: entrada({
      configuracao: { faixasCredito: ESCALONADA },
      movimentos: [credito('2026-03-02', 150), debito('2026-03-03', 60)],
    }),
    ciclo: {
      creditos: 165,
      debitos: 60,
      saldoFinal: 105,
      pagarComoExtra: [{ percentual: 50, minutos: 90 }],
    },
  },
  {
    descricao: 'faixas com fator decrescente: o fator menor sai primeiro mesmo sendo a 2ª faixa',
    entrada: entrada({
      configuracao: { faixasCredito: [{ ateMinutos: 60, fator: 2 }, { fator: 1 }] },
      movimentos: [credito('2026-03-02', 120), debito('2026-03-03', 60)],
    }),
    ciclo: {
      creditos: 180,
      debitos: 60,
      saldoFinal: 120,
      pagarComoExtra: [{ percentual: 50, minutos: 60 }],
    },
  },
  {
    descricao: 'domingo/feriado com os padrões: fator 1 e pago a 100 %; percentuais em ordem',
    entrada: entrada({ movimentos: [credito('2026-03-08', 240, true), credito('2026-03-09', 60)] }),
    ciclo: {
      creditos: 300,
      saldoFinal: 300,
      pagarComoExtra: [
        { percentual: 50, minutos: 60 },
        { percentual: 100, minutos: 240 },
      ],
    },
  },
  {
    descricao: 'percentuais iguais somam numa entrada só',
    entrada: entrada({
      configuracao: { percentualPagamento: 100 },
      movimentos: [credito('2026-03-08', 240, true), credito('2026-03-09', 60)],
    }),
    ciclo: { pagarComoExtra: [{ percentual: 100, minutos: 300 }] },
  },
  {
    descricao: 'percentuais da CCT (60 % e 150 %)',
    entrada: entrada({
      configuracao: { percentualPagamento: 60, percentualPagamentoDomingoFeriado: 150 },
      movimentos: [credito('2026-03-08', 240, true), credito('2026-03-09', 60)],
    }),
    ciclo: {
      pagarComoExtra: [
        { percentual: 60, minutos: 60 },
        { percentual: 150, minutos: 240 },
      ],
    },
  },
  {
    descricao: 'saldo negativo: o crédito novo quita a dívida primeiro (60 × 1,5 = 90)',
    entrada: entrada({
      configuracao: { faixasCredito: [{ fator: 1.5 }] },
      movimentos: [debito('2026-03-02', 90), credito('2026-03-05', 60)],
    }),
    ciclo: { creditos: 90, debitos: 90, saldoFinal: 0, pagarComoExtra: [] },
    extrato: [
      { data: '2026-03-02', tipo: 'debito', minutos: 90, saldo: -90 },
      { data: '2026-03-05', tipo: 'credito', minutos: 90, saldo: 0 },
    ],
  },
  {
    descricao:
      'dívida de 60 quitada por domingo a 2:1; sobram 60 de banco = 30 trabalhados a 100 %',
    entrada: entrada({
      configuracao: { fatorDomingoFeriado: 2 },
      movimentos: [debito('2026-03-02', 60), credito('2026-03-08', 60, true)],
    }),
    ciclo: { saldoFinal: 60, pagarComoExtra: [{ percentual: 100, minutos: 30 }] },
  },
  {
    descricao:
      'dívida quitada pela faixa de fator menor: sobram 20 × 1 + 45 ÷ 1,5 = 50 trabalhados',
    entrada: entrada({
      configuracao: { faixasCredito: ESCALONADA },
      movimentos: [debito('2026-03-02', 100), credito('2026-03-03', 150)],
    }),
    ciclo: {
      creditos: 165,
      debitos: 100,
      saldoFinal: 65,
      pagarComoExtra: [{ percentual: 50, minutos: 50 }],
    },
  },
  {
    descricao: 'crédito e débito no mesmo dia: crédito primeiro',
    entrada: entrada({ movimentos: [{ data: '2026-03-02', credito: 30, debito: 50 }] }),
    ciclo: { creditos: 30, debitos: 50, saldoFinal: -20, perdoado: 20 },
    extrato: [
      { data: '2026-03-02', tipo: 'credito', minutos: 30, saldo: 30 },
      { data: '2026-03-02', tipo: 'debito', minutos: 50, saldo: -20 },
      { data: '2026-06-30', tipo: 'fechamento', minutos: 20, saldo: 0 },
    ],
  },
  {
    descricao: 'pagamento no dia do crédito: o crédito do dia entra antes',
    entrada: entrada({
      movimentos: [credito('2026-03-02', 100)],
      pagamentos: [{ data: '2026-03-02', minutos: 100 }],
    }),
    ciclo: {
      creditos: 100,
      pagos: 100,
      saldoFinal: 0,
      pagarComoExtra: [{ percentual: 50, minutos: 100 }],
    },
  },
  {
    descricao: 'pagamento leva o crédito mais antigo (o do domingo, a 100 %)',
    entrada: entrada({
      movimentos: [credito('2026-03-01', 60, true), credito('2026-03-02', 60)],
      pagamentos: [{ data: '2026-03-03', minutos: 60 }],
    }),
    ciclo: {
      pagos: 60,
      saldoFinal: 60,
      pagarComoExtra: [
        { percentual: 50, minutos: 60 },
        { percentual: 100, minutos: 60 },
      ],
    },
  },
  {
    descricao: 'pagamento de parte de um lote 1:1,5: 45 de banco = 30 trabalhados',
    entrada: entrada({
      configuracao: { faixasCredito: [{ fator: 1.5 }] },
      movimentos: [credito('2026-03-02', 60)],
      pagamentos: [{ data: '2026-03-10', minutos: 45 }],
    }),
    ciclo: {
      creditos: 90,
      pagos: 45,
      saldoFinal: 45,
      pagarComoExtra: [{ percentual: 50, minutos: 60 }],
    },
  },
  {
    descricao: 'ciclo aberto em `ate`: saldo até ali, só os pagamentos feitos, sem fechamento',
    entrada: entrada({
      ate: '2026-05-15',
      movimentos: [credito('2026-03-02', 100), credito('2026-06-01', 50)],
      pagamentos: [{ data: '2026-04-30', minutos: 40 }],
    }),
    ciclo: {
      encerradoPor: null,
      fim: '2026-06-30',
      creditos: 100,
      pagos: 40,
      saldoFinal: 60,
      pagarComoExtra: [{ percentual: 50, minutos: 40 }],
    },
    saldoAtual: 60,
  },
  {
    descricao: 'saldo anterior positivo: crédito de fator 1 datado do início, consumido primeiro',
    entrada: entrada({ saldoAnterior: 90, movimentos: [debito('2026-03-02', 30)] }),
    ciclo: {
      saldoInicial: 90,
      creditos: 0,
      debitos: 30,
      saldoFinal: 60,
      pagarComoExtra: [{ percentual: 50, minutos: 60 }],
    },
    extrato: [
      { data: '2026-01-01', tipo: 'saldo-anterior', minutos: 90, saldo: 90 },
      { data: '2026-03-02', tipo: 'debito', minutos: 30, saldo: 60 },
      { data: '2026-06-30', tipo: 'fechamento', minutos: 60, saldo: 0 },
    ],
  },
  {
    descricao: 'saldo anterior é o crédito mais antigo: o débito o consome antes do domingo',
    entrada: entrada({
      saldoAnterior: 60,
      movimentos: [credito('2026-03-01', 60, true), debito('2026-03-05', 60)],
    }),
    ciclo: { saldoFinal: 60, pagarComoExtra: [{ percentual: 100, minutos: 60 }] },
  },
  {
    descricao: 'saldo anterior negativo é dívida: o crédito a quita antes de sobrar',
    entrada: entrada({ saldoAnterior: -60, movimentos: [credito('2026-03-02', 100)] }),
    ciclo: {
      saldoInicial: -60,
      creditos: 100,
      saldoFinal: 40,
      pagarComoExtra: [{ percentual: 50, minutos: 40 }],
    },
    extrato: [
      { data: '2026-01-01', tipo: 'saldo-anterior', minutos: 60, saldo: -60 },
      { data: '2026-03-02', tipo: 'credito', minutos: 100, saldo: 40 },
      { data: '2026-06-30', tipo: 'fechamento', minutos: 40, saldo: 0 },
    ],
  },
  {
    descricao: 'movimentos fora de ordem e repetidos na data somam num dia só',
    entrada: entrada({
      movimentos: [debito('2026-03-05', 30), credito('2026-03-02', 40), credito('2026-03-02', 20)],
    }),
    ciclo: { creditos: 60, debitos: 30, saldoFinal: 30 },
    extrato: [
      { data: '2026-03-02', tipo: 'credito', minutos: 60, saldo: 60 },
      { data: '2026-03-05', tipo: 'debito', minutos: 30, saldo: 30 },
      { data: '2026-06-30', tipo: 'fechamento', minutos: 30, saldo: 0 },
    ],
  },
];

describe('banco de horas: créditos, consumo e pagamentos (CLT art. 59 §§2º, 5º)', () => {
  it.each(casos)('$descricao', ({ entrada: e, ciclo, extrato, saldoAtual }) => {
    const r = apurarBancoHoras(e);
    expect(r.ciclos[0]).toMatchObject(ciclo);
    if (extrato) expect(r.extrato).toEqual(extrato);
    if (saldoAtual !== undefined) expect(r.saldoAtual).toBe(saldoAtual);
  });
});
