import { MINUTOS_DIA, type Minutos } from '../tempo/index.ts';
import { formatarDuracao } from './explicacao.ts';
import type { TipoDia } from './tipos.ts';

/** 24 h do descanso semanal, somadas à interjornada depois do DSR gozado (Súmula 110 TST). */
export const DESCANSO_SEMANAL = 1440;

/** O que passa de um dia ao seguinte: última saída (minuto absoluto) e se houve DSR gozado. */
export type EstadoInterjornada = { ultimaSaida: number | null; aposDsr: boolean };

export type Interjornada = {
  descanso: Minutos | null;
  exigido: Minutos;
  suprimido: Minutos;
  /** O exigido inclui as 24 h do DSR gozado (Súmula 110 TST). */
  aposDsr: boolean;
};

/**
 * Interjornada (CLT art. 66): descanso entre a última saída anterior e a primeira entrada do
 * dia, exigido `minima` (configuração `interjornada.minima`, 11 h no padrão). Após o DSR gozado,
 * o exigido é 24 h + `minima` (35 h no padrão, Súmula 110 TST). A falta é "suprimida" no dia da
 * entrada e paga como extra (OJ 355 SDI-1).
 */
export const apurarInterjornada = (
  entradaAbsoluta: number | null,
  estado: EstadoInterjornada,
  minima: Minutos,
): Interjornada => {
  const aposDsr = estado.aposDsr;
  const exigido = aposDsr ? DESCANSO_SEMANAL + minima : minima;
  if (entradaAbsoluta === null || estado.ultimaSaida === null) {
    return { descanso: null, exigido, suprimido: 0, aposDsr };
  }
  const bruto = entradaAbsoluta - estado.ultimaSaida;
  const descanso = bruto > 0 ? bruto : 0;
  return { descanso, exigido, suprimido: descanso < exigido ? exigido - descanso : 0, aposDsr };
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

/** Frase da interjornada suprimida (cita a configuração quando o mínimo não é o legal). */
export const fraseInterjornada = (interjornada: Interjornada, minima: Minutos): string => {
  const { descanso, exigido, suprimido } = interjornada;
  const base =
    minima === 660
      ? 'CLT art. 66'
      : `CLT art. 66; configuração interjornada.minima ${formatarDuracao(minima)}`;
  const regra = interjornada.aposDsr
    ? `${base}; Súmula 110 TST: 24 h do DSR + ${formatarDuracao(minima)}`
    : base;
  return `descanso de ${formatarDuracao(descanso ?? 0)} desde a última saída, exigido ${formatarDuracao(exigido)}: ${formatarDuracao(suprimido)} suprimidas, pagas como extras (${regra}; OJ 355 SDI-1)`;
};
