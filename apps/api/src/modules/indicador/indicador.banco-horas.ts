import type { BancoHorasIndicador } from '@jornada/contracts';
import type { SaldoComVencimentos } from '../banco-horas/index.ts';

/** Prazos do que vence, em dias a partir de hoje. */
export const PRAZOS_VENCIMENTO = [30, 60, 90] as const;

/** Faixas de saldo (limite inferior em minutos; a primeira não tem limite). */
const FAIXAS: { faixa: string; deMinutos: number | null }[] = [
  { faixa: 'Abaixo de −8 h', deMinutos: null },
  { faixa: '−8 h a 0 h', deMinutos: -480 },
  { faixa: '0 h a 8 h', deMinutos: 0 },
  { faixa: '8 h a 20 h', deMinutos: 480 },
  { faixa: '20 h a 40 h', deMinutos: 1200 },
  { faixa: '40 h ou mais', deMinutos: 2400 },
];

/** Pessoas por faixa de saldo e o que vence em 30, 60 e 90 dias (acumulado). */
export const distribuicaoBancoHoras = (
  hoje: string,
  saldos: readonly SaldoComVencimentos[],
  limiteDe: (dias: number) => string,
): BancoHorasIndicador => {
  const faixaDe = (saldo: number) =>
    FAIXAS.findLastIndex((f) => f.deMinutos === null || saldo >= f.deMinutos);
  const contagem = FAIXAS.map(() => 0);
  for (const s of saldos) contagem[faixaDe(s.saldoMinutos)]! += 1;
  return {
    hoje,
    pessoas: saldos.length,
    faixas: FAIXAS.map((f, i) => ({ ...f, pessoas: contagem[i]! })),
    vencimentos: PRAZOS_VENCIMENTO.map((dias) => {
      const ate = limiteDe(dias);
      const porPessoa = saldos.map((s) =>
        s.vencimentos.filter((v) => v.data <= ate).reduce((t, v) => t + v.minutos, 0),
      );
      return {
        dias,
        minutos: porPessoa.reduce((t, m) => t + m, 0),
        pessoas: porPessoa.filter((m) => m > 0).length,
      };
    }),
  };
};
