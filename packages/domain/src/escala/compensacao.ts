// Compensação na semana (FolgaCompensarDuranteSemana): como os minutos da folga se repartem.
import type { Acao, DataIso, DiaEscala, Minutos } from './tipos.ts';
import { minutosDaJornada } from './turno.ts';
import { acaoEmVigor } from './vigencia.ts';

/** Limite de horas extras por dia que a compensação pode ocupar (CLT art. 59, caput e §2º). */
export const ACRESCIMO_MAXIMO_DIARIO: Minutos = 120;

/**
 * Reparte `total` minutos em `quantidade` partes inteiras iguais; o resto vai, um minuto por
 * dia, para os primeiros dias (ordem cronológica). repartir(480, 5) = [96, 96, 96, 96, 96].
 */
export const repartir = (total: Minutos, quantidade: number): Minutos[] => {
  if (quantidade <= 0) return [];
  const parte = Math.floor(total / quantidade);
  const resto = total - parte * quantidade;
  return Array.from({ length: quantidade }, (_, i) => parte + (i < resto ? 1 : 0));
};

export type PlanoCompensacao = {
  /** Dias que viram folga compensada, com os minutos de jornada que deixam de ser cumpridos. */
  cedidos: Map<DataIso, Minutos>;
  /** Dias que recebem a compensação, com os minutos acrescidos ao fim da jornada. */
  acrescimos: Map<DataIso, Minutos>;
};

/**
 * Plano da semana (segunda a domingo, já com as demais ações aplicadas): os minutos de jornada
 * dos dias compensados são repartidos igualmente entre os outros dias de trabalho da mesma
 * semana (compensação semanal, CLT art. 59 §6º e Súmula 85 do TST), estendendo a saída de cada
 * um. Dias com compensação de banco de horas não recebem acréscimo.
 */
export const planoCompensacaoSemana = (
  semana: readonly DiaEscala[],
  acoes: readonly Acao[],
): PlanoCompensacao => {
  const trabalho = semana.filter((dia) => dia.tipoDia === 'trabalho');
  const compensa = (data: DataIso) => acaoEmVigor(acoes, data, ['FolgaCompensarDuranteSemana']);
  const banco = (data: DataIso) => acaoEmVigor(acoes, data, ['FolgaCompensarBancoHoras']);
  const cedidos = new Map(
    trabalho.filter((d) => compensa(d.data)).map((d) => [d.data, minutosDaJornada(d.jornada)]),
  );
  const recebem = trabalho.filter((d) => !cedidos.has(d.data) && !banco(d.data));
  const total = [...cedidos.values()].reduce((soma, m) => soma + m, 0);
  const partes = repartir(total, recebem.length);
  return { cedidos, acrescimos: new Map(recebem.map((d, i) => [d.data, partes[i]!])) };
};
