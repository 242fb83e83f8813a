import { describe, expect, it } from 'vitest';
import { apurarBancoHoras } from './apurar-banco-horas.ts';
import { credito, debito, type EntradaParcial, ESCALONADA, entrada } from './testes/apoio.ts';
import type { CicloBancoHoras, EntradaBancoHoras, LancamentoBancoHoras } from './tipos.ts';

// vencimentoMeses: o crédito não usado em N meses é pago como extra no dia em que vence — o dia
// de igual número N meses depois (Código Civil art. 132 §3º); nesse dia ele ainda pode ser usado.

type Caso = {
  descricao: string;
  entrada: EntradaBancoHoras;
  ciclo: Partial<CicloBancoHoras>;
  vencimentos: Pick<LancamentoBancoHoras, 'data' | 'minutos'>[];
  saldoAtual?: number;
};

const vence = (meses: number, resto: EntradaParcial) =>
  entrada({ ...resto, configuracao: { vencimentoMeses: meses, ...resto.configuracao } });

const casos: Caso[] = [
  {
    descricao: '2 meses: o crédito de 02/03 vence e é pago em 02/05',
    entrada: vence(2, { movimentos: [credito('2026-03-02', 60)] }),
    ciclo: { vencidos: 60, saldoFinal: 0, pagarComoExtra: [{ percentual: 50, minutos: 60 }] },
    vencimentos: [{ data: '2026-05-02', minutos: 60 }],
  },
  {
    descricao: 'o débito do dia do vencimento ainda usa o crédito',
    entrada: vence(2, { movimentos: [credito('2026-03-02', 60), debito('2026-05-02', 30)] }),
    ciclo: { debitos: 30, vencidos: 30, saldoFinal: 0 },
    vencimentos: [{ data: '2026-05-02', minutos: 30 }],
  },
  {
    descricao: 'o débito do dia seguinte já não o encontra: fica negativo',
    entrada: vence(2, { movimentos: [credito('2026-03-02', 60), debito('2026-05-03', 30)] }),
    ciclo: { vencidos: 60, saldoFinal: -30, perdoado: 30 },
    vencimentos: [{ data: '2026-05-02', minutos: 60 }],
  },
  {
    descricao: 'pagamento no dia do vencimento sai antes do vencimento',
    entrada: vence(2, {
      movimentos: [credito('2026-03-02', 60)],
      pagamentos: [{ data: '2026-05-02', minutos: 60 }],
    }),
    ciclo: { pagos: 60, vencidos: 0, pagarComoExtra: [{ percentual: 50, minutos: 60 }] },
    vencimentos: [],
  },
  {
    descricao: 'o débito consome o mais antigo; o de 20/03 vence em 20/05',
    entrada: vence(2, {
      movimentos: [credito('2026-03-02', 60), credito('2026-03-20', 60), debito('2026-04-01', 60)],
    }),
    ciclo: { vencidos: 60 },
    vencimentos: [{ data: '2026-05-20', minutos: 60 }],
  },
  {
    descricao: 'crédito de 31/01 com 1 mês: falta 31/02, vence em 01/03',
    entrada: vence(1, { movimentos: [credito('2026-01-31', 60)] }),
    ciclo: { vencidos: 60 },
    vencimentos: [{ data: '2026-03-01', minutos: 60 }],
  },
  {
    descricao: 'as faixas do mesmo dia vencem juntas, numa linha; pagas em minutos trabalhados',
    entrada: vence(1, {
      configuracao: { faixasCredito: ESCALONADA },
      movimentos: [credito('2026-03-02', 150)],
    }),
    ciclo: { vencidos: 165, pagarComoExtra: [{ percentual: 50, minutos: 150 }] },
    vencimentos: [{ data: '2026-04-02', minutos: 165 }],
  },
  {
    descricao: 'crédito de domingo vencido é pago a 100 % sobre as horas trabalhadas',
    entrada: vence(1, {
      configuracao: { fatorDomingoFeriado: 2 },
      movimentos: [credito('2026-03-01', 120, true)],
    }),
    ciclo: { vencidos: 240, pagarComoExtra: [{ percentual: 100, minutos: 120 }] },
    vencimentos: [{ data: '2026-04-01', minutos: 240 }],
  },
  {
    descricao: 'vencimento no último dia do ciclo vem antes do fechamento',
    entrada: vence(1, { movimentos: [credito('2026-05-30', 60)] }),
    ciclo: { vencidos: 60, saldoFinal: 0, pagarComoExtra: [{ percentual: 50, minutos: 60 }] },
    vencimentos: [{ data: '2026-06-30', minutos: 60 }],
  },
  {
    descricao: 'vencimento depois do fim do ciclo não ocorre: o fechamento paga antes',
    entrada: vence(2, {
      ate: '2026-03-31',
      configuracao: { regime: 'mensal', inicioCiclo: '2026-03-01' },
      movimentos: [credito('2026-03-10', 60)],
    }),
    ciclo: { vencidos: 0, saldoFinal: 60, pagarComoExtra: [{ percentual: 50, minutos: 60 }] },
    vencimentos: [],
  },
  {
    descricao: 'ciclo aberto: o que venceu até `ate` já saiu',
    entrada: vence(1, { ate: '2026-04-15', movimentos: [credito('2026-03-02', 60)] }),
    ciclo: {
      encerradoPor: null,
      vencidos: 60,
      saldoFinal: 0,
      pagarComoExtra: [{ percentual: 50, minutos: 60 }],
    },
    vencimentos: [{ data: '2026-04-02', minutos: 60 }],
    saldoAtual: 0,
  },
  {
    descricao: 'ciclo aberto: `ate` na véspera do vencimento ainda tem o crédito',
    entrada: vence(1, { ate: '2026-04-01', movimentos: [credito('2026-03-02', 60)] }),
    ciclo: { encerradoPor: null, vencidos: 0, saldoFinal: 60, pagarComoExtra: [] },
    vencimentos: [],
    saldoAtual: 60,
  },
  {
    descricao: 'saldo anterior positivo vence contado do início do ciclo',
    entrada: vence(1, { saldoAnterior: 30 }),
    ciclo: { saldoInicial: 30, vencidos: 30, saldoFinal: 0 },
    vencimentos: [{ data: '2026-02-01', minutos: 30 }],
  },
];

describe('vencimento dos créditos (vencimentoMeses)', () => {
  it.each(casos)('$descricao', ({ entrada: e, ciclo, vencimentos, saldoAtual }) => {
    const r = apurarBancoHoras(e);
    expect(r.ciclos[0]).toMatchObject(ciclo);
    const linhas = r.extrato.filter((l) => l.tipo === 'vencimento');
    expect(linhas.map(({ data, minutos }) => ({ data, minutos }))).toEqual(vencimentos);
    if (saldoAtual !== undefined) expect(r.saldoAtual).toBe(saldoAtual);
  });

  it('extrato do dia do vencimento: débito, depois vencimento; sem linha de fechamento', () => {
    const r = apurarBancoHoras(
      vence(2, { movimentos: [credito('2026-03-02', 60), debito('2026-05-02', 30)] }),
    );
    expect(r.extrato).toEqual([
      { data: '2026-03-02', tipo: 'credito', minutos: 60, saldo: 60 },
      { data: '2026-05-02', tipo: 'debito', minutos: 30, saldo: 30 },
      { data: '2026-05-02', tipo: 'vencimento', minutos: 30, saldo: 0 },
    ]);
  });
});
