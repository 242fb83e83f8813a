import type { politicaSaldoNegativoSchema, regimeBancoHorasSchema } from '@jornada/contracts';
import type { z } from 'zod';

export type {
  BancoHora,
  BancoHoraColaborador,
  Ciclo,
  CicloVerba,
  Extrato,
  FechamentoCiclo,
} from '@jornada/contracts';
export type RegimeBancoHoras = z.infer<typeof regimeBancoHorasSchema>;
export type PoliticaSaldoNegativo = z.infer<typeof politicaSaldoNegativoSchema>;

/** Nomes dos regimes na tela (CLT art. 59). */
export const NOMES_REGIME: Record<RegimeBancoHoras, string> = {
  'individual-6m': 'Acordo individual — 6 meses (art. 59 §5º)',
  'coletivo-12m': 'Acordo coletivo — 12 meses (art. 59 §2º)',
  mensal: 'Mensal — compensação no mês (art. 59 §6º)',
};

export const NOMES_POLITICA: Record<PoliticaSaldoNegativo, string> = {
  perdoar: 'Perdoar (a empresa assume)',
  transportar: 'Transportar para o próximo ciclo',
  descontar: 'Descontar na folha',
};
