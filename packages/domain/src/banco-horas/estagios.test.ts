import { describe, expect, it } from 'vitest';
import { apurarPagamentoEstagio, excedenteDoEstagio } from './index.ts';

// Estágios de 40 h e 60 h (em minutos), fora de ordem de propósito.
const estagios = [
  { ordem: 2, limiteMinutos: 3600 },
  { ordem: 1, limiteMinutos: 2400 },
];

describe('excedente do estágio', () => {
  it('paga o que passa do estágio mais alto ultrapassado', () => {
    // 70 h de saldo: passou os dois; paga 10 h (acima de 60 h).
    expect(excedenteDoEstagio(4200, estagios)).toEqual({
      estagio: { ordem: 2, limiteMinutos: 3600 },
      saldoMinutos: 4200,
      minutos: 600,
    });
    // 50 h: só o primeiro; paga 10 h (acima de 40 h).
    expect(excedenteDoEstagio(3000, estagios)?.minutos).toBe(600);
    expect(excedenteDoEstagio(3000, estagios)?.estagio.ordem).toBe(1);
  });

  it('saldo igual ao limite, abaixo dele ou negativo não paga', () => {
    expect(excedenteDoEstagio(2400, estagios)).toBeNull();
    expect(excedenteDoEstagio(100, estagios)).toBeNull();
    expect(excedenteDoEstagio(-500, estagios)).toBeNull();
    expect(excedenteDoEstagio(5000, [])).toBeNull();
  });

  it('paga minutos inteiros, para baixo: a fração fica no banco', () => {
    expect(excedenteDoEstagio(2400.5, estagios)).toBeNull();
    expect(excedenteDoEstagio(2467.5, estagios)?.minutos).toBe(67);
  });
});

const entrada = {
  configuracao: {
    regime: 'individual-6m' as const,
    inicioCiclo: '2026-01-01',
    fatorDomingoFeriado: 2,
  },
  // 5 h trazidas de antes (pagas a 50 %).
  saldoAnterior: 300,
  movimentos: [
    // Domingo: 10 h trabalhadas viram 20 h de banco (fator 2), pagas a 100 %.
    { data: '2026-01-04', credito: 600, domingoFeriado: true },
    // Dia comum: 50 h de crédito.
    { data: '2026-01-10', credito: 3000 },
  ],
  ate: '2026-12-31',
};

describe('pagamento por estágio no fechamento do mês', () => {
  it('exemplo: 75 h de saldo, estágios 40 h/60 h → paga 15 h dos créditos mais antigos, por origem', () => {
    const r = apurarPagamentoEstagio(entrada, estagios, '2026-01-31');
    // Saldo em 31/01: 300 + 1200 + 3000 = 4500 min (75 h). Excedente: 4500 − 3600 = 900.
    // Sai o mais antigo primeiro: 300 do saldo anterior (300 trabalhados a 50 %) e 600 de banco
    // do domingo (300 trabalhados a 100 %).
    expect(r).toEqual({
      estagio: { ordem: 2, limiteMinutos: 3600 },
      saldoMinutos: 4500,
      minutos: 900,
      extras: [
        { percentual: 50, minutos: 300 },
        { percentual: 100, minutos: 300 },
      ],
      saldoDepoisMinutos: 3600,
    });
  });

  it('conta o que já foi pago no mês e os movimentos só até a data', () => {
    const comPagamento = {
      ...entrada,
      pagamentos: [{ data: '2026-01-20', minutos: 1000 }],
      movimentos: [...entrada.movimentos, { data: '2026-02-05', credito: 5000 }],
    };
    // 4500 − 1000 = 3500: passou só o 1º estágio (2400) → paga 1100. O pagamento de 20/01 levou
    // o saldo anterior (300) e 700 do domingo; sobram 500 do domingo (250 trabalhados a 100 %) e
    // o resto (600) sai do crédito comum de 10/01 (a 50 %).
    const r = apurarPagamentoEstagio(comPagamento, estagios, '2026-01-31');
    expect(r?.estagio.ordem).toBe(1);
    expect(r?.minutos).toBe(1100);
    expect(r?.extras).toEqual([
      { percentual: 50, minutos: 600 },
      { percentual: 100, minutos: 250 },
    ]);
    expect(r?.saldoDepoisMinutos).toBe(2400);
  });

  it('abaixo de todos os estágios, sem estágios, ou no dia que encerra o ciclo: nada', () => {
    expect(apurarPagamentoEstagio(entrada, [{ ordem: 1, limiteMinutos: 6000 }], '2026-01-31')).toBe(
      null,
    );
    expect(apurarPagamentoEstagio(entrada, [], '2026-01-31')).toBeNull();
    // 30/06 é o fim do ciclo semestral: o fechamento do ciclo paga o saldo todo.
    expect(apurarPagamentoEstagio(entrada, estagios, '2026-06-30')).toBeNull();
  });

  it('depois da rescisão ou no dia do fechamento antecipado não há estágio', () => {
    expect(
      apurarPagamentoEstagio(
        { ...entrada, rescisao: { data: '2026-01-20', tipo: 'sem-justa-causa' } },
        estagios,
        '2026-01-31',
      ),
    ).toBeNull();
    expect(
      apurarPagamentoEstagio(
        { ...entrada, fechamentoAntecipado: '2026-01-31' },
        estagios,
        '2026-01-31',
      ),
    ).toBeNull();
  });

  it('no ciclo seguinte ao fechamento antecipado, conta só o saldo novo', () => {
    // Fechou antes em 15/01 (tudo pago); em fevereiro entram 45 h → paga 5 h acima de 40 h.
    const r = apurarPagamentoEstagio(
      {
        ...entrada,
        fechamentoAntecipado: '2026-01-15',
        movimentos: [...entrada.movimentos, { data: '2026-02-10', credito: 2700 }],
      },
      estagios,
      '2026-02-28',
    );
    expect(r?.minutos).toBe(300);
    expect(r?.extras).toEqual([{ percentual: 50, minutos: 300 }]);
  });
});
