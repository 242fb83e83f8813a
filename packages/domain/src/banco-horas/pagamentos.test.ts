import { describe, expect, it } from 'vitest';
import { apurarBancoHoras, apurarBancoHorasComPagamentos } from './index.ts';

const entrada = {
  configuracao: {
    regime: 'individual-6m' as const,
    inicioCiclo: '2026-01-01',
    faixasCredito: [{ ateMinutos: 120, fator: 1 }, { fator: 1.5 }],
    fatorDomingoFeriado: 2,
  },
  saldoAnterior: 30,
  movimentos: [
    { data: '2026-03-01', credito: 60, domingoFeriado: true },
    { data: '2026-03-02', credito: 150 },
  ],
  pagamentos: [
    { data: '2026-04-30', minutos: 60 },
    { data: '2026-05-10', minutos: 90 },
  ],
  ate: '2026-12-31',
};

describe('pagamentos extraordinários, um a um', () => {
  it('cada pagamento leva os créditos mais antigos, por origem, e o extrato não muda', () => {
    const r = apurarBancoHorasComPagamentos(entrada);
    expect(r.resultado).toEqual(apurarBancoHoras(entrada));
    // 1º: 30 do saldo anterior (50 %) + 30 de banco do domingo (fator 2 → 15 trabalhados, 100 %).
    expect(r.pagamentos[0]).toEqual([
      { percentual: 50, minutos: 30 },
      { percentual: 100, minutos: 15 },
    ]);
    // 2º: 90 de banco do domingo (45 trabalhados a 100 %).
    expect(r.pagamentos[1]).toEqual([{ percentual: 100, minutos: 45 }]);
    const pagos = r.pagamentos.flat().reduce((s, x) => s + x.minutos, 0);
    expect(pagos).toBe(90);
  });

  it('sem pagamentos, a lista é vazia', () => {
    expect(apurarBancoHorasComPagamentos({ ...entrada, pagamentos: [] }).pagamentos).toEqual([]);
  });
});
