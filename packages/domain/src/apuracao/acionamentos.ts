import { MINUTOS_DIA, type Minutos, toHhmm, toMinutos } from '../tempo/index.ts';
import type { DiaEntrada } from './tipos.ts';

/** O caso comum (dia sem acionamento): nenhuma alocação. */
const SEM_ACIONAMENTOS: readonly (readonly [Minutos, Minutos])[] = Object.freeze([]);

/**
 * Acionamentos de sobreaviso do dia em minutos a partir de 00:00 da data: o fim menor ou igual
 * ao início termina no dia seguinte (soma 1440). Trabalho efetivo (Súmula 428, II, TST).
 */
export const acionamentosEmMinutos = (
  dia: Pick<DiaEntrada, 'acionamentos'>,
): readonly (readonly [Minutos, Minutos])[] => {
  const lista = dia.acionamentos;
  if (!lista || lista.length === 0) return SEM_ACIONAMENTOS;
  const saida = new Array<[Minutos, Minutos]>(lista.length);
  for (let i = 0; i < lista.length; i++) {
    const de = toMinutos(lista[i]![0]);
    const ate = toMinutos(lista[i]![1]);
    saida[i] = [de, ate <= de ? ate + MINUTOS_DIA : ate];
  }
  return saida;
};

/**
 * Os pontos que o motor mede: os pares de marcações somados aos acionamentos, em ordem, com a
 * sobreposição contada uma vez (quem bateu o ponto durante o acionamento não recebe duas vezes).
 * Uma marcação sem par continua sem par (o dia segue inconsistente até o tratamento).
 */
export const juntarAcionamentos = (
  pontos: readonly Minutos[],
  acionamentos: readonly (readonly [Minutos, Minutos])[],
): readonly Minutos[] => {
  // Sem acionamento, os pontos são as próprias marcações (ninguém as altera depois): sem cópia.
  if (acionamentos.length === 0) return pontos;
  const pares: [Minutos, Minutos][] = [];
  for (let i = 0; i + 1 < pontos.length; i += 2) pares.push([pontos[i]!, pontos[i + 1]!]);
  const trechos = [...pares, ...acionamentos.map(([a, b]) => [a, b] as [Minutos, Minutos])].sort(
    (x, y) => x[0] - y[0] || x[1] - y[1],
  );
  const unidos: [Minutos, Minutos][] = [];
  for (const [de, ate] of trechos) {
    const ultimo = unidos[unidos.length - 1];
    if (ultimo && de <= ultimo[1]) ultimo[1] = Math.max(ultimo[1], ate);
    else unidos.push([de, ate]);
  }
  const juntos = unidos.flat();
  if (pontos.length % 2 === 1) {
    juntos.push(pontos[pontos.length - 1]!);
    juntos.sort((a, b) => a - b);
  }
  return juntos;
};

/** 'acionamento de sobreaviso 22:00–23:30 computado como trabalho (Súmula 428, II, TST)'. */
export const fraseAcionamentos = (acionamentos: readonly (readonly [Minutos, Minutos])[]): string =>
  `${acionamentos.length === 1 ? 'acionamento' : 'acionamentos'} de sobreaviso ${acionamentos
    .map(([de, ate]) => `${toHhmm(de)}–${toHhmm(ate)}`)
    .join(
      ', ',
    )} ${acionamentos.length === 1 ? 'computado' : 'computados'} como trabalho (Súmula 428, II, TST)`;
