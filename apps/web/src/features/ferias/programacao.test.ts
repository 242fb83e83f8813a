import { describe, expect, it } from 'vitest';
import { periodoFixture } from './ferias.fixtures.ts';
import { conferirProgramacao, motivoIndisponivel } from './programacao.ts';

// A conferência da tela com o saldo parcial (docs/decisoes/ferias-saldo-parcial.md).

const PARCIAL = periodoFixture({ gozados: 10, saldo: 20, fracoesConcedidas: [10] });
const conferir = (dias: number[]) =>
  conferirProgramacao({
    aquisitivo: PARCIAL,
    admissao: '2024-03-01',
    periodos: dias.map((d, i) => ({ inicio: ['2026-04-06', '2026-05-11'][i]!, dias: d })),
    abono: 0,
    feriados: [],
    hoje: '2026-03-01',
  });

describe('saldo parcial na tela', () => {
  it('período com saldo segue programável; só o saldo zero o tira', () => {
    expect(motivoIndisponivel(PARCIAL)).toBeNull();
    expect(motivoIndisponivel(periodoFixture({ gozados: 20, vendidos: 10, saldo: 0 }))).toBe(
      'já programado',
    );
    expect(motivoIndisponivel(periodoFixture({ pendentes: 20 }))).toBe(
      'pedido aguardando aprovação',
    );
  });

  it('confere contra o saldo e conta a fração já concedida', () => {
    expect(conferir([20])).toMatchObject({ valido: true, diasSaldo: 20 });
    expect(conferir([30]).erros.map((e) => e.codigo)).toEqual(['DIAS_DIFEREM_DO_DIREITO']);
    expect(conferir([10, 10]).erros.map((e) => e.codigo)).toEqual(['NENHUM_PERIODO_DE_14_DIAS']);
  });

  it('sem as frações do servidor, o gozado e o agendado contam como uma', () => {
    const semFracoes = periodoFixture({ gozados: 6, agendados: 4, saldo: 20 });
    const r = conferirProgramacao({
      aquisitivo: semFracoes,
      admissao: '2024-03-01',
      periodos: [{ inicio: '2026-04-06', dias: 20 }],
      abono: 0,
      feriados: [],
      hoje: '2026-03-01',
    });
    expect(r).toMatchObject({ valido: true, diasConcedidos: 10 });
  });
});
