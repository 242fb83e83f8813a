import {
  type DataIso,
  MINUTOS_DIA,
  type Minutos,
  toDiaNumero,
  toMinutos,
  toMinutosIntervalos,
  toMinutosSequencia,
} from '../tempo/index.ts';
import { acionamentosEmMinutos, fraseAcionamentos, juntarAcionamentos } from './acionamentos.ts';
import { alertasDoDia, inconsistenciasDoDia } from './alertas.ts';
import { dividirHorasExtras } from './autorizacao-he.ts';
import {
  apurarInterjornada,
  avancarInterjornada,
  type EstadoInterjornada,
  fraseInterjornada,
  type Interjornada,
} from './interjornada.ts';
import { apurarIntervalo, frasesIntervalo } from './intervalo.ts';
import { ultimaSaida } from './intervalos.ts';
import { type DiaMedido, type Lancamentos, lancar } from './lancamentos.ts';
import { computadoDe, computadoEmSetimos, inicioProrrogacao, medir } from './noturno.ts';
import { frasesNoturno } from './noturno-explicacao.ts';
import { type Parametros, parametrosDe } from './parametros.ts';
import { fraseTipoDia, isDiaDeDescanso, tipoDiaDerivado } from './tipo-dia.ts';
import type { Configuracao, DiaEntrada, ResultadoDia, TipoDia } from './tipos.ts';
import { aplicarTolerancia } from './tolerancia.ts';

const SEM_JORNADA: readonly Minutos[] = Object.freeze([]);
const SEM_FERIADOS: ReadonlySet<DataIso> = new Set();

/**
 * "As marcações do dia pertencem ao dia em que a jornada começou": se a primeira marcação vem
 * mais de 12 h antes da entrada prevista, ela foi feita depois da meia-noite (jornada noturna
 * iniciada com atraso após 00:00) e a lista inteira passa ao dia seguinte.
 */
const alinharAJornada = (pontos: Minutos[], prevista: readonly Minutos[]): Minutos[] => {
  if (pontos.length === 0 || prevista.length === 0) return pontos;
  if (pontos[0]! + MINUTOS_DIA / 2 >= prevista[0]!) return pontos;
  for (let i = 0; i < pontos.length; i++) pontos[i]! += MINUTOS_DIA;
  return pontos;
};

/**
 * A jornada do dia anterior, em texto e em minutos: dias seguidos com a mesma jornada (o caso
 * comum) reaproveitam a lista em minutos, sem converter nem alocar de novo. A comparação é pelo
 * texto (não pela referência), então uma entrada alterada entre chamadas nunca usa a lista velha.
 * A lista devolvida é só lida pelo motor.
 */
const ultimaJornada = { texto: [] as string[], minutos: [] as readonly Minutos[] };

const jornadaEmMinutos = (jornada: readonly (readonly [string, string])[]): readonly Minutos[] => {
  // Dia sem jornada (folga, DSR): a lista vazia, sem trocar a última jornada guardada.
  if (jornada.length === 0) return SEM_JORNADA;
  const texto = ultimaJornada.texto;
  if (jornada.length * 2 === texto.length) {
    let igual = true;
    for (let i = 0; i < jornada.length && igual; i++) {
      const par = jornada[i]!;
      igual = par[0] === texto[2 * i] && par[1] === texto[2 * i + 1];
    }
    if (igual) return ultimaJornada.minutos;
  }
  const minutos = toMinutosIntervalos(jornada);
  texto.length = 0;
  for (let i = 0; i < jornada.length; i++) texto.push(jornada[i]![0], jornada[i]![1]);
  ultimaJornada.minutos = minutos;
  return minutos;
};

/** Mede o dia: jornada prevista, marcações, relógio, noturno e computado (sétimos). */
const medirDia = (
  dia: DiaEntrada,
  tipoDia: TipoDia,
  p: Parametros,
  compensado: boolean,
  registrados: Minutos[],
  acionamentos: readonly (readonly [Minutos, Minutos])[],
  jornada: readonly Minutos[],
): DiaMedido => {
  const pontos = juntarAcionamentos(registrados, acionamentos);
  const descanso = isDiaDeDescanso(tipoDia, p.configuracao.regime12x36);
  const prevista = descanso ? SEM_JORNADA : jornada;
  const prorrogacao = p.prorrogacao
    ? inicioProrrogacao(prevista, p.janela)
    : Number.POSITIVE_INFINITY;
  const medida = medir(pontos, p.janela, prorrogacao);
  const previsto = computadoDe(prevista, p.janela, prorrogacao);
  return {
    p,
    tipoDia,
    descanso,
    jornada,
    compensado,
    prevista,
    pontos,
    prorrogacao,
    medida,
    previsto,
    computado: computadoEmSetimos(medida, p.janela),
    justificativa: dia.justificativa ?? null,
    tolerada: false,
    explicacao: fraseTipoDia(tipoDia, jornada.length > 0, pontos.length > 0, p, compensado),
  };
};

/** Núcleo de um dia dentro de um período: usa e atualiza o estado da interjornada. */
export const calcularDia = (
  dia: DiaEntrada,
  diaNumero: number,
  tipoDia: TipoDia,
  p: Parametros,
  estado: EstadoInterjornada,
  compensado: boolean,
): ResultadoDia => {
  // Acionamentos de sobreaviso são trabalho (Súmula 428, II): somam ao medido, mas tolerância e
  // intervalo intrajornada olham só as marcações registradas.
  const acionamentos = acionamentosEmMinutos(dia);
  const jornada = jornadaEmMinutos(dia.jornada);
  const registrados = alinharAJornada(toMinutosSequencia(dia.marcacoes), jornada);
  const m = medirDia(dia, tipoDia, p, compensado, registrados, acionamentos, jornada);
  if (acionamentos.length > 0) m.explicacao.push(fraseAcionamentos(acionamentos));
  const tolerancia = aplicarTolerancia(registrados, m.prevista, p.configuracao.tolerancia);
  if (tolerancia.explicacao) m.explicacao.push(tolerancia.explicacao);
  m.tolerada = tolerancia.situacao === 'tolerada';
  frasesNoturno(m);
  const ajustadas =
    acionamentos.length === 0
      ? tolerancia.ajustadas
      : juntarAcionamentos(tolerancia.ajustadas, acionamentos);
  const lancamentos = lancar(m, ajustadas);
  const intervalo = apurarIntervalo(
    registrados,
    acionamentos.length === 0
      ? m.medida.relogio
      : medir(registrados, p.janela, m.prorrogacao).relogio,
    p.configuracao.intervalo.minimoAcimaDe6h,
    p.configuracao.intervalo.tolerancia ?? 0,
  );
  frasesIntervalo(intervalo, m.medida.relogio, m.explicacao);
  const trabalhou = m.pontos.length > 0;
  const entrada = trabalhou ? diaNumero * MINUTOS_DIA + m.pontos[0]! : null;
  const minima = p.configuracao.interjornada.minima;
  const interjornada = apurarInterjornada(entrada, estado, minima);
  if (interjornada.suprimido > 0) m.explicacao.push(fraseInterjornada(interjornada, minima));
  avancarInterjornada(estado, diaNumero, ultimaSaida(m.pontos), tipoDia, trabalhou);
  const resultado = montarResultado(dia, m, lancamentos, intervalo, interjornada);
  // Regra com autorização prévia de horas extras: divide o excedente (autorizacao-he.ts).
  return dia.autorizacaoHoraExtra
    ? dividirHorasExtras(resultado, m, dia.autorizacaoHoraExtra)
    : resultado;
};

const montarResultado = (
  dia: DiaEntrada,
  m: DiaMedido,
  l: Lancamentos,
  intervalo: ResultadoDia['intervalo'],
  interjornada: Interjornada,
): ResultadoDia => ({
  data: dia.data,
  tipoDia: m.tipoDia,
  previsto: m.previsto / 7,
  trabalhadoRelogio: m.medida.relogio,
  noturnoRelogio: m.medida.noturno,
  noturnoReduzido: (m.medida.noturno * (m.p.janela.reduz ? 8 : 7)) / 7,
  trabalhadoComputado: m.computado / 7,
  saldo: l.saldo / 7,
  extras: l.extras,
  extrasNoturnas: l.extrasNoturnas / 7,
  debito: l.debito / 7,
  falta: l.falta / 7,
  intervalo,
  interjornada: {
    descanso: interjornada.descanso,
    exigido: interjornada.exigido,
    suprimido: interjornada.suprimido,
  },
  bancoHoras: { credito: l.credito / 7, debito: l.debitoBanco / 7 },
  alertas: alertasDoDia(m, l, intervalo, interjornada),
  inconsistencias: inconsistenciasDoDia(m),
  explicacao: m.explicacao,
});

/** Contexto opcional de `apurarDia` (um dia isolado). */
export type ContextoDia = {
  /** Configuração completa (use `resolverConfiguracao`); padrão CFG-DEFAULT. */
  configuracao?: Configuracao;
  feriados?: ReadonlySet<DataIso>;
  /** Última saída antes deste dia, para a interjornada (CLT art. 66). */
  saidaAnterior?: { data: DataIso; horario: string } | null;
  /** Houve DSR gozado desde a saída anterior: exige 35 h (Súmula 110 TST). */
  aposDsr?: boolean;
  /** DSR/feriado trabalhado com folga compensatória na semana: sem dobra (Súmula 146 TST). */
  descansoCompensado?: boolean;
};

const numeroDoDia = (data: DataIso): number => {
  const n = toDiaNumero(data);
  if (Number.isNaN(n)) throw new RangeError(`data inválida: "${data}" (esperado YYYY-MM-DD)`);
  return n;
};

/**
 * Apura um dia isolado (legal-br.md §2): previsto, trabalhado, noturno, tolerância, saldo, extras
 * por faixa, débito, falta, intervalo, interjornada, banco de horas, alertas e explicação.
 * Para vários dias seguidos use `apurarPeriodo`, que leva a interjornada e o DSR de um dia a outro.
 */
export const apurarDia = (dia: DiaEntrada, contexto: ContextoDia = {}): ResultadoDia => {
  const p = parametrosDe(contexto.configuracao);
  const diaNumero = numeroDoDia(dia.data);
  const tipoDia =
    dia.tipoDia ??
    tipoDiaDerivado(
      dia.data,
      diaNumero,
      dia.jornada.length > 0,
      contexto.feriados ?? SEM_FERIADOS,
      p.configuracao.regime12x36,
    );
  const anterior = contexto.saidaAnterior;
  const estado: EstadoInterjornada = {
    ultimaSaida: anterior
      ? numeroDoDia(anterior.data) * MINUTOS_DIA + toMinutos(anterior.horario)
      : null,
    aposDsr: contexto.aposDsr ?? false,
  };
  return calcularDia(dia, diaNumero, tipoDia, p, estado, contexto.descansoCompensado ?? false);
};
