import { describe, expect, it } from 'vitest';
import {
  cabeDebito,
  consumirFolgas,
  type LancamentoFolga,
  podeEstornar,
  saldoFolgas,
} from './razao.ts';

const credito = (id: number, data: string, validade: string, dias = 1): LancamentoFolga => ({
  id,
  tipo: 'credito',
  data,
  validade,
  dias,
});
const debito = (id: number, data: string): LancamentoFolga => ({
  id,
  tipo: 'debito',
  data,
  dias: 1,
});

describe('banco de folgas: consumo do mais antigo', () => {
  it('a folga usa o crédito mais antigo ainda válido', () => {
    const r = consumirFolgas([
      credito(2, '2026-10-12', '2027-01-31'),
      credito(1, '2026-09-07', '2026-12-31'),
      debito(3, '2026-11-20'),
    ]);
    expect(r.cobertura.get(3)).toEqual([{ creditoId: 1, dias: 1 }]);
    expect(r.descobertos).toEqual([]);
  });

  it('crédito vencido no dia da folga não cobre: pula para o seguinte', () => {
    const r = consumirFolgas([
      credito(1, '2026-01-01', '2026-06-30'),
      credito(2, '2026-05-01', '2026-12-31'),
      debito(3, '2026-07-10'),
    ]);
    expect(r.cobertura.get(3)).toEqual([{ creditoId: 2, dias: 1 }]);
  });

  it('sem crédito válido o débito fica descoberto', () => {
    expect(cabeDebito([credito(1, '2026-01-01', '2026-06-30')], '2026-07-01')).toBe(false);
    expect(cabeDebito([credito(1, '2026-01-01', '2026-06-30')], '2026-06-30')).toBe(true);
    expect(cabeDebito([], '2026-06-30')).toBe(false);
  });

  it('uma folga futura já reservada conta: o segundo débito não cabe', () => {
    const razao = [credito(1, '2026-11-01', '2026-12-31'), debito(2, '2026-12-20')];
    expect(cabeDebito(razao, '2026-11-27')).toBe(false);
  });
});

describe('banco de folgas: saldo e vencimento', () => {
  const razao: LancamentoFolga[] = [
    credito(1, '2026-09-07', '2026-11-30'),
    credito(2, '2026-10-12', '2027-01-31', 2),
    credito(3, '2026-01-01', '2026-03-31'),
    debito(4, '2026-11-20'),
  ];

  it('saldo na data, o que vence e quando, e o que venceu sem uso', () => {
    expect(saldoFolgas(razao, '2026-11-26')).toEqual({
      saldo: 2,
      vencidos: 1,
      vencimentos: [{ creditoId: 2, validade: '2027-01-31', dias: 2 }],
    });
    expect(saldoFolgas(razao, '2027-02-01').saldo).toBe(0);
  });

  it('estorno tira o lançamento do razão e não se estorna duas vezes', () => {
    const comEstorno: LancamentoFolga[] = [
      ...razao,
      { id: 5, tipo: 'estorno', data: '2026-11-26', estornoDe: 4 },
    ];
    expect(saldoFolgas(comEstorno, '2026-11-26').saldo).toBe(3);
    expect(podeEstornar(comEstorno, 4)).toBe(false);
    expect(podeEstornar(comEstorno, 5)).toBe(false);
    expect(podeEstornar(comEstorno, 2)).toBe(true);
    expect(podeEstornar(comEstorno, 99)).toBe(false);
  });
});
