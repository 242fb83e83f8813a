// Regras da programação como um todo: fracionamento, abono e dias de direito.

import { abonoMaximo, DIAS_PERIODO_PRINCIPAL, MAXIMO_PERIODOS_FERIAS } from './direito.ts';
import { erroFerias, quantasFaltas, quantosDias, rotuloAquisitivo } from './mensagens.ts';
import type { ContextoFerias, RegraFerias } from './regras-contexto.ts';

const isFracionada = (c: ContextoFerias): boolean => c.periodos.length > 1;

/** CLT art. 134 §1º: fracionadas, no máximo 3 períodos. */
export const regraMaisDe3Periodos: RegraFerias = (c) =>
  c.periodos.length > MAXIMO_PERIODOS_FERIAS
    ? erroFerias('MAIS_DE_3_PERIODOS', [
        `${rotuloAquisitivo(c.aquisitivo)}: férias divididas em ${c.periodos.length} períodos`,
      ])
    : null;

/** CLT art. 134 §1º: fracionadas, um período de ao menos 14 dias corridos (período único: caput). */
export const regraNenhumPeriodoDe14Dias: RegraFerias = (c) => {
  if (!isFracionada(c)) return null;
  const maior = Math.max(...c.periodos.map((p) => p.dias));
  if (maior >= DIAS_PERIODO_PRINCIPAL) return null;
  return erroFerias('NENHUM_PERIODO_DE_14_DIAS', [
    `${rotuloAquisitivo(c.aquisitivo)}: o maior dos ${c.periodos.length} períodos tem ${quantosDias(maior)}`,
  ]);
};

/** CLT art. 143: abono de no máximo 1/3 dos dias de direito (10 de 30, 8 de 24, 6 de 18, 4 de 12). */
export const regraAbonoAcimaDeUmTerco: RegraFerias = (c) =>
  c.abono * 3 > c.diasDireito
    ? erroFerias('ABONO_ACIMA_DE_UM_TERCO', [
        `${rotuloAquisitivo(c.aquisitivo)}: abono pecuniário de ${quantosDias(c.abono)}, mas 1/3 de ` +
          `${quantosDias(c.diasDireito)} de direito permite no máximo ${quantosDias(abonoMaximo(c.diasDireito))}`,
      ])
    : null;

/** CLT arts. 130 e 143: gozo + abono = dias de direito. */
export const regraDiasDiferemDoDireito: RegraFerias = (c) => {
  const total = c.diasGozo + c.abono;
  if (total === c.diasDireito) return null;
  return erroFerias('DIAS_DIFEREM_DO_DIREITO', [
    `${rotuloAquisitivo(c.aquisitivo)}: ${quantosDias(c.diasGozo)} de gozo + ${quantosDias(c.abono)} de ` +
      `abono = ${quantosDias(total)}, mas o direito é de ${quantosDias(c.diasDireito)} ` +
      `(${quantasFaltas(c.faltas)})`,
  ]);
};

/** CLT art. 130: mais de 32 faltas injustificadas, sem direito a férias. */
export const regraSemDireito: RegraFerias = (c) =>
  c.diasDireito === 0
    ? erroFerias('SEM_DIREITO', [
        `${rotuloAquisitivo(c.aquisitivo)}: ${quantasFaltas(c.faltas)} (mais de 32)`,
      ])
    : null;
