import { addDias, type DataIso, diaDaSemana, diferencaDias } from '../tempo/data.ts';
import {
  addMinutosDataHora,
  type DataHoraIso,
  dataDaDataHora,
  minutosEntre,
} from '../tempo/data-hora.ts';
import type { RegraAntecedencia } from './tipos.ts';

/** Antecedência mínima da convocação: três dias corridos (CLT art. 452-A §1º). */
export const DIAS_ANTECEDENCIA_CONVOCACAO = 3;

const MINUTOS_72H = 72 * 60;

/**
 * Início mais cedo que uma convocação enviada em `enviadaEm` pode marcar (art. 452-A §1º):
 * 00:00 do terceiro dia civil seguinte (`dias-corridos`) ou o envio + 72 h (`72h`).
 */
export const inicioMinimoConvocacao = (
  enviadaEm: DataHoraIso,
  antecedencia: RegraAntecedencia = 'dias-corridos',
): DataHoraIso =>
  antecedencia === '72h'
    ? addMinutosDataHora(enviadaEm, MINUTOS_72H)
    : `${addDias(dataDaDataHora(enviadaEm), DIAS_ANTECEDENCIA_CONVOCACAO)}T00:00`;

/** A convocação respeita a antecedência de três dias corridos (art. 452-A §1º)? */
export const isAntecedenciaValida = (
  enviadaEm: DataHoraIso,
  inicio: DataHoraIso,
  antecedencia: RegraAntecedencia = 'dias-corridos',
): boolean =>
  antecedencia === '72h'
    ? minutosEntre(enviadaEm, inicio) >= MINUTOS_72H
    : diferencaDias(dataDaDataHora(enviadaEm), dataDaDataHora(inicio)) >=
      DIAS_ANTECEDENCIA_CONVOCACAO;

export type CalendarioConvocacao = { feriados: ReadonlySet<DataIso>; sabadoUtil: boolean };

/** Dia útil: segunda a sábado (ou a sexta, sem `sabadoUtil`), que não seja feriado. */
export const isDiaUtil = (
  data: DataIso,
  { feriados, sabadoUtil }: CalendarioConvocacao,
): boolean => {
  const dia = diaDaSemana(data);
  if (dia === 0 || (dia === 6 && !sabadoUtil)) return false;
  return !feriados.has(data);
};

// Um ano inteiro de feriados seguidos é entrada absurda: para em vez de girar para sempre.
const MAXIMO_DIAS_PROCURA = 366;

/** Primeiro dia útil depois de `data`. */
export const proximoDiaUtil = (data: DataIso, calendario: CalendarioConvocacao): DataIso => {
  for (let n = 1; n <= MAXIMO_DIAS_PROCURA; n++) {
    const candidata = addDias(data, n);
    if (isDiaUtil(candidata, calendario)) return candidata;
  }
  throw new RangeError(`feriados: nenhum dia útil em um ano depois de ${data}`);
};

/**
 * Prazo de resposta do intermitente: "um dia útil" após o recebimento (art. 452-A §2º), contado
 * como o primeiro dia útil após o dia em que recebeu, até 23:59 (legal-br.md §2.11).
 */
export const prazoRespostaConvocacao = (
  recebidaEm: DataHoraIso,
  calendario: CalendarioConvocacao,
): DataHoraIso => `${proximoDiaUtil(dataDaDataHora(recebidaEm), calendario)}T23:59`;
