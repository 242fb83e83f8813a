import { type Minutos, toHhmm } from '../tempo/index.ts';
import { listar } from './explicacao.ts';
import type { Configuracao } from './tipos.ts';

/**
 * `exata`: nenhuma variação; `tolerada`: dentro de 5/10 (marcações trocadas pelas previstas);
 * `excedida`: vale o tempo todo (Súmula 366); `nao-aplicavel`: marcações sem par na jornada.
 */
export type SituacaoTolerancia =
  | 'sem-jornada'
  | 'exata'
  | 'tolerada'
  | 'excedida'
  | 'nao-aplicavel';

export type Tolerancia = {
  situacao: SituacaoTolerancia;
  /** Marcações para o saldo: as toleradas substituídas pelo horário previsto. */
  ajustadas: readonly Minutos[];
  explicacao: string | null;
};

const FONTE = 'CLT art. 58 §1º';
const FONTE_EXCEDIDA = 'CLT art. 58 §1º; Súmula 366 TST';

/** Variação da marcação i: positiva = mais trabalho (entrada antecipada, saída posterior). */
const variacao = (i: number, marcada: Minutos, prevista: Minutos): Minutos =>
  i % 2 === 0 ? prevista - marcada : marcada - prevista;

const semAplicar = (
  situacao: SituacaoTolerancia,
  pontos: readonly Minutos[],
  explicacao: string | null = null,
): Tolerancia => ({ situacao, ajustadas: pontos, explicacao });

/** Marcação k considerada → índice nas marcações: todas, ou só a primeira e a última. */
const indiceMarcacao = (k: number, n: number, escopo: 'todas' | 'extremos'): number =>
  escopo === 'extremos' && k === 1 ? n - 1 : k;

/** Horário previsto correspondente à marcação i (a última casa com a última prevista). */
const indicePrevisto = (i: number, n: number, m: number): number => (i === n - 1 ? m - 1 : i);

const descreverVariacoes = (horarios: string[], valores: number[], sufixo: string): string => {
  const iguais = valores.every((v) => v === valores[0]);
  const quanto = iguais ? `${valores[0]}` : listar(valores.map(String));
  const rotulo = horarios.length > 1 ? 'variações' : 'variação';
  return `${listar(horarios)}: ${rotulo} de ${quanto} min, ${sufixo}`;
};

/**
 * Tolerância de marcação (CLT art. 58 §1º): variações de até `porMarcacao` min em cada marcação
 * prevista, somando até `diaria` min no dia, não contam nem descontam. Excedido qualquer limite,
 * conta-se todo o tempo, sem desconto dos 5/10 (Súmula 366 TST).
 */
export const aplicarTolerancia = (
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  regra: Configuracao['tolerancia'],
): Tolerancia => {
  const n = pontos.length;
  if (prevista.length === 0 || n === 0) return semAplicar('sem-jornada', pontos);
  if (n % 2 === 1) return semAplicar('nao-aplicavel', pontos);
  if (regra.escopo === 'todas' && n !== prevista.length) {
    const frase = `${n} marcações para ${prevista.length} horários previstos: tolerância não aplicada, vale o tempo registrado (${FONTE})`;
    return semAplicar('nao-aplicavel', pontos, frase);
  }
  return avaliarVariacoes(pontos, prevista, regra);
};

const avaliarVariacoes = (
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  regra: Configuracao['tolerancia'],
): Tolerancia => {
  const n = pontos.length;
  const quantas = regra.escopo === 'extremos' ? 2 : n;
  let soma = 0;
  let maior = 0;
  for (let k = 0; k < quantas; k++) {
    const i = indiceMarcacao(k, n, regra.escopo);
    const v = Math.abs(variacao(i, pontos[i]!, prevista[indicePrevisto(i, n, prevista.length)]!));
    soma += v;
    if (v > maior) maior = v;
  }
  if (soma === 0) return semAplicar('exata', pontos);
  if (maior > regra.porMarcacao || soma > regra.diaria) {
    return semAplicar('excedida', pontos, fraseExcedida(pontos, prevista, regra, soma, maior));
  }
  const ajustadas = pontos.slice();
  for (let k = 0; k < quantas; k++) {
    const i = indiceMarcacao(k, n, regra.escopo);
    ajustadas[i] = prevista[indicePrevisto(i, n, prevista.length)]!;
  }
  const frase = fraseVariacoes(pontos, prevista, regra, 0, `dentro da tolerância (${FONTE})`);
  return { situacao: 'tolerada', ajustadas, explicacao: frase };
};

/** Frase com as marcações cuja variação passa de `minimo` min. */
const fraseVariacoes = (
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  regra: Configuracao['tolerancia'],
  minimo: number,
  sufixo: string,
): string => {
  const n = pontos.length;
  const horarios: string[] = [];
  const valores: number[] = [];
  for (let k = 0; k < (regra.escopo === 'extremos' ? 2 : n); k++) {
    const i = indiceMarcacao(k, n, regra.escopo);
    const v = Math.abs(variacao(i, pontos[i]!, prevista[indicePrevisto(i, n, prevista.length)]!));
    if (v <= minimo) continue;
    horarios.push(toHhmm(pontos[i]!));
    valores.push(v);
  }
  return descreverVariacoes(horarios, valores, sufixo);
};

/** Súmula 366: diz qual limite foi excedido (por marcação ou diário). */
const fraseExcedida = (
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  regra: Configuracao['tolerancia'],
  soma: number,
  maior: number,
): string => {
  const conta = `conta todo o tempo (${FONTE_EXCEDIDA})`;
  if (maior > regra.porMarcacao) {
    const sufixo = `acima de ${regra.porMarcacao} min por marcação; ${conta}`;
    return fraseVariacoes(pontos, prevista, regra, regra.porMarcacao, sufixo);
  }
  const sufixo = `somando ${soma} min, acima do limite diário de ${regra.diaria} min; ${conta}`;
  return fraseVariacoes(pontos, prevista, regra, 0, sufixo);
};
