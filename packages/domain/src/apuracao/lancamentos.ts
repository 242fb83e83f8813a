import type { Minutos } from '../tempo/index.ts';
import { formatarDuracao, formatarSaldo } from './explicacao.ts';
import { descreverExtras, distribuirExtras, extrasZeradas } from './extras.ts';
import type { Medida } from './noturno.ts';
import type { Parametros } from './parametros.ts';
import { calcularSaldo, extrasNoturnasEmSetimos, type Saldo } from './saldo.ts';
import { isDomingoFeriado } from './tipo-dia.ts';
import type { ExtraPorFaixa, Justificativa, TipoDia } from './tipos.ts';

/** O dia medido: tudo o que o saldo e seus lançamentos precisam (sétimos onde indicado). */
export type DiaMedido = {
  p: Parametros;
  tipoDia: TipoDia;
  descanso: boolean;
  compensado: boolean;
  /** Jornada do dia como veio na entrada, em minutos. */
  jornada: readonly Minutos[];
  /** Jornada prevista efetiva ([] em dia de descanso). */
  prevista: readonly Minutos[];
  pontos: readonly Minutos[];
  prorrogacao: Minutos;
  medida: Medida;
  previsto: number;
  computado: number;
  justificativa: Justificativa | null;
  /** Marcações trocadas pelos horários previstos (variações toleradas, CLT art. 58 §1º). */
  tolerada: boolean;
  explicacao: string[];
};

/** Lançamentos do dia, em sétimos de minuto (exceto `extras`, já em minutos). */
export type Lancamentos = {
  saldo: number;
  extras: ExtraPorFaixa[];
  /** Total de extras pagas no dia (soma das faixas), em sétimos. */
  extrasTotal: number;
  extrasNoturnas: number;
  debito: number;
  falta: number;
  credito: number;
  debitoBanco: number;
};

const vazio = (m: DiaMedido, saldo: number, falta: number): Lancamentos => ({
  saldo,
  extras: extrasZeradas(m.p),
  extrasTotal: 0,
  extrasNoturnas: 0,
  debito: 0,
  falta,
  credito: 0,
  debitoBanco: 0,
});

/** 'ausência justificada — CLT art. 473, I (falecimento)' ou 'ausência abonada (atestado)'. */
const nomeJustificativa = (j: Justificativa, abonada: boolean): string =>
  j.fundamento
    ? `ausência justificada — ${j.fundamento} (${j.tipo})`
    : `ausência ${abonada ? 'abonada' : 'justificada'} (${j.tipo})`;

/** Parte do dia coberta pela justificativa, em sétimos (Infinity = o dia inteiro). */
const coberturaEmSetimos = (j: Justificativa): number =>
  j.minutos === undefined || j.minutos === null ? Number.POSITIVE_INFINITY : j.minutos * 7;

/**
 * Dia de trabalho sem marcação: falta do dia previsto (Lei 605/49 art. 6º), salvo abono (CLT art.
 * 473, atestado: dia pago). Justificada sem abono: desconta, mas não perde o DSR (art. 6º §1º).
 * Abono parcial (`minutos`): só a parte coberta é paga; o resto é falta.
 */
const lancarAusencia = (m: DiaMedido): Lancamentos => {
  const previsto = formatarDuracao(m.previsto / 7);
  const j = m.justificativa;
  if (j?.abona) {
    const abonado = Math.min(m.previsto, coberturaEmSetimos(j));
    if (abonado === m.previsto) {
      m.explicacao.push(
        j.fundamento
          ? `${nomeJustificativa(j, true)}: dia pago, sem falta nem perda do DSR (Lei 605/49 art. 6º §1º)`
          : `${nomeJustificativa(j, true)}: dia pago, sem falta nem perda do DSR (CLT art. 473; Lei 605/49 art. 6º §1º)`,
      );
      return vazio(m, 0, 0);
    }
    const falta = m.previsto - abonado;
    m.explicacao.push(
      `${nomeJustificativa(j, true)}: ${formatarDuracao(abonado / 7)} pagas; falta de ${formatarDuracao(falta / 7)} descontada (o restante do dia não está justificado)`,
    );
    return vazio(m, -falta, falta);
  }
  m.explicacao.push(
    j
      ? `${nomeJustificativa(j, false)} sem abono: falta de ${previsto} descontada, sem perda do DSR (Lei 605/49 art. 6º §1º)`
      : `dia de trabalho sem marcações nem justificativa: falta de ${previsto} descontada`,
  );
  return vazio(m, -m.previsto, m.previsto);
};

const prefixoSaldo = (m: DiaMedido, saldo: number): string => {
  const conta = `trabalhado ${formatarDuracao(m.computado / 7)} − previsto ${formatarDuracao(m.previsto / 7)}`;
  const ajuste = m.tolerada ? ', após a tolerância' : '';
  return `saldo ${formatarSaldo(saldo / 7)} (${conta}${ajuste})`;
};

const explicarSaldo = (m: DiaMedido, s: Saldo, extras: string, debito: string): void => {
  if (m.p.configuracao.tolerancia.compensarNoDia || m.prevista.length === 0) {
    if (s.saldo !== 0)
      m.explicacao.push(`${prefixoSaldo(m, s.saldo)}: ${s.saldo > 0 ? extras : debito}`);
    return;
  }
  const sem = 'sem compensação no dia (configuração tolerancia.compensarNoDia)';
  if (s.positivo > 0) {
    m.explicacao.push(
      `${formatarDuracao(s.positivo / 7)} fora da jornada prevista, ${sem}: ${extras}`,
    );
  }
  if (s.negativo > 0) {
    m.explicacao.push(
      `${formatarDuracao(s.negativo / 7)} da jornada prevista não cumpridas, ${sem}: ${debito}`,
    );
  }
};

/** Banco de horas ativo: crédito e débito vão ao banco, sem extras nem desconto (CLT art. 59 §2º). */
const lancarBanco = (m: DiaMedido, s: Saldo): Lancamentos => {
  explicarSaldo(
    m,
    s,
    'creditado no banco de horas em vez de pago como extra (CLT art. 59 §2º)',
    'debitado do banco de horas em vez de descontado (CLT art. 59 §2º)',
  );
  const lancamentos = vazio(m, s.saldo, 0);
  lancamentos.credito = s.positivo;
  lancamentos.debitoBanco = s.negativo;
  return lancamentos;
};

/**
 * Abono parcial (atestado de horas): a parte não trabalhada não é descontada, até os `minutos`
 * da justificativa (sem limite quando ela cobre o dia inteiro).
 */
const abonar = (m: DiaMedido, s: Saldo): Saldo => {
  const j = m.justificativa;
  if (j?.abona !== true || s.negativo === 0) return s;
  const abonado = Math.min(s.negativo, coberturaEmSetimos(j));
  const fundamento = j.fundamento ?? 'CLT art. 473';
  m.explicacao.push(
    `${formatarDuracao(abonado / 7)} não trabalhadas abonadas (${j.tipo}): sem desconto (${fundamento})`,
  );
  const negativo = s.negativo - abonado;
  return { saldo: s.positivo - negativo, positivo: s.positivo, negativo };
};

/** Saldo, extras por faixa, extras noturnas, débito, falta e banco de horas do dia. */
export const lancar = (m: DiaMedido, ajustadas: readonly Minutos[]): Lancamentos => {
  if (!m.descanso && m.previsto > 0 && m.pontos.length === 0) return lancarAusencia(m);
  const s = abonar(m, calcularSaldo(ajustadas, m.prevista, m.previsto, m.p, m.prorrogacao));
  if (m.p.banco) return lancarBanco(m, s);
  const domingoFeriado = isDomingoFeriado(m.tipoDia, m.p.configuracao.regime12x36) && !m.compensado;
  const extras = distribuirExtras(s.positivo, m.p, domingoFeriado);
  const noturnas =
    m.medida.noturno > 0
      ? extrasNoturnasEmSetimos(ajustadas, m.prevista, s.positivo, m.p, m.prorrogacao)
      : 0;
  const atraso = 'descontadas como atraso ou saída antecipada (CLT art. 58 §1º)';
  explicarSaldo(
    m,
    s,
    descreverExtras(extras, domingoFeriado),
    `${formatarDuracao(s.negativo / 7)} ${atraso}`,
  );
  return {
    saldo: s.saldo,
    extras,
    extrasTotal: s.positivo,
    extrasNoturnas: noturnas,
    debito: s.negativo,
    falta: 0,
    credito: 0,
    debitoBanco: 0,
  };
};
