// Turno → jornada em minutos, e as transformações que as ações aplicam sobre a jornada.
import { mod } from './datas.ts';
import type { DiaEscala, JornadaHHMM, JornadaMinutos, Minutos, Turno } from './tipos.ts';

export const MINUTOS_DIA: Minutos = 1440;

const HHMM = /^(\d{2}):(\d{2})$/;

/** 'HH:MM' → minutos do dia; lança RangeError fora de 00:00..23:59. */
export const horaParaMinutos = (hora: string): Minutos => {
  const partes = HHMM.exec(hora);
  const [h, m] = [Number(partes?.[1]), Number(partes?.[2])];
  if (!partes || h > 23 || m > 59) throw new RangeError(`Horário inválido: '${hora}'.`);
  return h * 60 + m;
};

/** Minutos (inclusive além de 24 h) → 'HH:MM' do relógio. */
export const formatarHora = (minutos: Minutos): string => {
  const doDia = mod(minutos, MINUTOS_DIA);
  const h = Math.floor(doDia / 60);
  return `${String(h).padStart(2, '0')}:${String(doDia % 60).padStart(2, '0')}`;
};

/** Duração legível em mensagens: '30 min', '9 h', '9 h 30 min'. */
export const formatarDuracao = (minutos: Minutos): string => {
  const h = Math.floor(Math.abs(minutos) / 60);
  const m = Math.abs(minutos) % 60;
  const partes = [h > 0 ? `${h} h` : '', m > 0 || h === 0 ? `${m} min` : ''];
  return `${minutos < 0 ? '−' : ''}${partes.filter(Boolean).join(' ')}`;
};

const marcacoesDoTurno = (turno: Turno): Minutos[] => {
  const intervalo =
    turno.saidaIntervalo !== null && turno.voltaIntervalo !== null
      ? [turno.saidaIntervalo, turno.voltaIntervalo]
      : [];
  const segundo = turno.segundoIntervalo
    ? [turno.segundoIntervalo.saida, turno.segundoIntervalo.volta]
    : [];
  return [turno.entrada, ...intervalo, ...segundo, turno.saida];
};

/**
 * Horários sucessivos viram minutos crescentes: um horário menor que o anterior é do dia
 * seguinte (engine-contract.md), então soma 24 h. Horários iguais não avançam o dia.
 */
export const desenrolarHorarios = (horarios: readonly Minutos[]): Minutos[] => {
  const resultado: Minutos[] = [];
  for (const horario of horarios) {
    const anterior = resultado.at(-1);
    let valor =
      anterior === undefined ? horario : horario + Math.floor(anterior / MINUTOS_DIA) * MINUTOS_DIA;
    if (anterior !== undefined && valor < anterior) valor += MINUTOS_DIA;
    resultado.push(valor);
  }
  return resultado;
};

const emPares = (marcas: readonly Minutos[]): JornadaMinutos => {
  const pares: JornadaMinutos = [];
  for (let i = 0; i + 1 < marcas.length; i += 2) pares.push([marcas[i]!, marcas[i + 1]!]);
  return pares;
};

/** Jornada do turno em minutos desde 00:00 do dia da entrada (22:00–05:00 → [[1320, 1740]]). */
export const turnoParaJornada = (turno: Turno): JornadaMinutos =>
  emPares(desenrolarHorarios(marcacoesDoTurno(turno)));

export const minutosDaJornada = (jornada: JornadaMinutos): Minutos =>
  jornada.reduce((total, [inicio, fim]) => total + (fim - inicio), 0);

/** Intervalos (pausas) entre os trechos de trabalho, em minutos. */
export const pausasDaJornada = (jornada: JornadaMinutos): Minutos[] =>
  jornada.slice(1).map(([inicio], i) => inicio - jornada[i]![1]);

/** AlterarEntrada: desloca a jornada inteira para a nova entrada, mantendo as durações. */
export const deslocarParaEntrada = (jornada: JornadaMinutos, entrada: Minutos): JornadaMinutos => {
  const atual = jornada[0]?.[0];
  if (atual === undefined) return [];
  const delta = entrada - atual;
  return jornada.map(([inicio, fim]) => [inicio + delta, fim + delta]);
};

/** Retira minutos do fim da jornada (saída antecipada), do último trecho para o primeiro. */
export const reduzirNoFim = (jornada: JornadaMinutos, minutos: Minutos): JornadaMinutos => {
  let restante = minutos;
  const resultado: JornadaMinutos = [];
  for (const [inicio, fim] of [...jornada].reverse()) {
    const corte = Math.min(restante, fim - inicio);
    restante -= corte;
    if (fim - corte > inicio) resultado.unshift([inicio, fim - corte]);
  }
  return resultado;
};

/** Estende a saída do último trecho (compensação na semana). */
export const estenderNoFim = (jornada: JornadaMinutos, minutos: Minutos): JornadaMinutos =>
  jornada.map(([inicio, fim], i) => [inicio, i === jornada.length - 1 ? fim + minutos : fim]);

/** Forma do motor: pares 'HH:MM' (depois da meia-noite o horário recomeça, menor que o anterior). */
export const jornadaParaHHMM = (jornada: JornadaMinutos): JornadaHHMM =>
  jornada.map(([inicio, fim]) => [formatarHora(inicio), formatarHora(fim)]);

/** Inverso de jornadaParaHHMM: pares 'HH:MM' do motor → minutos crescentes. */
export const jornadaDeHHMM = (jornada: JornadaHHMM): JornadaMinutos =>
  emPares(desenrolarHorarios(jornada.flat().map(horaParaMinutos)));

/** Dia no formato de entrada do `jornada apurar` (tipoDia e jornada em 'HH:MM'). */
export const diaParaMotor = <T extends Pick<DiaEscala, 'data' | 'tipoDia' | 'jornada'>>(
  dia: T,
): { data: string; tipoDia: T['tipoDia']; jornada: JornadaHHMM } => ({
  data: dia.data,
  tipoDia: dia.tipoDia,
  jornada: jornadaParaHHMM(dia.jornada),
});

/** Monta um turno a partir de horários 'HH:MM' (intervalo opcional). */
export const createTurno = (
  entrada: string,
  saida: string,
  intervalo?: [saida: string, volta: string],
  segundoIntervalo?: [saida: string, volta: string],
): Turno => ({
  entrada: horaParaMinutos(entrada),
  saidaIntervalo: intervalo ? horaParaMinutos(intervalo[0]) : null,
  voltaIntervalo: intervalo ? horaParaMinutos(intervalo[1]) : null,
  ...(segundoIntervalo && {
    segundoIntervalo: {
      saida: horaParaMinutos(segundoIntervalo[0]),
      volta: horaParaMinutos(segundoIntervalo[1]),
    },
  }),
  saida: horaParaMinutos(saida),
});
