import { type Minutos, toHhmm } from '../tempo/index.ts';
import { MemoriaFrases } from './frases-memo.ts';
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

/** Variação absoluta da k-ésima marcação considerada. */
const variacaoNaMarcacao = (
  k: number,
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  escopo: 'todas' | 'extremos',
): number => {
  const n = pontos.length;
  const i = indiceMarcacao(k, n, escopo);
  return Math.abs(variacao(i, pontos[i]!, prevista[indicePrevisto(i, n, prevista.length)]!));
};

/** Separador da j-ésima de `total` partes de uma lista ('a', 'a e b', 'a, b e c'). */
const separador = (j: number, total: number): string =>
  j === 0 ? '' : j === total - 1 ? ' e ' : ', ';

/**
 * Frase com as marcações cuja variação passa de `minimo` min: '08:03 e 17:02: variações de 3 e
 * 2 min, …' (um só valor quando todos são iguais). Montada direto, sem listas intermediárias.
 */
const fraseVariacoes = (
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  regra: Configuracao['tolerancia'],
  minimo: number,
  sufixo: string,
): string => {
  const quantas = regra.escopo === 'extremos' ? 2 : pontos.length;
  let total = 0;
  let primeira: number | undefined;
  let iguais = true;
  for (let k = 0; k < quantas; k++) {
    const v = variacaoNaMarcacao(k, pontos, prevista, regra.escopo);
    if (v <= minimo) continue;
    if (total === 0) primeira = v;
    else if (v !== primeira) iguais = false;
    total++;
  }
  let horarios = '';
  let valores = '';
  for (let k = 0, j = 0; k < quantas; k++) {
    const v = variacaoNaMarcacao(k, pontos, prevista, regra.escopo);
    if (v <= minimo) continue;
    const sep = separador(j++, total);
    horarios += `${sep}${toHhmm(pontos[indiceMarcacao(k, pontos.length, regra.escopo)]!)}`;
    if (!iguais) valores += `${sep}${v}`;
  }
  const quanto = iguais ? String(primeira) : valores;
  const rotulo = total > 1 ? 'variações' : 'variação';
  return `${horarios}: ${rotulo} de ${quanto} min, ${sufixo}`;
};

/** Índice k da única marcação com variação acima de `minimo`, ou -1 (nenhuma ou mais de uma). */
const unicaAcima = (
  pontos: readonly Minutos[],
  prevista: readonly Minutos[],
  escopo: 'todas' | 'extremos',
  minimo: number,
): number => {
  const quantas = escopo === 'extremos' ? 2 : pontos.length;
  let achada = -1;
  for (let k = 0; k < quantas; k++) {
    if (variacaoNaMarcacao(k, pontos, prevista, escopo) <= minimo) continue;
    if (achada >= 0) return -1;
    achada = k;
  }
  return achada;
};

/**
 * Frases de uma só marcação acima do limite por marcação (o caso comum da Súmula 366), pela
 * marcação, pela variação e pelo limite: a frase depende só desses números.
 */
const porMarcacaoUnica = new MemoriaFrases();

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
    const k = unicaAcima(pontos, prevista, regra.escopo, regra.porMarcacao);
    if (k < 0) {
      const sufixo = `acima de ${regra.porMarcacao} min por marcação; ${conta}`;
      return fraseVariacoes(pontos, prevista, regra, regra.porMarcacao, sufixo);
    }
    const marcada = pontos[indiceMarcacao(k, pontos.length, regra.escopo)]!;
    const v = variacaoNaMarcacao(k, pontos, prevista, regra.escopo);
    const pronta = porMarcacaoUnica.obter(marcada, v, regra.porMarcacao, 0);
    if (pronta !== undefined) return pronta;
    const sufixo = `acima de ${regra.porMarcacao} min por marcação; ${conta}`;
    const frase = fraseVariacoes(pontos, prevista, regra, regra.porMarcacao, sufixo);
    return porMarcacaoUnica.guardar(marcada, v, regra.porMarcacao, 0, frase);
  }
  const sufixo = `somando ${soma} min, acima do limite diário de ${regra.diaria} min; ${conta}`;
  return fraseVariacoes(pontos, prevista, regra, 0, sufixo);
};
