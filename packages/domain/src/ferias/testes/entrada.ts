import { addDias } from '../../tempo/data.ts';
import type { EntradaFerias, PeriodoFerias } from '../tipos.ts';
import { validarProgramacaoFerias } from '../validar.ts';

/** Feriados nacionais e de SP em 2026 (como @jornada/feriados lista) e 01/01/2027. */
export const FERIADOS_SP_2026 = [
  '2026-01-01',
  '2026-04-03',
  '2026-04-21',
  '2026-05-01',
  '2026-07-09',
  '2026-09-07',
  '2026-10-04',
  '2026-10-12',
  '2026-10-25',
  '2026-11-02',
  '2026-11-15',
  '2026-11-20',
  '2026-12-25',
  '2027-01-01',
];

/** Programação válida de referência: 30 dias a partir de segunda, 06/04/2026, aviso 36 dias antes. */
export const BASE: EntradaFerias = {
  admissao: '2024-03-01',
  periodoAquisitivo: '2025-03-01',
  faltasInjustificadas: 0,
  periodos: [{ inicio: '2026-04-06', dias: 30 }],
  abonoPecuniario: 0,
  avisoEm: '2026-03-01',
  feriados: FERIADOS_SP_2026,
  diasDescanso: [0],
};

/**
 * Períodos com os tamanhos dados, cada um começando numa segunda-feira a cada 5 semanas desde
 * 06/04/2026 (06/04, 11/05, 15/06, 20/07): inícios livres de feriado e repouso, sem sobreposição.
 */
export const emSegundas = (...tamanhos: number[]): PeriodoFerias[] =>
  tamanhos.map((dias, i) => ({ inicio: addDias('2026-04-06', 35 * i), dias }));

/** Códigos de erro da conferência de `BASE` com os ajustes. */
export const codigos = (ajustes: Partial<EntradaFerias>): string[] =>
  validarProgramacaoFerias({ ...BASE, ...ajustes }).erros.map((e) => e.codigo);
