// Regras da programação como um todo: fracionamento, abono e dias de direito (ou de saldo, quando
// parte do período já foi concedida antes).

import { abonoMaximo, DIAS_PERIODO_PRINCIPAL, MAXIMO_PERIODOS_FERIAS } from './direito.ts';
import { erroFerias, quantasFaltas, quantosDias, rotuloAquisitivo } from './mensagens.ts';
import type { ContextoFerias, RegraFerias } from './regras-contexto.ts';

/** Frações do período inteiro: as já concedidas e as desta programação. */
const totalDeFracoes = (c: ContextoFerias): number =>
  c.fracoesConcedidas.length + c.periodos.length;

const isFracionada = (c: ContextoFerias): boolean => totalDeFracoes(c) > 1;

/** " (2 já concedidos e 2 nesta programação)", ou nada quando não há fração concedida. */
const composicao = (c: ContextoFerias): string => {
  const k = c.fracoesConcedidas.length;
  if (k === 0) return '';
  return ` (${k} já ${k === 1 ? 'concedido' : 'concedidos'} e ${c.periodos.length} nesta programação)`;
};

/** CLT art. 134 §1º: fracionadas, no máximo 3 períodos (contando os já concedidos). */
export const regraMaisDe3Periodos: RegraFerias = (c) =>
  totalDeFracoes(c) > MAXIMO_PERIODOS_FERIAS
    ? erroFerias('MAIS_DE_3_PERIODOS', [
        `${rotuloAquisitivo(c.aquisitivo)}: férias divididas em ${totalDeFracoes(c)} períodos${composicao(c)}`,
      ])
    : null;

/**
 * CLT art. 134 §1º: fracionadas, um período de ao menos 14 dias corridos (período único: caput).
 * Uma fração já concedida de 14 dias ou mais cumpre a regra.
 */
export const regraNenhumPeriodoDe14Dias: RegraFerias = (c) => {
  if (!isFracionada(c)) return null;
  const maior = Math.max(...c.fracoesConcedidas, ...c.periodos.map((p) => p.dias));
  if (maior >= DIAS_PERIODO_PRINCIPAL) return null;
  return erroFerias('NENHUM_PERIODO_DE_14_DIAS', [
    `${rotuloAquisitivo(c.aquisitivo)}: o maior dos ${totalDeFracoes(c)} períodos${composicao(c)} tem ${quantosDias(maior)}`,
  ]);
};

/**
 * CLT art. 143: abono de no máximo 1/3 dos dias de direito (10 de 30, 8 de 24, 6 de 18, 4 de 12),
 * somado ao já vendido do período; sem abono nesta programação, não há o que recusar.
 */
export const regraAbonoAcimaDeUmTerco: RegraFerias = (c) => {
  const total = c.abono + c.vendidos;
  if (c.abono === 0 || total * 3 <= c.diasDireito) return null;
  const pedido =
    c.vendidos === 0
      ? quantosDias(c.abono)
      : `${quantosDias(c.abono)} + ${quantosDias(c.vendidos)} já vendidos = ${quantosDias(total)}`;
  return erroFerias('ABONO_ACIMA_DE_UM_TERCO', [
    `${rotuloAquisitivo(c.aquisitivo)}: abono pecuniário de ${pedido}, mas 1/3 de ` +
      `${quantosDias(c.diasDireito)} de direito permite no máximo ${quantosDias(abonoMaximo(c.diasDireito))}`,
  ]);
};

/** "direito de 24 dias (3 faltas injustificadas, 6 dias tirados no ajuste)". */
const direitoExplicado = (c: ContextoFerias): string => {
  const ajuste =
    c.ajusteDireito === 0
      ? ''
      : `, ${quantosDias(Math.abs(c.ajusteDireito))} ${c.ajusteDireito > 0 ? 'somados' : 'tirados'} no ajuste`;
  return `direito de ${quantosDias(c.diasDireito)} (${quantasFaltas(c.faltas)}${ajuste})`;
};

/**
 * CLT arts. 130 e 143: gozo + abono = dias de direito; com parte do período já concedida (ou o
 * direito ajustado), gozo + abono = saldo.
 */
export const regraDiasDiferemDoDireito: RegraFerias = (c) => {
  const total = c.diasGozo + c.abono;
  const gozados = c.fracoesConcedidas.reduce((s, d) => s + d, 0);
  const isSoDireito = gozados === 0 && c.vendidos === 0 && c.ajusteDireito === 0;
  if (total === (isSoDireito ? c.diasDireito : c.saldo)) return null;
  const inicio =
    `${rotuloAquisitivo(c.aquisitivo)}: ${quantosDias(c.diasGozo)} de gozo + ${quantosDias(c.abono)} de ` +
    `abono = ${quantosDias(total)}`;
  if (isSoDireito)
    return erroFerias('DIAS_DIFEREM_DO_DIREITO', [
      `${inicio}, mas o direito é de ${quantosDias(c.diasDireito)} (${quantasFaltas(c.faltas)})`,
    ]);
  return erroFerias('DIAS_DIFEREM_DO_DIREITO', [
    `${inicio}, mas o saldo é de ${quantosDias(c.saldo)}: ${direitoExplicado(c)}, ` +
      `menos ${quantosDias(gozados)} já gozados ou agendados e ${quantosDias(c.vendidos)} já vendidos`,
  ]);
};

/** CLT art. 130: mais de 32 faltas injustificadas, sem direito a férias. */
export const regraSemDireito: RegraFerias = (c) =>
  c.diasDireitoPorFaltas === 0
    ? erroFerias('SEM_DIREITO', [
        `${rotuloAquisitivo(c.aquisitivo)}: ${quantasFaltas(c.faltas)} (mais de 32)`,
      ])
    : null;
