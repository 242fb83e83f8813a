// Marcações tratadas (PTRP, Portaria 671 art. 82): aplicação dos tratamentos, dia de apuração e
// sequência de entradas e saídas para o AEJ.
export {
  diaDeReferencia,
  fimNoDiaSeguinte,
  JANELA_APOS_JORNADA_NOTURNA,
  type PosicaoMarcacao,
  sequenciarDia,
} from './dia-referencia.ts';
export type * from './tipos.ts';
export { agruparPorDia, aplicarTratamentos, horariosApuraveis } from './tratamento.ts';
