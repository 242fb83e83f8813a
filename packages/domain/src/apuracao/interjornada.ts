import { MINUTOS_DIA, type Minutos } from '../tempo/index.ts';
import { formatarDuracao } from './explicacao.ts';
import type { TipoDia } from './tipos.ts';

/** 11 h consecutivas entre duas jornadas (CLT art. 66). */
export const INTERJORNADA_MINIMA = 660;
/** 24 h do descanso semanal + 11 h (Súmula 110 TST). */
export const INTERJORNADA_APOS_DSR = 2100;

/** O que passa de um dia ao seguinte: última saída (minuto absoluto) e se houve DSR gozado. */
export type EstadoInterjornada = { ultimaSaida: number | null; aposDsr: boolean };

export type Interjornada = { descanso: Minutos | null; exigido: Minutos; suprimido: Minutos };

/**
 * Interjornada (CLT art. 66): descanso entre a última saída anterior e a primeira entrada do
 * dia. Após o DSR gozado, o exigido é 35 h (Súmula 110 TST). A falta é "suprimida" no dia da
 * entrada e paga como extra (OJ 355 SDI-1).
 */
export const apurarInterjornada = (
  entradaAbsoluta: number | null,
  estado: EstadoInterjornada,
): Interjornada => {
  const exigido = estado.aposDsr ? INTERJORNADA_APOS_DSR : INTERJORNADA_MINIMA;
  if (entradaAbsoluta === null || estado.ultimaSaida === null) {
    return { descanso: null, exigido, suprimido: 0 };
  }
  const bruto = entradaAbsoluta - estado.ultimaSaida;
  const descanso = bruto > 0 ? bruto : 0;
  return { descanso, exigido, suprimido: descanso < exigido ? exigido - descanso : 0 };
};

/** Atualiza o estado depois do dia: a última saída, ou o DSR gozado sem trabalho. */
export const avancarInterjornada = (
  estado: EstadoInterjornada,
  diaNumero: number,
  ultimaSaida: Minutos,
  tipoDia: TipoDia,
  trabalhou: boolean,
): void => {
  if (trabalhou) {
    if (ultimaSaida >= 0) estado.ultimaSaida = diaNumero * MINUTOS_DIA + ultimaSaida;
    estado.aposDsr = false;
  } else if (tipoDia === 'dsr') {
    estado.aposDsr = true;
  }
};

/** Frase da interjornada suprimida. */
export const fraseInterjornada = (interjornada: Interjornada): string => {
  const { descanso, exigido, suprimido } = interjornada;
  const regra =
    exigido === INTERJORNADA_APOS_DSR
      ? 'CLT art. 66; Súmula 110 TST: 24 h do DSR + 11 h'
      : 'CLT art. 66';
  return `descanso de ${formatarDuracao(descanso ?? 0)} desde a última saída, exigido ${formatarDuracao(exigido)}: ${formatarDuracao(suprimido)} suprimidas, pagas como extras (${regra}; OJ 355 SDI-1)`;
};
