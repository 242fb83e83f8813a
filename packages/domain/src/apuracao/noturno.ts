import { MINUTOS_DIA, type Minutos } from '../tempo/index.ts';
import type { RegimeNoturno } from './tipos.ts';

/** Janela noturna diária [inicio, inicio + duracao) a partir de 00:00, e se a hora é reduzida. */
export type JanelaNoturna = {
  inicio: Minutos;
  duracao: Minutos;
  reduz: boolean;
  rotulo: string;
  fonte: string;
};

/**
 * Urbano 22:00–05:00 com hora de 52min30s (CLT art. 73 §§1º e 2º); rural 21:00–05:00 na lavoura e
 * 20:00–04:00 na pecuária, sem hora reduzida (Lei 5.889/73 art. 7º).
 */
export const JANELAS_NOTURNAS: Readonly<Record<RegimeNoturno, JanelaNoturna>> = Object.freeze({
  urbano: {
    inicio: 1320,
    duracao: 420,
    reduz: true,
    rotulo: '22:00–05:00',
    fonte: 'CLT art. 73 §§1º e 2º, hora de 52min30s',
  },
  'rural-lavoura': {
    inicio: 1260,
    duracao: 480,
    reduz: false,
    rotulo: '21:00–05:00 (lavoura)',
    fonte: 'Lei 5.889/73 art. 7º, sem hora reduzida',
  },
  'rural-pecuaria': {
    inicio: 1200,
    duracao: 480,
    reduz: false,
    rotulo: '20:00–04:00 (pecuária)',
    fonte: 'Lei 5.889/73 art. 7º, sem hora reduzida',
  },
});

/** Faixa em que o início da janela é achado por soma de dias, sem divisão (o caso de todo dia). */
const PERTO = 4 * MINUTOS_DIA;

/**
 * Início da janela noturna que começa em `a` ou antes dele (a última até `a`). Perto do dia
 * apurado, anda de dia em dia a partir da janela do próprio dia; longe, usa a divisão.
 */
const janelaAte = (a: Minutos, inicio: Minutos): Minutos => {
  if (!(a > -PERTO && a < PERTO))
    return Math.floor((a - inicio) / MINUTOS_DIA) * MINUTOS_DIA + inicio;
  let primeiro = inicio;
  while (primeiro > a) primeiro -= MINUTOS_DIA;
  while (primeiro + MINUTOS_DIA <= a) primeiro += MINUTOS_DIA;
  return primeiro;
};

/** Minutos de [a, b) dentro das janelas noturnas (uma por dia, também a da véspera). */
export const noturnoEntre = (a: Minutos, b: Minutos, janela: JanelaNoturna): Minutos => {
  if (b <= a) return 0;
  let total = 0;
  const primeiro = janelaAte(a, janela.inicio);
  for (let inicio = primeiro; inicio < b; inicio += MINUTOS_DIA) {
    const fim = inicio + janela.duracao;
    const lo = inicio > a ? inicio : a;
    const hi = fim < b ? fim : b;
    if (hi > lo) total += hi - lo;
  }
  return total;
};

/**
 * Súmula 60, II, TST: jornada prevista inteira no período noturno e prorrogada → as horas após o
 * fim da janela também são noturnas. Devolve o minuto em que a prorrogação começa (fim da janela
 * que contém toda a jornada prevista) ou Infinity quando a regra não se aplica.
 */
export const inicioProrrogacao = (prevista: readonly Minutos[], janela: JanelaNoturna): Minutos => {
  if (prevista.length < 2) return Number.POSITIVE_INFINITY;
  const inicio = janelaAte(prevista[0]!, janela.inicio);
  const fim = inicio + janela.duracao;
  return prevista[prevista.length - 1]! <= fim ? fim : Number.POSITIVE_INFINITY;
};

/** Noturno de [a, b) somando, a partir de `prorrogacao`, os minutos prorrogados (Súmula 60 II). */
export const noturnoTrecho = (
  a: Minutos,
  b: Minutos,
  janela: JanelaNoturna,
  prorrogacao: Minutos,
): Minutos => {
  const noturno = noturnoEntre(a, b, janela);
  if (b <= prorrogacao) return noturno;
  const x = a > prorrogacao ? a : prorrogacao;
  return noturno + (b - x) - noturnoEntre(x, b, janela);
};

/** Relógio e noturno (relógio) de uma lista plana de pares [entrada, saída, …]. */
export type Medida = { relogio: Minutos; noturno: Minutos };

/** Mede os pares completos da lista; uma marcação final sem par é ignorada. */
export const medir = (
  pontos: readonly Minutos[],
  janela: JanelaNoturna,
  prorrogacao: Minutos,
): Medida => {
  let relogio = 0;
  let noturno = 0;
  for (let i = 0; i + 1 < pontos.length; i += 2) {
    const a = pontos[i]!;
    const b = pontos[i + 1]!;
    relogio += b - a;
    noturno += noturnoTrecho(a, b, janela, prorrogacao);
  }
  return { relogio, noturno };
};

/** Só o noturno (relógio) dos pares completos, sem alocar a `Medida`. */
export const noturnoDe = (
  pontos: readonly Minutos[],
  janela: JanelaNoturna,
  prorrogacao: Minutos,
): Minutos => {
  let noturno = 0;
  for (let i = 0; i + 1 < pontos.length; i += 2) {
    noturno += noturnoTrecho(pontos[i]!, pontos[i + 1]!, janela, prorrogacao);
  }
  return noturno;
};

/** `computadoEmSetimos(medir(...))` sem alocar a `Medida` (laço quente da apuração). */
export const computadoDe = (
  pontos: readonly Minutos[],
  janela: JanelaNoturna,
  prorrogacao: Minutos,
): number => {
  let relogio = 0;
  let noturno = 0;
  for (let i = 0; i + 1 < pontos.length; i += 2) {
    const a = pontos[i]!;
    const b = pontos[i + 1]!;
    relogio += b - a;
    if (janela.reduz) noturno += noturnoTrecho(a, b, janela, prorrogacao);
  }
  return 7 * relogio + noturno;
};

/**
 * Minutos computados em sétimos de minuto (inteiros, exatos): relógio − noturno + noturno × 8/7
 * no urbano (7·relógio + noturno); no rural, 7·relógio.
 */
export const computadoEmSetimos = (medida: Medida, janela: JanelaNoturna): number =>
  7 * medida.relogio + (janela.reduz ? medida.noturno : 0);

/** Noturno reduzido em sétimos: ×8 no urbano (60/52,5 = 8/7), ×7 no rural. */
export const noturnoReduzidoEmSetimos = (noturno: Minutos, janela: JanelaNoturna): number =>
  noturno * (janela.reduz ? 8 : 7);
