import { CONFIGURACAO_PADRAO } from './configuracao.ts';
import { JANELAS_NOTURNAS, type JanelaNoturna } from './noturno.ts';
import type { Configuracao } from './tipos.ts';

/** Configuração pré-processada uma vez por período (nada disto é refeito por dia). */
export type Parametros = {
  configuracao: Configuracao;
  janela: JanelaNoturna;
  /** Súmula 60 efetiva: desligada no 12x36 (CLT art. 59-A parágrafo único). */
  prorrogacao: boolean;
  /** Limite acumulado de cada faixa, em sétimos de minuto (Infinity na última). */
  limitesFaixa: readonly number[];
  /** Posição de cada faixa na lista de saída `extras`. */
  posicaoFaixa: readonly number[];
  /** Percentuais de saída, sem repetição: faixas na ordem e depois o de domingo/feriado. */
  percentuais: readonly number[];
  posicaoDomingoFeriado: number;
  banco: boolean;
  /**
   * Número destes parâmetros (1, 2, 3… na ordem em que são montados): entra na chave das frases
   * memorizadas que dependem deles (faixas de extras, banco, janela noturna).
   */
  id: number;
};

const cache = new WeakMap<Configuracao, Parametros>();

const posicaoDe = (percentuais: number[], percentual: number): number => {
  const i = percentuais.indexOf(percentual);
  if (i >= 0) return i;
  percentuais.push(percentual);
  return percentuais.length - 1;
};

let montados = 0;

const montar = (configuracao: Configuracao): Parametros => {
  const percentuais: number[] = [];
  const faixas = configuracao.extras.faixas;
  const limitesFaixa = faixas.map((f, i) =>
    f.ateMinutos === undefined || i === faixas.length - 1
      ? Number.POSITIVE_INFINITY
      : f.ateMinutos * 7,
  );
  const posicaoFaixa = faixas.map((f) => posicaoDe(percentuais, f.percentual));
  const posicaoDomingoFeriado = posicaoDe(percentuais, configuracao.extras.domingoFeriado);
  return {
    configuracao,
    janela: JANELAS_NOTURNAS[configuracao.noturno.regime],
    prorrogacao: configuracao.noturno.prorrogacao && !configuracao.regime12x36,
    limitesFaixa,
    posicaoFaixa,
    percentuais,
    posicaoDomingoFeriado,
    banco: configuracao.bancoHoras?.ativo === true,
    id: ++montados,
  };
};

/** Parâmetros de uma configuração completa (memorizados por objeto de configuração). */
export const parametrosDe = (configuracao: Configuracao = CONFIGURACAO_PADRAO): Parametros => {
  const existente = cache.get(configuracao);
  if (existente) return existente;
  const novo = montar(configuracao);
  cache.set(configuracao, novo);
  return novo;
};
