import { diaDaSemanaDoNumero, fromDiaNumero } from '../tempo/index.ts';
import { isDomingoFeriado } from './tipo-dia.ts';
import type {
  Configuracao,
  DiaEntrada,
  Justificativa,
  ResultadoDia,
  SemanaDsr,
  TipoDia,
} from './tipos.ts';

/** Houve trabalho no dia: marcações ou acionamento de sobreaviso (Súmula 428, II, TST). */
const trabalhouNoDia = (d: DiaEntrada): boolean =>
  d.marcacoes.length > 0 || (d.acionamentos?.length ?? 0) > 0;

/** Semana de segunda a domingo: índice da semana de um número de dia (1970-01-05 é segunda). */
const semanaDe = (diaNumero: number): number => Math.floor((diaNumero + 3) / 7);

/**
 * Descanso (DSR/feriado) trabalhado é "compensado" quando a mesma semana (segunda a domingo) tem
 * uma folga `compensado` não trabalhada; cada folga compensa um descanso, na ordem (Súmula 146
 * TST; OJ 410 SDI-1: a folga deve vir dentro da semana, não após o 7º dia). Devolve null quando
 * nenhum dia é compensado (caso comum, sem alocação).
 */
export const marcarDescansosCompensados = (
  dias: readonly DiaEntrada[],
  numeros: readonly number[],
  tipos: readonly TipoDia[],
  regime12x36: boolean,
): boolean[] | null => {
  if (!tipos.includes('compensado')) return null;
  const compensados = new Array<boolean>(dias.length).fill(false);
  let inicio = 0;
  while (inicio < dias.length) {
    let fim = inicio;
    while (fim < dias.length && semanaDe(numeros[fim]!) === semanaDe(numeros[inicio]!)) fim++;
    let folgas = 0;
    for (let i = inicio; i < fim; i++) {
      if (tipos[i] === 'compensado' && !trabalhouNoDia(dias[i]!)) folgas++;
    }
    for (let i = inicio; i < fim && folgas > 0; i++) {
      if (!isDomingoFeriado(tipos[i]!, regime12x36) || !trabalhouNoDia(dias[i]!)) continue;
      compensados[i] = true;
      folgas--;
    }
    inicio = fim;
  }
  return compensados;
};

/** O DSR da semana: dia `dsr`, ou feriado que cai no domingo. */
const isDsr = (tipo: TipoDia, diaNumero: number): boolean =>
  tipo === 'dsr' || (tipo === 'feriado' && diaDaSemanaDoNumero(diaNumero) === 0);

/**
 * Motivo de perda do DSR no dia (Lei 605/49 art. 6º): falta injustificada; com
 * `dsr.atrasoPerdeDsr`, também atraso ou saída antecipada injustificados. Ausência justificada
 * (art. 6º §1º) ou abonada não tira o DSR.
 */
const motivoDePerda = (
  dia: DiaEntrada,
  resultado: ResultadoDia,
  configuracao: Configuracao,
): string | null => {
  const j = dia.justificativa ?? null;
  if (faltaNaoJustificada(j, resultado) > 0) return 'falta injustificada';
  return configuracao.dsr.atrasoPerdeDsr && atrasoNaoJustificado(j, resultado) > 0
    ? 'atraso ou saída antecipada injustificados (configuração dsr.atrasoPerdeDsr)'
    : null;
};

/**
 * Falta e atraso do dia que a justificativa não cobre (duas funções, sem objeto por dia). Sem
 * `minutos`, ela cobre o dia inteiro. Parcial com abono: a falta e o débito do resultado já são só
 * o que sobrou. Parcial sem abono: os minutos justificados cobrem primeiro a falta e depois o
 * atraso.
 */
const faltaNaoJustificada = (j: DiaEntrada['justificativa'], r: ResultadoDia): number => {
  if (!j) return r.falta;
  if (j.minutos === undefined || j.minutos === null) return 0;
  if (j.abona) return r.falta;
  return r.falta - Math.min(r.falta, j.minutos);
};

const atrasoNaoJustificado = (j: DiaEntrada['justificativa'], r: ResultadoDia): number => {
  const atraso = r.debito + r.bancoHoras.debito;
  if (!j) return atraso;
  if (j.minutos === undefined || j.minutos === null) return 0;
  if (j.abona) return atraso;
  const cobreFalta = Math.min(r.falta, j.minutos);
  return Math.max(0, atraso - (j.minutos - cobreFalta));
};

/**
 * Minutos de falta do dia que a justificativa não cobre: a falta injustificada, a mesma que tira o
 * DSR (Lei 605/49 art. 6º). Só dia de trabalho sem marcação tem falta (atraso e saída antecipada
 * são `debito`); justificativa do dia inteiro, abonada ou não, zera; a parcial deixa o resto.
 * `justificativa` é a que foi ao motor com o dia.
 */
export const faltaInjustificada = (
  justificativa: Justificativa | null | undefined,
  resultado: ResultadoDia,
): number => faltaNaoJustificada(justificativa ?? null, resultado);

type Semanas = {
  dias: readonly DiaEntrada[];
  numeros: readonly number[];
  resultados: readonly ResultadoDia[];
  configuracao: Configuracao;
};

/** Avalia a semana de um DSR: os dias de `inicio` em diante até 6 dias antes dele. */
const avaliarSemana = (s: Semanas, dsr: number, inicio: number, fim: number): SemanaDsr => {
  const data = fromDiaNumero(dsr);
  let perdido = false;
  for (let j = inicio; j < fim; j++) {
    if (s.numeros[j]! < dsr - 6) continue;
    const motivo = motivoDePerda(s.dias[j]!, s.resultados[j]!, s.configuracao);
    if (motivo === null) continue;
    perdido = true;
    s.resultados[j]!.explicacao.push(`${motivo}: perde o DSR de ${data} (Lei 605/49 art. 6º)`);
  }
  return { dsr: data, perdido };
};

/**
 * DSR por semana (Lei 605/49 arts. 1º e 6º): a semana de um DSR são os dias após o DSR anterior,
 * no máximo os 6 que o precedem. Dias finais sem DSR no período formam a semana do domingo
 * seguinte (o DSR ainda por vir).
 */
export const apurarSemanas = (s: Semanas, tipos: readonly TipoDia[]): SemanaDsr[] => {
  const semanas: SemanaDsr[] = [];
  const n = s.dias.length;
  let inicio = 0;
  for (let i = 0; i < n; i++) {
    if (!isDsr(tipos[i]!, s.numeros[i]!)) continue;
    semanas.push(avaliarSemana(s, s.numeros[i]!, inicio, i));
    inicio = i + 1;
  }
  if (inicio < n) {
    const ultimo = s.numeros[n - 1]!;
    const domingo = ultimo + 7 - diaDaSemanaDoNumero(ultimo);
    semanas.push(avaliarSemana(s, domingo, inicio, n));
  }
  return semanas;
};

/**
 * Sétimo dia seguido de trabalho sem o descanso semanal de 24 h (CLT art. 67; OJ 410 SDI-1: a
 * folga concedida depois do 7º dia consecutivo não vale e o dia é pago em dobro). Alerta no dia.
 */
export const alertarSetimoDia = (
  dias: readonly DiaEntrada[],
  numeros: readonly number[],
  resultados: readonly ResultadoDia[],
): void => {
  let seguidos = 0;
  for (let i = 0; i < dias.length; i++) {
    const trabalhou = trabalhouNoDia(dias[i]!);
    const emSequencia = i > 0 && numeros[i]! === numeros[i - 1]! + 1;
    seguidos = trabalhou ? (emSequencia ? seguidos + 1 : 1) : 0;
    if (seguidos < 7) continue;
    resultados[i]!.alertas.push('SETIMO_DIA_CONSECUTIVO');
    resultados[i]!.explicacao.push(
      `${seguidos}º dia seguido de trabalho sem descanso semanal (CLT art. 67; OJ 410 SDI-1)`,
    );
  }
};
