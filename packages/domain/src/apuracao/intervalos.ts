import type { Minutos } from '../tempo/index.ts';

/**
 * Diferença A \ B de listas planas de pares [início, fim, …] ordenadas e sem sobreposição:
 * os trechos de A fora de B (ex.: trabalho fora da jornada prevista).
 */
export const subtrairIntervalos = (a: readonly Minutos[], b: readonly Minutos[]): Minutos[] => {
  const saida: Minutos[] = [];
  let j = 0;
  for (let i = 0; i + 1 < a.length; i += 2) {
    let inicio = a[i]!;
    const fim = a[i + 1]!;
    while (j + 1 < b.length && b[j + 1]! <= inicio) j += 2;
    for (let k = j; k + 1 < b.length && b[k]! < fim; k += 2) {
      if (b[k]! > inicio) saida.push(inicio, b[k]!);
      if (b[k + 1]! > inicio) inicio = b[k + 1]!;
    }
    if (fim > inicio) saida.push(inicio, fim);
  }
  return saida;
};

/** Maior pausa entre dois pares consecutivos de marcações (0 se houver um só par). */
export const maiorPausa = (pontos: readonly Minutos[]): Minutos => {
  let maior = 0;
  for (let i = 2; i + 1 < pontos.length; i += 2) {
    const pausa = pontos[i]! - pontos[i - 1]!;
    if (pausa > maior) maior = pausa;
  }
  return maior;
};

/** Última saída de um par completo, ou -1 se não houver par. */
export const ultimaSaida = (pontos: readonly Minutos[]): Minutos =>
  pontos.length < 2 ? -1 : pontos[(pontos.length & ~1) - 1]!;
