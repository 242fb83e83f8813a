import type { LancamentoFolgaWire } from '@jornada/contracts';

/** De onde veio cada lançamento, como a pessoa lê no extrato. */
export const ORIGEM_FOLGA: Record<LancamentoFolgaWire['origem'], string> = {
  feriado_trabalhado: 'Feriado trabalhado',
  convencao: 'Convenção coletiva',
  manual: 'Crédito do RH',
  folga: 'Folga',
  estorno: 'Estorno',
};

/** "1 dia", "2 dias", "0 dias". */
export const dias = (n: number) => `${n} ${Math.abs(n) === 1 ? 'dia' : 'dias'}`;

/** Coluna de dias do extrato: +N no crédito, −N na folga, travessão no estorno. */
export const diasDoLancamento = (l: LancamentoFolgaWire) =>
  l.tipo === 'estorno' ? '—' : l.dias > 0 ? `+${l.dias}` : String(l.dias);
