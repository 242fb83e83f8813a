// Expansão de uma escala (padrão) no dia escalado de uma data qualquer.
import { diferencaDias, inicioDaSemana, intervaloDatas } from '../tempo/data.ts';
import { diaSemana, mod, NOMES_DIAS } from './datas.ts';
import type {
  DataIso,
  DiaEscala,
  DiaPadrao,
  DiaSemana,
  Escala,
  EscalaSemanalRotativa,
  Minutos,
  Turno,
} from './tipos.ts';
import { CONTRATO_SEMANAL_PADRAO } from './tipos.ts';
import { turnoParaJornada } from './turno.ts';

/** Ordem de busca do turno "normal" numa semana fixa: de segunda a domingo. */
const SEGUNDA_A_DOMINGO: readonly DiaSemana[] = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'];

/** Dias até o padrão se repetir: 7, 7 × semanas do rodízio, ou N do ciclo. */
export const comprimentoCiclo = (escala: Escala): number => {
  if (escala.tipo === 'semanal') return 7;
  if (escala.tipo === 'semanal-rotativa') return 7 * escala.folgas.length;
  return escala.dias.length;
};

export const contratoSemanal = (escala: Escala): Minutos =>
  escala.minutosSemanaisContrato ?? CONTRATO_SEMANAL_PADRAO;

/** Semana do rodízio (0-based) em que cai a data; funciona antes da âncora (módulo positivo). */
export const semanaDoRodizio = (escala: EscalaSemanalRotativa, data: DataIso): number =>
  mod(diferencaDias(inicioDaSemana(escala.inicio), inicioDaSemana(data)) / 7, escala.folgas.length);

/** Posição (0-based) da data no ciclo de uma escala cíclica. */
export const posicaoNoCiclo = (inicio: DataIso, comprimento: number, data: DataIso): number =>
  mod(diferencaDias(inicio, data), comprimento);

const diaRotativo = (escala: EscalaSemanalRotativa, data: DataIso): DiaPadrao => {
  const dia = diaSemana(data);
  const posicao = escala.folgas[semanaDoRodizio(escala, data)]!.indexOf(dia);
  if (posicao === 0) return { tipo: 'dsr' };
  if (posicao > 0) return { tipo: 'folga' };
  return { tipo: 'trabalho', turno: escala.turnosPorDia?.[dia] ?? escala.turno };
};

/** O dia do padrão que vale na data. */
export const diaDoPadrao = (escala: Escala, data: DataIso): DiaPadrao => {
  if (escala.tipo === 'semanal') return escala.dias[diaSemana(data)];
  if (escala.tipo === 'semanal-rotativa') return diaRotativo(escala, data);
  return escala.dias[posicaoNoCiclo(escala.inicio, escala.dias.length, data)]!;
};

/**
 * Dia escalado de uma data: tipoDia e jornada em minutos desde 00:00 da data (um turno que
 * atravessa a meia-noite continua com valores acima de 1440 e pertence ao dia da entrada).
 */
export const expandirEscala = (escala: Escala, data: DataIso): DiaEscala => {
  const dia = diaDoPadrao(escala, data);
  return {
    data,
    tipoDia: dia.tipo,
    jornada: dia.tipo === 'trabalho' ? turnoParaJornada(dia.turno) : [],
  };
};

/** Dias escalados de `inicio` a `fim`, inclusive (vazio se `fim` < `inicio`). */
export const expandirPeriodo = (escala: Escala, inicio: DataIso, fim: DataIso): DiaEscala[] =>
  intervaloDatas(inicio, fim).map((data) => expandirEscala(escala, data));

/**
 * Turno "normal" da escala numa data, usado quando um dia de folga vira trabalho
 * (MudarParaTrabalho, MoverFolgaSemanal): o turno do próprio dia da semana se houver; senão o
 * do primeiro dia de trabalho de segunda a domingo (semanal) ou do ciclo (cíclica).
 */
export const turnoNormal = (escala: Escala, data: DataIso): Turno | null => {
  if (escala.tipo === 'semanal-rotativa') {
    return escala.turnosPorDia?.[diaSemana(data)] ?? escala.turno;
  }
  const candidatos =
    escala.tipo === 'semanal'
      ? [escala.dias[diaSemana(data)], ...SEGUNDA_A_DOMINGO.map((d) => escala.dias[d])]
      : escala.dias;
  const trabalho = candidatos.find((dia) => dia.tipo === 'trabalho');
  return trabalho?.tipo === 'trabalho' ? trabalho.turno : null;
};

/** Nome da posição de uma data no padrão, para as mensagens ao usuário. */
export const rotuloDoDia = (escala: Escala, data: DataIso): string => {
  const nome = NOMES_DIAS[diaSemana(data)];
  if (escala.tipo === 'semanal') return nome;
  if (escala.tipo === 'semanal-rotativa') {
    return `${nome} da semana ${semanaDoRodizio(escala, data) + 1}`;
  }
  return `dia ${posicaoNoCiclo(escala.inicio, escala.dias.length, data) + 1} do ciclo`;
};

/** Troca a âncora de uma escala com ciclo (âncora própria da alocação). */
export const comAncora = (escala: Escala, inicio: DataIso | null | undefined): Escala =>
  inicio && escala.tipo !== 'semanal' ? { ...escala, inicio } : escala;
