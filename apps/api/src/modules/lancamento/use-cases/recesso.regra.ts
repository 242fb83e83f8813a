import { addDias, aniversario, diferencaDias, periodoAquisitivoDe } from '@jornada/domain';

/** Dias de recesso por ano de estágio completo (Lei 11.788/2008 art. 13, caput). */
export const DIAS_RECESSO_ANO = 30;

export type AnoDeEstagio = { inicio: string; fim: string; direito: number };

/**
 * O ano de estágio que contém `data` (contado da admissão, como o período aquisitivo) e o recesso
 * dele: 30 dias, ou proporcional quando o estágio termina antes de completar o ano (art. 13 §2º),
 * pelos dias de estágio no ano, arredondado para baixo.
 */
export const anoDeEstagio = (
  admissao: string,
  demissao: string | null,
  data: string,
): AnoDeEstagio | null => {
  if (data < admissao) return null;
  let k = Math.max(0, Number(data.slice(0, 4)) - Number(admissao.slice(0, 4)) - 1);
  while (aniversario(admissao, k + 1) <= data) k++;
  const ano = periodoAquisitivoDe(aniversario(admissao, k), admissao);
  if (!demissao || demissao >= ano.fim) return { ...ano, direito: DIAS_RECESSO_ANO };
  if (demissao < ano.inicio) return null;
  const diasNoAno = diferencaDias(ano.inicio, demissao) + 1;
  const diasDoAno = diferencaDias(ano.inicio, addDias(ano.fim, 1));
  return {
    inicio: ano.inicio,
    fim: demissao,
    direito: Math.floor((DIAS_RECESSO_ANO * diasNoAno) / diasDoAno),
  };
};
