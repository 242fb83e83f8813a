import { type DataIso, diaDaSemanaDoNumero, toDiaNumero } from '../tempo/index.ts';
import type { Parametros } from './parametros.ts';
import type { TipoDia } from './tipos.ts';

/**
 * Tipo do dia quando a entrada não o traz: domingo sem jornada é DSR (Lei 605/49 art. 1º);
 * feriado da lista é feriado (mesmo com jornada: é descanso remunerado); com jornada é trabalho;
 * sem jornada é folga. No 12x36 o dia de escala é trabalho mesmo em feriado, pois o feriado é
 * considerado compensado (CLT art. 59-A parágrafo único).
 */
export const tipoDiaDerivado = (
  data: DataIso,
  diaNumero: number,
  hasJornada: boolean,
  feriados: ReadonlySet<DataIso>,
  regime12x36: boolean,
): TipoDia => {
  if (hasJornada && regime12x36) return 'trabalho';
  if (!hasJornada && diaDaSemanaDoNumero(diaNumero) === 0) return 'dsr';
  if (feriados.has(data)) return 'feriado';
  return hasJornada ? 'trabalho' : 'folga';
};

/** Tipo do dia derivado de uma data (ver `tipoDiaDerivado`); data inválida lança RangeError. */
export const derivarTipoDia = (
  data: DataIso,
  hasJornada: boolean,
  feriados: ReadonlySet<DataIso>,
  regime12x36 = false,
): TipoDia => {
  const diaNumero = toDiaNumero(data);
  if (Number.isNaN(diaNumero)) throw new RangeError(`data inválida: "${data}"`);
  return tipoDiaDerivado(data, diaNumero, hasJornada, feriados, regime12x36);
};

/** Dia sem jornada exigível (previsto 0). No 12x36 o feriado de escala é dia de trabalho. */
export const isDiaDeDescanso = (tipoDia: TipoDia, regime12x36: boolean): boolean =>
  tipoDia !== 'trabalho' && !(regime12x36 && tipoDia === 'feriado');

/** DSR ou feriado: trabalho sem folga compensatória é pago em dobro (Súmula 146 TST). */
export const isDomingoFeriado = (tipoDia: TipoDia, regime12x36: boolean): boolean =>
  tipoDia === 'dsr' || (tipoDia === 'feriado' && !regime12x36);

const NOME: Record<TipoDia, string> = {
  trabalho: 'dia de trabalho',
  folga: 'folga',
  dsr: 'DSR',
  feriado: 'feriado',
  compensado: 'folga compensatória',
};

const fraseDescanso = (tipoDia: TipoDia, trabalhou: boolean, compensado: boolean): string => {
  if (trabalhou && compensado) {
    return `${NOME[tipoDia]} trabalhado com folga compensatória na semana: sem dobra, extras nas faixas comuns (Súmula 146 TST)`;
  }
  if (tipoDia === 'dsr' || tipoDia === 'feriado') {
    return `${NOME[tipoDia]}: descanso remunerado, jornada não exigida (Lei 605/49 art. 1º)`;
  }
  return `${NOME[tipoDia]}: jornada não exigida, todo o tempo trabalhado é extra`;
};

/**
 * Explicação do tipo do dia quando ele muda o cálculo (jornada prevista desconsiderada, dia de
 * descanso trabalhado, feriado no 12x36). Devolve a lista de explicação do dia.
 */
export const fraseTipoDia = (
  tipoDia: TipoDia,
  hasJornada: boolean,
  trabalhou: boolean,
  p: Parametros,
  compensado: boolean,
): string[] => {
  if (tipoDia === 'trabalho' || (!hasJornada && !trabalhou)) return [];
  if (tipoDia === 'feriado' && p.configuracao.regime12x36) {
    return [
      '12x36: feriado na escala é considerado compensado, trabalhado sem dobra (CLT art. 59-A parágrafo único)',
    ];
  }
  return [fraseDescanso(tipoDia, trabalhou, compensado)];
};
