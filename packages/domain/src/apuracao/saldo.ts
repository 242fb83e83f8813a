import type { Minutos } from '../tempo/index.ts';
import { subtrairIntervalos } from './intervalos.ts';
import { computadoDe, noturnoDe, noturnoReduzidoEmSetimos } from './noturno.ts';
import type { Parametros } from './parametros.ts';

/** Saldo do dia em sétimos de minuto, já separado em positivo (extras) e negativo (débito). */
export type Saldo = { saldo: number; positivo: number; negativo: number };

/**
 * Saldo = trabalhado computado − previsto, sobre as marcações já ajustadas pela tolerância
 * (legal-br.md §2.0). Com `compensarNoDia` (CLT art. 59 §6º, compensação tácita no mês), atraso e
 * extra do mesmo dia se anulam; sem ela, o trabalho fora da jornada é extra e a jornada não
 * cumprida é débito, cada um por inteiro.
 */
export const calcularSaldo = (
  ajustadas: readonly Minutos[],
  prevista: readonly Minutos[],
  previsto: number,
  p: Parametros,
  prorrogacao: Minutos,
): Saldo => {
  const { janela } = p;
  if (p.configuracao.tolerancia.compensarNoDia || prevista.length === 0) {
    const saldo = computadoDe(ajustadas, janela, prorrogacao) - previsto;
    return { saldo, positivo: saldo > 0 ? saldo : 0, negativo: saldo < 0 ? -saldo : 0 };
  }
  const positivo = computadoDe(subtrairIntervalos(ajustadas, prevista), janela, prorrogacao);
  const negativo = computadoDe(subtrairIntervalos(prevista, ajustadas), janela, prorrogacao);
  return { saldo: positivo - negativo, positivo, negativo };
};

/**
 * Horas extras noturnas, reduzidas, em sétimos: a parte noturna do trabalho fora da jornada
 * prevista, limitada ao total de extras. Recebem também o adicional noturno (OJ 97 SDI-1).
 */
export const extrasNoturnasEmSetimos = (
  ajustadas: readonly Minutos[],
  prevista: readonly Minutos[],
  extras: number,
  p: Parametros,
  prorrogacao: Minutos,
): number => {
  if (extras <= 0) return 0;
  const fora = prevista.length === 0 ? ajustadas : subtrairIntervalos(ajustadas, prevista);
  const reduzido = noturnoReduzidoEmSetimos(noturnoDe(fora, p.janela, prorrogacao), p.janela);
  return reduzido < extras ? reduzido : extras;
};
