import type { Constatacao } from './tipos.ts';

/** Descanso mínimo entre duas jornadas (CLT art. 66): 11 horas consecutivas. */
export const INTERJORNADA_MINIMA_MINUTOS = 11 * 60;
/** Limite diário de horas extras (CLT art. 59, caput): 2 horas. */
export const LIMITE_HORA_EXTRA_MINUTOS = 120;
/** Dias seguidos de trabalho sem o repouso semanal (CLT art. 67; Lei 605/49; OJ 410 SDI-1). */
export const DIAS_MAXIMOS_SEM_REPOUSO = 6;

const hhmm = (minutos: number): string => {
  const m = Math.max(0, Math.round(minutos));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}h${String(m % 60).padStart(2, '0')}`;
};

/**
 * Interjornada (art. 66): avaliada na marcação de entrada, com a última saída anterior. Exatas
 * 11 h estão dentro da lei; 10 h 59 não.
 */
export const avaliarInterjornada = (descansoMinutos: number): Constatacao | null =>
  descansoMinutos >= INTERJORNADA_MINIMA_MINUTOS
    ? null
    : {
        tipo: 'interjornada',
        regra: 'Descanso mínimo de 11 horas entre jornadas',
        lei: 'CLT art. 66',
        descricao: `entrada com ${hhmm(descansoMinutos)} de descanso desde a última saída (mínimo 11h00)`,
        medido: descansoMinutos,
      };

/**
 * Atraso na entrada (art. 58 §1): só além da tolerância; chegar exatamente no limite não é
 * atraso.
 */
export const avaliarAtraso = (
  entradaPrevista: number,
  entrada: number,
  toleranciaMinutos: number,
): Constatacao | null => {
  const atraso = entrada - entradaPrevista;
  return atraso <= toleranciaMinutos
    ? null
    : {
        tipo: 'atraso',
        regra: `Atraso na entrada além da tolerância de ${toleranciaMinutos} min`,
        lei: 'CLT art. 58 §1º',
        descricao: `entrada com ${atraso} min de atraso`,
        medido: atraso,
      };
};

/**
 * Hora extra do dia (art. 59: até 2 h): excedida acima do limite; próxima quando faltam até
 * `antecedencia` minutos. Com as duas, vale a excedida.
 */
export const avaliarHoraExtra = (
  trabalhadoMinutos: number,
  previstoMinutos: number,
  antecedenciaMinutos: number,
): Constatacao | null => {
  const extra = trabalhadoMinutos - previstoMinutos;
  if (extra > LIMITE_HORA_EXTRA_MINUTOS)
    return {
      tipo: 'horaExtraExcedida',
      regra: 'Limite diário de 2 horas extras',
      lei: 'CLT art. 59',
      descricao: `${hhmm(extra)} de horas extras no dia (limite 02h00)`,
      medido: extra,
    };
  if (antecedenciaMinutos > 0 && extra >= LIMITE_HORA_EXTRA_MINUTOS - antecedenciaMinutos)
    return {
      tipo: 'horaExtraProxima',
      regra: 'Limite diário de 2 horas extras',
      lei: 'CLT art. 59',
      descricao: `${hhmm(extra)} de horas extras: faltam ${LIMITE_HORA_EXTRA_MINUTOS - extra} min para o limite`,
      medido: extra,
    };
  return null;
};

/**
 * Repouso semanal (art. 67, Lei 605/49, OJ 410 SDI-1 TST): o repouso concedido depois do
 * sétimo dia seguido de trabalho viola a lei; seis dias seguidos ainda não.
 */
export const avaliarDescansoSemanal = (diasSeguidos: number): Constatacao | null =>
  diasSeguidos <= DIAS_MAXIMOS_SEM_REPOUSO
    ? null
    : {
        tipo: 'descansoSemanal',
        regra: 'Repouso semanal remunerado a cada seis dias de trabalho',
        lei: 'CLT art. 67; Lei 605/49; OJ 410 SDI-1 TST',
        descricao: `${diasSeguidos}º dia seguido de trabalho sem repouso semanal`,
        medido: diasSeguidos,
      };

/** Intervalo mínimo para a jornada (art. 71): mais de 6 h → 1 h; mais de 4 h até 6 h → 15 min. */
export const intervaloMinimo = (jornadaMinutos: number): number =>
  jornadaMinutos > 6 * 60 ? 60 : jornadaMinutos > 4 * 60 ? 15 : 0;

export const avaliarIntervalo = (
  intervaloMinutos: number,
  jornadaMinutos: number,
): Constatacao | null => {
  const minimo = intervaloMinimo(jornadaMinutos);
  return intervaloMinutos >= minimo
    ? null
    : {
        tipo: 'intervaloCurto',
        regra: `Intervalo mínimo de ${minimo} min para a jornada`,
        lei: 'CLT art. 71',
        descricao: `intervalo de ${intervaloMinutos} min (mínimo ${minimo} min)`,
        medido: intervaloMinutos,
      };
};

/** Marcação fora da cerca virtual (local de trabalho combinado; Portaria 671 art. 78). */
export const avaliarCerca = (foraDaCerca: boolean | undefined): Constatacao | null =>
  foraDaCerca
    ? {
        tipo: 'foraDaCerca',
        regra: 'Marcação dentro da cerca virtual do local de trabalho',
        lei: 'Portaria MTP 671/2021 art. 78; CLT art. 74',
        descricao: 'marcação registrada fora da cerca virtual',
        medido: 1,
      }
    : null;

/**
 * Marcação ausente: passaram `limite` minutos da entrada prevista e não há marcação (art. 74
 * §2: o registro da jornada é obrigatório).
 */
export const avaliarAusencia = (
  entradaPrevista: number,
  agora: number,
  limiteMinutos: number,
  marcou: boolean,
): Constatacao | null => {
  const passado = agora - entradaPrevista;
  return marcou || passado < limiteMinutos
    ? null
    : {
        tipo: 'marcacaoAusente',
        regra: `Entrada não registrada ${limiteMinutos} min depois do horário previsto`,
        lei: 'CLT art. 74 §2º',
        descricao: `sem marcação ${passado} min depois da entrada prevista`,
        medido: passado,
      };
};

/** Pedido pendente há `limite` dias ou mais (tratamento ou lançamento à espera do gestor). */
export const avaliarPendencia = (
  diasPendente: number,
  limiteDias: number,
  descricaoPedido: string,
): Constatacao | null =>
  diasPendente < limiteDias
    ? null
    : {
        tipo: 'pendenciaExpirando',
        regra: `Pedido pendente há ${limiteDias} dias ou mais`,
        lei: 'CLT art. 74 §2º; Portaria MTP 671/2021 art. 84',
        descricao: `${descricaoPedido} pendente há ${diasPendente} dias`,
        medido: diasPendente,
      };
