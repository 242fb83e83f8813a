import { addDias, type DataIso } from '../tempo/data.ts';
import { fimDoMes, somarMeses } from './datas.ts';
import type { EncerramentoCiclo, RegimeBancoHoras } from './tipos.ts';

/** Ciclo do calendário: `encerradoPor` null = ainda aberto em `ate` (`fim` é o fim previsto). */
export type PeriodoCiclo = {
  inicio: DataIso;
  fim: DataIso;
  encerradoPor: EncerramentoCiclo | null;
};

export type ParametrosCalendario = {
  regime: RegimeBancoHoras;
  inicioCiclo: DataIso;
  ate: DataIso;
  fechamentoAntecipado: DataIso | null;
  rescisao: DataIso | null;
};

/** Duração do ciclo: 6 meses no acordo individual (§5º), 1 ano no coletivo (§2º). */
const MESES_DO_CICLO = { 'individual-6m': 6, 'coletivo-12m': 12 } as const;

/**
 * Os ciclos longos contam-se da âncora (início do contrato ou dia seguinte a um fechamento
 * antecipado) para que o dia 31 não escorregue: o k-ésimo começa em âncora + k × duração.
 */
type Cursor = { ancora: DataIso; indice: number; inicio: DataIso };

const fimPrevisto = (regime: RegimeBancoHoras, cursor: Cursor): DataIso => {
  // §6º: compensação no mesmo mês civil.
  if (regime === 'mensal') return fimDoMes(cursor.inicio);
  const meses = MESES_DO_CICLO[regime] * (cursor.indice + 1);
  return addDias(somarMeses(cursor.ancora, meses), -1);
};

const dentro = (data: DataIso | null, inicio: DataIso, fim: DataIso): data is DataIso =>
  data !== null && data >= inicio && data <= fim;

/** O que encerra o ciclo primeiro: rescisão, fechamento antecipado ou o fim previsto. */
const encerramento = (
  inicio: DataIso,
  previsto: DataIso,
  p: ParametrosCalendario,
): { fim: DataIso; encerradoPor: EncerramentoCiclo } => {
  const { rescisao, fechamentoAntecipado: antecipado } = p;
  const hasAntecipado = dentro(antecipado, inicio, previsto) && antecipado < previsto;
  if (dentro(rescisao, inicio, previsto) && (!hasAntecipado || rescisao <= antecipado)) {
    return { fim: rescisao, encerradoPor: 'rescisao' };
  }
  if (hasAntecipado) return { fim: antecipado, encerradoPor: 'fechamento-antecipado' };
  return { fim: previsto, encerradoPor: 'fim-do-ciclo' };
};

const proximo = (regime: RegimeBancoHoras, cursor: Cursor, fim: DataIso, antecipado: boolean) => {
  const inicio = addDias(fim, 1);
  // Fechamento antecipado: novo ciclo de mesma duração a partir do dia seguinte; no mensal, o
  // resto do mês é um ciclo próprio (fimPrevisto = fim do mês) e depois meses civis.
  if (regime === 'mensal' || antecipado) return { ancora: inicio, indice: 0, inicio };
  return { ancora: cursor.ancora, indice: cursor.indice + 1, inicio };
};

/**
 * Ciclos do banco de horas de `inicioCiclo` até `ate` (inclusive), sem lacunas (CLT art. 59
 * §§2º, 5º, 6º). O ciclo cujo último dia é `ate` fecha; o que passa de `ate` fica aberto; nada
 * vem depois da rescisão (§3º); ciclos que começam depois de `ate` não aparecem.
 */
export const calendarioCiclos = (p: ParametrosCalendario): PeriodoCiclo[] => {
  const ciclos: PeriodoCiclo[] = [];
  let cursor: Cursor = { ancora: p.inicioCiclo, indice: 0, inicio: p.inicioCiclo };
  while (cursor.inicio <= p.ate) {
    const { fim, encerradoPor } = encerramento(cursor.inicio, fimPrevisto(p.regime, cursor), p);
    if (fim > p.ate) {
      ciclos.push({ inicio: cursor.inicio, fim, encerradoPor: null });
      break;
    }
    ciclos.push({ inicio: cursor.inicio, fim, encerradoPor });
    if (encerradoPor === 'rescisao') break;
    cursor = proximo(p.regime, cursor, fim, encerradoPor === 'fechamento-antecipado');
  }
  return ciclos;
};
