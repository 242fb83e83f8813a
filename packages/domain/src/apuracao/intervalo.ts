import type { Minutos } from '../tempo/index.ts';
import { formatarDuracao } from './explicacao.ts';
import { MemoriaFrases } from './frases-memo.ts';
import { maiorPausa } from './intervalos.ts';

export type Intervalo = { exigido: Minutos; concedido: Minutos; indenizado: Minutos };

/** Acima de 4 h e até 6 h de trabalho: 15 min (CLT art. 71 §1º). */
const INTERVALO_ATE_6H = 15;
/** Intervalo máximo sem acordo escrito ou CCT (CLT art. 71 caput). */
export const INTERVALO_MAXIMO = 120;

/**
 * Intervalo intrajornada (CLT art. 71): trabalho acima de 6 h exige `minimoAcimaDe6h` (1 h, ou
 * o mínimo da CCT, art. 611-A III); acima de 4 h até 6 h, 15 min; até 4 h, nenhum. A exigência é
 * avaliada sobre o relógio trabalhado (CFG-DEFAULT). Concedido = a maior pausa entre pares de
 * marcações, pois o caput pede um intervalo único. Supressão total ou parcial → indeniza só o
 * período suprimido, com 50 % (art. 71 §4º, redação da Lei 13.467/2017). `tolerancia` (da regra
 * de intervalo, padrão 0): uma falta de até N min não é supressão — a empresa que adota a redução
 * ínfima aceita pelo TST (ou prevista na CCT) o declara na regra; passada a tolerância, indeniza-se
 * a falta inteira, como na Súmula 366.
 */
export const apurarIntervalo = (
  pontos: readonly Minutos[],
  relogio: Minutos,
  minimoAcimaDe6h: Minutos,
  tolerancia: Minutos = 0,
): Intervalo => {
  const exigido = relogio > 360 ? minimoAcimaDe6h : relogio > 240 ? INTERVALO_ATE_6H : 0;
  const concedido = maiorPausa(pontos);
  const falta = exigido > concedido ? exigido - concedido : 0;
  const indenizado = falta > tolerancia ? falta : 0;
  return { exigido, concedido, indenizado };
};

const suprimidos = new MemoriaFrases();

/** Frase da supressão indenizada (art. 71 §4º), memorizada pelos números que ela cita. */
const fraseSuprimido = (intervalo: Intervalo, relogio: Minutos): string => {
  const { exigido, concedido, indenizado } = intervalo;
  const pronta = suprimidos.obter(relogio, concedido, exigido, indenizado);
  if (pronta !== undefined) return pronta;
  const base = `intervalo concedido ${formatarDuracao(concedido)}, exigido ${formatarDuracao(exigido)} para ${formatarDuracao(relogio)} trabalhadas`;
  const frase = `${base}: ${formatarDuracao(indenizado)} suprimidas, indenizadas com 50 % (CLT art. 71 §4º)`;
  return suprimidos.guardar(relogio, concedido, exigido, indenizado, frase);
};

/** Frases do intervalo: supressão indenizada e intervalo acima de 2 h. */
export const frasesIntervalo = (
  intervalo: Intervalo,
  relogio: Minutos,
  explicacao: string[],
): void => {
  const { exigido, concedido, indenizado } = intervalo;
  if (indenizado === 0 && exigido > concedido) {
    explicacao.push(
      `intervalo concedido ${formatarDuracao(concedido)}, ${exigido - concedido} min abaixo do exigido ${formatarDuracao(exigido)}: dentro da tolerância da regra de intervalo`,
    );
  }
  if (indenizado > 0) explicacao.push(fraseSuprimido(intervalo, relogio));
  if (exigido > 0 && concedido > INTERVALO_MAXIMO) {
    explicacao.push(
      `intervalo de ${formatarDuracao(concedido)} acima de 2:00: exige acordo escrito ou CCT (CLT art. 71)`,
    );
  }
};
