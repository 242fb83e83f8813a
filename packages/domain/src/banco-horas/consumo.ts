import type { DataIso, Minutos } from '../tempo/index.ts';
import { EPSILON, isPositivo, limpar } from './numeros.ts';

/**
 * Lote de crédito com a sua origem: a data, o fator com que foi creditado e se foi domingo ou
 * feriado. `banco` e `trabalhado` são o que ainda resta dele; `vence` é a data do vencimento.
 */
export type Lote = {
  data: DataIso;
  fator: number;
  domingoFeriado: boolean;
  banco: Minutos;
  trabalhado: Minutos;
  vence: DataIso | null;
};

/** O que saiu de um lote: minutos de banco e os minutos trabalhados que eles representam. */
export type Retirada = { banco: Minutos; trabalhado: Minutos; domingoFeriado: boolean };

const inteira = (lote: Lote): Retirada => ({
  banco: lote.banco,
  trabalhado: lote.trabalhado,
  domingoFeriado: lote.domingoFeriado,
});

/**
 * Retira `minutos` de banco dos lotes mais antigos primeiro (FIFO; dentro do dia os lotes já
 * estão do menor fator ao maior). Altera `lotes`; devolve as retiradas e o que faltou.
 */
export const retirar = (
  lotes: Lote[],
  minutos: Minutos,
): { retiradas: Retirada[]; falta: Minutos } => {
  const retiradas: Retirada[] = [];
  let resta = minutos;
  while (isPositivo(resta) && lotes.length > 0) {
    const lote = lotes[0]!;
    if (lote.banco <= resta + EPSILON) {
      lotes.shift();
      retiradas.push(inteira(lote));
      resta = limpar(resta - lote.banco);
      continue;
    }
    // Parte do lote: o trabalho correspondente é o banco ÷ fator.
    const trabalhado = resta / lote.fator;
    retiradas.push({ banco: resta, trabalhado, domingoFeriado: lote.domingoFeriado });
    lote.banco = limpar(lote.banco - resta);
    lote.trabalhado -= trabalhado;
    resta = 0;
  }
  return { retiradas, falta: Math.max(0, resta) };
};

/** Esvazia os lotes (fechamento do ciclo): tudo sai. */
export const esvaziar = (lotes: Lote[]): Retirada[] => lotes.splice(0).map(inteira);

/**
 * Retira os lotes vencidos até `ate` (inclusive), agrupados pela data de vencimento. Como os
 * lotes estão em ordem de data e o vencimento cresce com a data, os vencidos estão no começo.
 */
export const retirarVencidos = (
  lotes: Lote[],
  ate: DataIso,
): { data: DataIso; retiradas: Retirada[] }[] => {
  const grupos: { data: DataIso; retiradas: Retirada[] }[] = [];
  for (let vence = lotes[0]?.vence; vence && vence <= ate; vence = lotes[0]?.vence) {
    const lote = lotes.shift()!;
    const ultimo = grupos.at(-1);
    if (ultimo?.data === vence) ultimo.retiradas.push(inteira(lote));
    else grupos.push({ data: vence, retiradas: [inteira(lote)] });
  }
  return grupos;
};
