import { formatarDuracao, formatarSetimos } from './explicacao.ts';
import type { Interjornada } from './interjornada.ts';
import type { Intervalo } from './intervalo.ts';
import { INTERVALO_MAXIMO } from './intervalo.ts';
import type { DiaMedido, Lancamentos } from './lancamentos.ts';
import type { CodigoAlerta, CodigoInconsistencia } from './tipos.ts';

/** Jornada normal de 8 h (CLT art. 58), base do limite no dia sem jornada prevista. */
const JORNADA_NORMAL = 480;

/**
 * Horas além da jornada no dia, em sétimos: pagas como extra ou creditadas no banco. O limite do
 * art. 59 caput vale para as duas (o §2º só dispensa o adicional, não a prorrogação máxima).
 */
const alemDaJornada = (l: Lancamentos): number => l.extrasTotal + l.credito;

/**
 * Art. 59 caput (`limites.extrasDiarias`, 120 no padrão): no dia com jornada prevista, horas
 * além dela (pagas ou ao banco) acima do limite; no dia sem jornada (descanso trabalhado),
 * trabalho acima de 8 h (art. 58) + o limite. Limites em minutos; as medidas, em sétimos.
 */
const excedeArt59 = (m: DiaMedido, l: Lancamentos, extrasDiarias: number): boolean =>
  m.previsto > 0
    ? alemDaJornada(l) > extrasDiarias * 7
    : alemDaJornada(l) > 0 && m.computado > (JORNADA_NORMAL + extrasDiarias) * 7;

const explicarArt59 = (m: DiaMedido, l: Lancamentos, extrasDiarias: number): string => {
  if (m.previsto === 0)
    return `${formatarSetimos(m.computado)} trabalhadas em dia sem jornada, acima de ${formatarDuracao(JORNADA_NORMAL + extrasDiarias)} (CLT arts. 58 e 59): ${l.credito > 0 ? 'creditadas no banco' : 'pagas'}, mas em infração`;
  if (l.credito > 0)
    return `${formatarSetimos(alemDaJornada(l))} além da jornada, creditadas no banco de horas, acima do limite de ${formatarDuracao(extrasDiarias)} por dia (CLT art. 59 caput): o banco não afasta o limite, infração`;
  return `${formatarSetimos(l.extrasTotal)} de extras, acima do limite de ${formatarDuracao(extrasDiarias)} por dia (CLT art. 59 caput): pagas, mas em infração`;
};

/**
 * Alertas do dia: horas além da jornada acima do limite do art. 59 caput (infração, sejam pagas
 * ou creditadas no banco), banco de horas acima de 10 h no dia (art. 59 §2º, além do caput),
 * intervalo suprimido ou acima de 2 h (art. 71) e interjornada suprimida (art. 66).
 */
export const alertasDoDia = (
  m: DiaMedido,
  l: Lancamentos,
  intervalo: Intervalo,
  interjornada: Interjornada,
): CodigoAlerta[] => {
  const alertas: CodigoAlerta[] = [];
  const { extrasDiarias, diarioBanco } = m.p.configuracao.limites;
  if (excedeArt59(m, l, extrasDiarias)) {
    alertas.push('LIMITE_ART59_EXCEDIDO');
    m.explicacao.push(explicarArt59(m, l, extrasDiarias));
  }
  if (m.p.banco && m.computado > diarioBanco * 7) {
    alertas.push('LIMITE_DIARIO_BANCO_EXCEDIDO');
    m.explicacao.push(
      `${formatarSetimos(m.computado)} trabalhadas, acima de ${formatarDuracao(diarioBanco)} no dia com banco de horas (CLT art. 59 §2º)`,
    );
  }
  if (intervalo.indenizado > 0) alertas.push('INTERVALO_SUPRIMIDO');
  if (intervalo.exigido > 0 && intervalo.concedido > INTERVALO_MAXIMO) {
    alertas.push('INTERVALO_ACIMA_MAXIMO');
  }
  if (interjornada.suprimido > 0) alertas.push('INTERJORNADA_SUPRIMIDA');
  return alertas;
};

/** Inconsistências: número ímpar de marcações; dia de trabalho sem marcação nem justificativa. */
export const inconsistenciasDoDia = (m: DiaMedido): CodigoInconsistencia[] => {
  const lista: CodigoInconsistencia[] = [];
  if (m.pontos.length % 2 === 1) {
    lista.push('MARCACAO_IMPAR');
    m.explicacao.push(
      `${m.pontos.length} marcações (ímpar): a última, sem par, fica fora do cálculo até o tratamento do ponto`,
    );
  }
  if (!m.descanso && m.previsto > 0 && m.pontos.length === 0 && m.justificativa === null) {
    lista.push('SEM_MARCACAO');
  }
  return lista;
};
