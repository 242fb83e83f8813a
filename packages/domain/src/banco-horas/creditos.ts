import type { Minutos } from '../tempo/index.ts';
import type { ConfiguracaoBancoHoras, FaixaCredito } from './tipos.ts';

/** Parte do crédito de um dia convertida por um fator: minutos trabalhados × fator = banco. */
export type ParcelaCredito = { trabalhado: Minutos; fator: number; domingoFeriado: boolean };

/**
 * Reparte o crédito do dia pelas faixas, na ordem dada: cada `ateMinutos` é o limite acumulado
 * do dia; a faixa sem limite (ou a última) leva o resto. A razão de conversão é da CCT
 * (legal-br.md §2.7).
 */
export const repartirCredito = (
  credito: Minutos,
  faixas: readonly FaixaCredito[],
): { trabalhado: Minutos; fator: number }[] => {
  const parcelas: { trabalhado: Minutos; fator: number }[] = [];
  let inicio = 0;
  faixas.forEach((faixa, i) => {
    const semLimite = faixa.ateMinutos === undefined || i === faixas.length - 1;
    const teto = semLimite ? credito : Math.min(credito, faixa.ateMinutos as number);
    if (teto > inicio) parcelas.push({ trabalhado: teto - inicio, fator: faixa.fator });
    inicio = Math.max(inicio, teto);
  });
  return parcelas;
};

/**
 * Parcelas de crédito de um dia: o crédito comum passa pelas faixas; o de domingo ou feriado
 * usa `fatorDomingoFeriado` por inteiro. Ordenadas do menor fator ao maior, que é a ordem em
 * que saem do banco dentro do mesmo dia (engine-contract.md).
 */
export const parcelasDoDia = (
  credito: Minutos,
  creditoDomingoFeriado: Minutos,
  config: ConfiguracaoBancoHoras,
): ParcelaCredito[] => {
  const comuns = repartirCredito(credito, config.faixasCredito).map((p) => ({
    ...p,
    domingoFeriado: false,
  }));
  const domingo =
    creditoDomingoFeriado > 0
      ? [
          {
            trabalhado: creditoDomingoFeriado,
            fator: config.fatorDomingoFeriado,
            domingoFeriado: true,
          },
        ]
      : [];
  return [...comuns, ...domingo].sort((a, b) => a.fator - b.fator);
};

/** Minutos de banco de uma parcela. */
export const bancoDaParcela = (parcela: ParcelaCredito): Minutos =>
  parcela.trabalhado * parcela.fator;
