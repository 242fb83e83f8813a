import { describe, expect, it } from 'vitest';
import { apurarBancoHoras } from './apurar-banco-horas.ts';
import { ErroBancoHoras } from './erros.ts';
import { credito, debito, entrada } from './testes/apoio.ts';

// Entrada que torna o extrato impossível: pagamento acima do saldo positivo da data (contrato),
// lançamentos antes do início do ciclo ou depois da rescisão (CLT art. 59 §3º).

describe('entrada que torna o extrato impossível: ErroBancoHoras nomeia o campo', () => {
  it.each([
    {
      descricao: 'pagamento acima do saldo positivo da data',
      entrada: entrada({
        movimentos: [credito('2026-03-02', 100)],
        pagamentos: [
          { data: '2026-03-03', minutos: 50 },
          { data: '2026-03-04', minutos: 60 },
        ],
      }),
      mensagem: 'pagamentos[1].minutos: 60 minutos excedem o saldo positivo de 50 em 2026-03-04',
    },
    {
      descricao: 'pagamento com saldo negativo',
      entrada: entrada({
        movimentos: [debito('2026-03-02', 10)],
        pagamentos: [{ data: '2026-03-03', minutos: 5 }],
      }),
      mensagem: 'pagamentos[0].minutos: 5 minutos excedem o saldo positivo de 0',
    },
    {
      descricao: 'pagamento antes do crédito do mesmo valor',
      entrada: entrada({
        movimentos: [credito('2026-03-05', 100)],
        pagamentos: [{ data: '2026-03-04', minutos: 100 }],
      }),
      mensagem: 'pagamentos[0].minutos',
    },
    {
      descricao: 'movimento antes do início do ciclo',
      entrada: entrada({ movimentos: [credito('2025-12-31', 60)] }),
      mensagem: 'movimentos[0].data: 2025-12-31 é anterior ao inicioCiclo 2026-01-01',
    },
    {
      descricao: 'pagamento depois da rescisão',
      entrada: entrada({
        movimentos: [credito('2026-03-02', 60)],
        pagamentos: [{ data: '2026-04-01', minutos: 10 }],
        rescisao: { data: '2026-03-31', tipo: 'sem-justa-causa' },
      }),
      mensagem: 'pagamentos[0].data: 2026-04-01 é posterior à rescisão em 2026-03-31',
    },
    {
      descricao: 'movimento depois da rescisão',
      entrada: entrada({
        movimentos: [credito('2026-03-02', 60), credito('2026-04-02', 60)],
        rescisao: { data: '2026-03-31', tipo: 'acordo' },
      }),
      mensagem: 'movimentos[1].data',
    },
    {
      descricao: '`ate` antes do início do ciclo',
      entrada: entrada({ ate: '2025-12-01' }),
      mensagem: 'ate: 2025-12-01 é anterior ao inicioCiclo',
    },
    {
      descricao: 'rescisão antes do início do ciclo',
      entrada: entrada({ rescisao: { data: '2025-12-01', tipo: 'acordo' } }),
      mensagem: 'rescisao.data',
    },
  ])('$descricao', ({ entrada: e, mensagem }) => {
    expect(() => apurarBancoHoras(e)).toThrow(ErroBancoHoras);
    expect(() => apurarBancoHoras(e)).toThrow(mensagem);
  });

  it('pagamento igual ao saldo é aceito (comparação com folga de arredondamento)', () => {
    const r = apurarBancoHoras(
      entrada({
        configuracao: { faixasCredito: [{ fator: 1.1 }] },
        movimentos: [credito('2026-03-02', 30)],
        pagamentos: [{ data: '2026-03-02', minutos: 33 }],
      }),
    );
    expect(r.ciclos[0]).toMatchObject({ pagos: 33, saldoFinal: 0 });
    expect(r.ciclos[0]!.pagarComoExtra[0]!.minutos).toBeCloseTo(30, 6);
  });
});
