import type { Minutos } from '../tempo/index.ts';
import { formatarSaldoSetimos, formatarSetimos } from './explicacao.ts';
import { descreverExtras, distribuirExtras, extrasZeradas } from './extras.ts';
import { MemoriaFrases } from './frases-memo.ts';
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
  const previsto = formatarSetimos(m.previsto);
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
      `${nomeJustificativa(j, true)}: ${formatarSetimos(abonado)} pagas; falta de ${formatarSetimos(falta)} descontada (o restante do dia não está justificado)`,
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
  const conta = `trabalhado ${formatarSetimos(m.computado)} − previsto ${formatarSetimos(m.previsto)}`;
  const ajuste = m.tolerada ? ', após a tolerância' : '';
  return `saldo ${formatarSaldoSetimos(saldo)} (${conta}${ajuste})`;
};

/**
 * Textos do saldo: com `extras` null, os do banco (crédito e débito no banco); senão os das extras
 * e do atraso. Montados só quando a frase entra na explicação (dia exato ou tolerado: nenhum).
 */
const ATRASO = 'descontadas como atraso ou saída antecipada (CLT art. 58 §1º)';

const textoExtras = (extras: readonly ExtraPorFaixa[] | null, domingoFeriado: boolean): string =>
  extras === null
    ? 'creditado no banco de horas em vez de pago como extra (CLT art. 59 §2º)'
    : descreverExtras(extras, domingoFeriado);

const textoDebito = (extras: readonly ExtraPorFaixa[] | null, s: Saldo): string =>
  extras === null
    ? 'debitado do banco de horas em vez de descontado (CLT art. 59 §2º)'
    : `${formatarSetimos(s.negativo)} ${ATRASO}`;

/**
 * Com compensação no dia, a frase do saldo depende só do computado, do previsto, do saldo (o
 * positivo e o negativo saem dele), da tolerância, do domingo/feriado e dos parâmetros (faixas,
 * banco): memorizada por esses números.
 */
const frasesSaldo = new MemoriaFrases();

const fraseSaldo = (
  m: DiaMedido,
  s: Saldo,
  extras: readonly ExtraPorFaixa[] | null,
  domingoFeriado: boolean,
): string => {
  const d = 4 * m.p.id + (m.tolerada ? 2 : 0) + (domingoFeriado ? 1 : 0);
  const pronta = frasesSaldo.obter(m.computado, m.previsto, s.saldo, d);
  if (pronta !== undefined) return pronta;
  const texto = s.saldo > 0 ? textoExtras(extras, domingoFeriado) : textoDebito(extras, s);
  const frase = `${prefixoSaldo(m, s.saldo)}: ${texto}`;
  return frasesSaldo.guardar(m.computado, m.previsto, s.saldo, d, frase);
};

const explicarSaldo = (
  m: DiaMedido,
  s: Saldo,
  extras: readonly ExtraPorFaixa[] | null,
  domingoFeriado = false,
): void => {
  if (m.p.configuracao.tolerancia.compensarNoDia || m.prevista.length === 0) {
    if (s.saldo !== 0) m.explicacao.push(fraseSaldo(m, s, extras, domingoFeriado));
    return;
  }
  const sem = 'sem compensação no dia (configuração tolerancia.compensarNoDia)';
  if (s.positivo > 0) {
    m.explicacao.push(
      `${formatarSetimos(s.positivo)} fora da jornada prevista, ${sem}: ${textoExtras(extras, domingoFeriado)}`,
    );
  }
  if (s.negativo > 0) {
    m.explicacao.push(
      `${formatarSetimos(s.negativo)} da jornada prevista não cumpridas, ${sem}: ${textoDebito(extras, s)}`,
    );
  }
};

/** Banco de horas ativo: crédito e débito vão ao banco, sem extras nem desconto (CLT art. 59 §2º). */
const lancarBanco = (m: DiaMedido, s: Saldo): Lancamentos => {
  explicarSaldo(m, s, null);
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
    `${formatarSetimos(abonado)} não trabalhadas abonadas (${j.tipo}): sem desconto (${fundamento})`,
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
  explicarSaldo(m, s, extras, domingoFeriado);
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
