// Marcações tratadas (PTRP, Portaria 671 art. 82): aplicação dos tratamentos, dia de apuração e
// sequência de entradas e saídas para o AEJ.

// Cerca virtual da marcação por celular e navegador (geometria em metros).
export {
  type AvaliacaoCerca,
  avaliarCercas,
  type CercaNomeada,
  type Coordenada,
  distanciaACerca,
  distanciaAoPoligono,
  distanciaAoSegmento,
  distanciaHaversine,
  type FormaCerca,
  formatarDistancia,
  PRECISAO_MAXIMA_CONSIDERADA_METROS,
  pontoNoPoligono,
  RAIO_TERRA_METROS,
} from './cerca.ts';
export {
  diaDeReferencia,
  fimNoDiaSeguinte,
  JANELA_APOS_JORNADA_NOTURNA,
  type PosicaoMarcacao,
  sequenciarDia,
} from './dia-referencia.ts';
export type * from './tipos.ts';
export { agruparPorDia, aplicarTratamentos, horariosApuraveis } from './tratamento.ts';
