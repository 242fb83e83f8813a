// Escalas de exemplo dos testes de escala/ (não exportadas pelo índice).
import type {
  DiaPadrao,
  DiaSemana,
  EscalaCiclica,
  EscalaSemanal,
  EscalaSemanalRotativa,
  Turno,
} from '../tipos.ts';
import { createTurno } from '../turno.ts';

/** 8h48 de trabalho: 5 dias = 44 h. */
export const TURNO_COMERCIAL = createTurno('08:00', '17:48', ['12:00', '13:00']);
/** 7h20 de trabalho: 6 dias = 44 h. */
export const TURNO_6X1 = createTurno('08:00', '16:20', ['12:00', '13:00']);
/** 12 h seguidas com 1 h de intervalo (11 h de trabalho). */
export const TURNO_12H_DIA = createTurno('07:00', '19:00', ['12:00', '13:00']);
export const TURNO_12H_NOITE = createTurno('19:00', '07:00', ['00:00', '01:00']);
/** 22:00–05:00 com 1 h de intervalo: 6 h de trabalho, atravessa a meia-noite. */
export const TURNO_NOTURNO = createTurno('22:00', '05:00', ['01:00', '02:00']);
/** 24 h com 1 h de intervalo (23 h de trabalho). */
export const TURNO_24H = createTurno('07:00', '07:00', ['12:00', '13:00']);
/** 8 h de permanência, 7 h de trabalho. */
export const TURNO_MANHA = createTurno('06:00', '14:00', ['10:00', '11:00']);
export const TURNO_TARDE = createTurno('14:00', '22:00', ['18:00', '19:00']);
export const TURNO_NOITE = createTurno('22:00', '06:00', ['02:00', '03:00']);

export const trabalho = (turno: Turno): DiaPadrao => ({ tipo: 'trabalho', turno });
export const FOLGA: DiaPadrao = { tipo: 'folga' };
export const DSR: DiaPadrao = { tipo: 'dsr' };

export const semanal = (
  codigo: string,
  dias: Record<DiaSemana, DiaPadrao>,
  minutosSemanaisContrato?: number,
): EscalaSemanal => ({
  id: codigo,
  codigo,
  nome: `Escala ${codigo}`,
  tipo: 'semanal',
  dias,
  ...(minutosSemanaisContrato !== undefined && { minutosSemanaisContrato }),
});

/** Segunda a sexta com o turno, sábado folga, domingo dsr. */
export const cincoPorDois = (codigo: string, turno: Turno): EscalaSemanal =>
  semanal(codigo, {
    seg: trabalho(turno),
    ter: trabalho(turno),
    qua: trabalho(turno),
    qui: trabalho(turno),
    sex: trabalho(turno),
    sab: FOLGA,
    dom: DSR,
  });

/** Seis dias com o turno e o dsr no dia indicado. */
export const seisPorUm = (
  codigo: string,
  turno: Turno,
  descanso: DiaSemana = 'dom',
): EscalaSemanal => {
  const dias = Object.fromEntries(
    (['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const).map((d) => [
      d,
      d === descanso ? DSR : trabalho(turno),
    ]),
  ) as Record<DiaSemana, DiaPadrao>;
  return semanal(codigo, dias);
};

export const ciclica = (
  codigo: string,
  inicio: string,
  dias: [DiaPadrao, ...DiaPadrao[]],
): EscalaCiclica => ({
  id: codigo,
  codigo,
  nome: `Escala ${codigo}`,
  tipo: 'ciclica',
  inicio,
  dias,
});

export const ESCALA_5X2 = cincoPorDois('5X2', TURNO_COMERCIAL);
export const ESCALA_6X1 = seisPorUm('6X1', TURNO_6X1);
export const ESCALA_12X36 = ciclica('12X36', '2026-01-30', [trabalho(TURNO_12H_DIA), FOLGA]);
export const ESCALA_12X36_NOITE = ciclica('12X36N', '2026-01-30', [
  trabalho(TURNO_12H_NOITE),
  FOLGA,
]);
export const ESCALA_24X72 = ciclica('24X72', '2026-01-01', [
  trabalho(TURNO_24H),
  FOLGA,
  FOLGA,
  FOLGA,
]);
export const ESCALA_4X2 = ciclica('4X2', '2026-01-01', [
  trabalho(TURNO_MANHA),
  trabalho(TURNO_MANHA),
  trabalho(TURNO_MANHA),
  trabalho(TURNO_MANHA),
  FOLGA,
  FOLGA,
]);
export const ESCALA_5X1 = ciclica('5X1', '2026-01-01', [
  trabalho(TURNO_6X1),
  trabalho(TURNO_6X1),
  trabalho(TURNO_6X1),
  trabalho(TURNO_6X1),
  trabalho(TURNO_6X1),
  DSR,
]);
/** Rodízio de 8 dias: 2 manhãs, 2 tardes, 2 noites, 2 folgas. */
export const ESCALA_RODIZIO = ciclica('MMTTNNFF', '2026-01-01', [
  trabalho(TURNO_MANHA),
  trabalho(TURNO_MANHA),
  trabalho(TURNO_TARDE),
  trabalho(TURNO_TARDE),
  trabalho(TURNO_NOITE),
  trabalho(TURNO_NOITE),
  FOLGA,
  DSR,
]);
export const ESCALA_NOTURNA_6X1 = seisPorUm('NOT6X1', TURNO_NOTURNO);

/**
 * 6x1 com folga rotativa e domingo a cada 3 semanas: a folga recua um dia por semana (6 dias
 * de trabalho, no máximo) e a semana 4 ganha o domingo como folga extra.
 */
export const ESCALA_6X1_ROTATIVA: EscalaSemanalRotativa = {
  id: '6X1R',
  codigo: '6X1R',
  nome: 'Escala 6X1R',
  tipo: 'semanal-rotativa',
  inicio: '2026-01-05',
  turno: TURNO_6X1,
  folgas: [['dom'], ['sab'], ['sex'], ['qui', 'dom']],
  domingoACadaSemanas: 3,
};
