import {
  addDias,
  apurarPeriodo,
  type CodigoPendencia,
  type Configuracao,
  type DiaEntrada,
  type Justificativa,
  jornadaParaHHMM,
  justificativaDaAusencia,
  type MarcacaoTratada,
  type ResultadoApuracao,
  type ResultadoDia,
  type SegmentoRegra,
  type TipoDia,
  toDiaNumero,
} from '@jornada/domain';
import type { DiaCalculado } from '../escala-nucleo/index.ts';
import { createRegraService } from '../regras/index.ts';
import { ausenciasPorDia } from './apuracao.ausencias.ts';
import {
  type AutorizacoesDoColaborador,
  autorizacaoDoDia,
  autorizacoesPorDia,
} from './apuracao.autorizacao-he.ts';
import { sobreavisoPorDia } from './apuracao.sobreaviso.ts';
import type {
  AusenciaDoDia,
  EspelhoCalculado,
  FontesApuracao,
  LinhaCalculada,
  PedidoApuracao,
  PessoaEspelho,
  SobreavisoDoDia,
} from './apuracao.tipos.ts';

/**
 * Dias antes do período que entram no motor e saem do resultado: a interjornada do dia 1 mede a
 * partir da última saída do mês anterior, e o DSR da primeira semana olha as faltas dela inteira
 * (Lei 605/49 art. 6º; CLT art. 66 e Súmula 110).
 */
export const DIAS_ANTERIORES = 7;

/** Num feriado a escala mantém o tipo; para o motor o dia de trabalho ou folga vira feriado. */
const tipoParaMotor = (dia: DiaCalculado, configuracao: Configuracao): TipoDia => {
  // 12x36: feriados são considerados compensados (CLT art. 59-A parágrafo único).
  if (!dia.feriado || configuracao.regime12x36) return dia.tipoDia;
  return dia.tipoDia === 'trabalho' || dia.tipoDia === 'folga' ? 'feriado' : dia.tipoDia;
};

/**
 * Regra "tratamento": marcações a até N minutos da anterior que contou são uma só (Portaria 671
 * art. 82 — marcação indevida); com 0, só a repetida no mesmo minuto.
 */
const apuraveisDoDia = (marcacoes: readonly MarcacaoTratada[], duplicidade: number): string[] => {
  const horas: string[] = [];
  let anterior: number | null = null;
  for (const m of marcacoes) {
    if (!m.contabiliza) continue;
    const minutoAbsoluto = Math.floor(m.instante / 60_000);
    if (anterior !== null && minutoAbsoluto - anterior <= duplicidade) continue;
    anterior = minutoAbsoluto;
    const h = Math.floor(m.minuto / 60);
    horas.push(`${String(h).padStart(2, '0')}:${String(m.minuto % 60).padStart(2, '0')}`);
  }
  return horas;
};

/** Códigos de pendência da regra, um conjunto por complementos (não um por dia). */
const pendenciasDa = new WeakMap<object, Set<string>>();
const codigosPendencia = (s: SegmentoRegra): Set<string> => {
  let codigos = pendenciasDa.get(s.complementos);
  if (!codigos) {
    codigos = new Set(s.complementos.inconsistencia.codigos);
    pendenciasDa.set(s.complementos, codigos);
  }
  return codigos;
};

const pendenciasDoDia = (r: ResultadoDia, codigos: Set<string>): CodigoPendencia[] =>
  r.inconsistencias.length + r.alertas.length === 0
    ? []
    : [...r.inconsistencias, ...r.alertas].filter((x) => codigos.has(x));

const segmentoNa = (segmentos: readonly SegmentoRegra[], data: string): SegmentoRegra =>
  segmentos.find((s) => s.inicio <= data && data <= s.fim) ?? segmentos[segmentos.length - 1]!;

const agruparPorDia = (marcacoes: readonly MarcacaoTratada[]) => {
  const dias = new Map<string, MarcacaoTratada[]>();
  for (const m of marcacoes) {
    const lista = dias.get(m.data);
    if (lista) lista.push(m);
    else dias.set(m.data, [m]);
  }
  return dias;
};

/**
 * Justificativa do dia para o motor: motivo legal abona sempre; "OUTRO" só com a regra
 * `ausencia.justificadaAbona` em vigor no dia (Lei 605/49 art. 6º §1º).
 */
export const justificativaDoDia = (
  a: AusenciaDoDia | undefined,
  justificadaAbona: boolean,
): Justificativa | null =>
  a
    ? justificativaDaAusencia(
        {
          motivo: a.motivo,
          descricao: a.observacao,
          minutos: a.minutoInicio === null ? null : a.minutoFim! - a.minutoInicio,
        },
        justificadaAbona,
      )
    : null;

const ausenciaDaLinha = (a: AusenciaDoDia | undefined, s: SegmentoRegra) =>
  a
    ? { ...a, abona: justificativaDoDia(a, s.complementos.ausencia.justificadaAbona)!.abona }
    : null;

type Contexto = {
  inicio: string;
  fim: string;
  /** Último dia que o motor apura (ontem, ou o fim do período se já passou). */
  ultimoApurado: string;
  escala: DiaCalculado[];
  /** A jornada do dia em 'HH:MM' (a mesma usada para o dia de apuração; convertida uma vez). */
  paraHhmm: (jornada: DiaCalculado['jornada']) => [string, string][];
  segmentos: SegmentoRegra[];
  marcacoes: MarcacaoTratada[];
  /** Ausências justificadas ativas por data. */
  ausencias: Map<string, AusenciaDoDia>;
  /** Sobreaviso aprovado por data (acionamentos entram no motor como trabalho). */
  sobreaviso: Map<string, SobreavisoDoDia>;
  /** Autorizações de horas extras e decisões sobre as retidas (regra com autorização prévia). */
  autorizacoesHe?: AutorizacoesDoColaborador;
};

/** Apura um colaborador: uma corrida do motor por configuração distinta do período. */
const calcularPessoa = (pessoa: PessoaEspelho, c: Contexto): EspelhoCalculado => {
  const primeiro = pessoa.admissao ?? '';
  const ultimo = pessoa.demissao ?? '9999-12-31';
  const dias = c.escala.filter((d) => d.data >= primeiro && d.data <= ultimo);
  const porDia = agruparPorDia(c.marcacoes);
  const apurados = dias.filter((d) => d.data <= c.ultimoApurado);
  const segmentoDe = apurados.map((d) => segmentoNa(c.segmentos, d.data));
  const apuraveis = apurados.map((d, i) =>
    apuraveisDoDia(
      porDia.get(d.data) ?? [],
      segmentoDe[i]!.complementos.tratamento.duplicidadeMinutos,
    ),
  );
  const justificativas = apurados.map((d, i) =>
    justificativaDoDia(
      c.ausencias.get(d.data),
      segmentoDe[i]!.complementos.ausencia.justificadaAbona,
    ),
  );
  // O resolvedor devolve a mesma configuração como o mesmo objeto: uma corrida por objeto.
  const corridas = new Map<Configuracao, ResultadoApuracao>();
  for (const { configuracao } of segmentoDe) {
    if (corridas.has(configuracao)) continue;
    const entrada: DiaEntrada[] = apurados.map((d, i) => ({
      data: d.data,
      jornada: c.paraHhmm(d.jornada),
      tipoDia: tipoParaMotor(d, configuracao),
      marcacoes: apuraveis[i]!,
      justificativa: justificativas[i]!,
      acionamentos: (c.sobreaviso.get(d.data)?.acionamentos ?? []).map(
        (a) => [a.horaInicio, a.horaFim] as const,
      ),
      autorizacaoHoraExtra: autorizacaoDoDia(d.data, segmentoDe[i]!, c.autorizacoesHe),
    }));
    corridas.set(configuracao, apurarPeriodo({ dias: entrada, configuracao }));
  }
  const indice = new Map(apurados.map((d, i) => [d.data, i]));
  const linhas: LinhaCalculada[] = [];
  for (const d of dias) {
    if (d.data < c.inicio || d.data > c.fim) continue;
    const i = indice.get(d.data);
    const segmento = segmentoNa(c.segmentos, d.data);
    const resultado = i === undefined ? null : corridas.get(segmentoDe[i]!.configuracao)!.dias[i]!;
    linhas.push({
      data: d.data,
      tipoDia: resultado?.tipoDia ?? tipoParaMotor(d, segmento.configuracao),
      feriado: d.feriado?.nome ?? null,
      jornada: c.paraHhmm(d.jornada),
      escalaId: d.escalaId,
      marcacoes: porDia.get(d.data) ?? [],
      apuraveis: i === undefined ? [] : apuraveis[i]!,
      resultado,
      pendencias: resultado ? pendenciasDoDia(resultado, codigosPendencia(segmento)) : [],
      compensacaoBancoHoras: d.bancoHoras,
      ausencia: ausenciaDaLinha(c.ausencias.get(d.data), segmento),
      sobreaviso: c.sobreaviso.get(d.data) ?? null,
    });
  }
  // A semana vale pela regra em vigor no dia do DSR (se ela foi apurada no período).
  const [primeira] = corridas.values();
  const semanas = (primeira?.semanas ?? [])
    .filter((s) => s.dsr >= c.inicio && s.dsr <= c.fim)
    .map((s) => {
      const daRegra = corridas.get(segmentoNa(c.segmentos, s.dsr).configuracao);
      return daRegra?.semanas.find((x) => x.dsr === s.dsr) ?? s;
    });
  return { usuarioId: pessoa.id, linhas, semanas };
};

/** Apura uma pessoa do lote já carregado (a mesma ordem de chamada não importa). */
export type ApurarPessoa = (pessoa: PessoaEspelho) => EspelhoCalculado;

/**
 * Carrega as entradas de um lote (consultas por lote, não por colaborador): escala efetiva
 * (`jornadaEfetivaPeriodo`), regras em vigor por trecho (`configuracoesVigentes`), marcações
 * tratadas, ausências, sobreaviso e autorizações. Devolve quem apura cada pessoa do lote com o
 * motor puro: quem chama consome um espelho de cada vez e o descarta (o resultado de um lote
 * inteiro guardado de uma vez sobrevive às coletas do V8 e custava ~40 % da CPU do recálculo).
 * Dias de hoje em diante ficam em aberto (sem apuração): um dia não terminado não vira falta.
 */
export const prepararEspelhos = async (
  p: PedidoApuracao & FontesApuracao,
): Promise<ApurarPessoa> => {
  const ids = p.pessoas.map((x) => x.id);
  const desde = addDias(p.inicio, -DIAS_ANTERIORES);
  const ontem = addDias(p.hoje, -1);
  // Escala, regras e marcações carregam ao mesmo tempo; a atribuição das marcações ao dia de
  // apuração espera a escala (um dia a mais antes: a madrugada do 1º pode ser da véspera).
  const escalaPronta = p.jornadaEfetivaPeriodo(p.empresaId, ids, addDias(desde, -1), p.fim);
  // Colaboradores da mesma escala compartilham a jornada (o mesmo objeto): converte-se uma vez.
  const emHhmm = new Map<DiaCalculado['jornada'], [string, string][]>();
  const paraHhmm = (jornada: DiaCalculado['jornada']) => {
    let convertida = emHhmm.get(jornada);
    if (!convertida) {
      convertida = jornadaParaHHMM(jornada);
      emHhmm.set(jornada, convertida);
    }
    return convertida;
  };
  // A escala traz um dia por data, em ordem, desde a véspera de `desde`: a posição sai da data
  // (sem um mapa por colaborador, que sobreviveria até o fim do lote).
  const primeiroDia = toDiaNumero(addDias(desde, -1));
  const jornadaDe = escalaPronta.then((escala) => (u: number, data: string) => {
    const dias = escala.get(u);
    if (!dias) return [];
    const naPosicao = dias[toDiaNumero(data) - primeiroDia];
    const dia = naPosicao?.data === data ? naPosicao : dias.find((d) => d.data === data);
    return dia ? paraHhmm(dia.jornada) : [];
  });
  const [escala, segmentos, marcacoesDe, ausencias, sobreaviso, autorizacoesHe] = await Promise.all(
    [
      escalaPronta,
      createRegraService({ db: p.db }).configuracoesVigentes({
        empresaId: p.empresaId,
        usuarioIds: ids,
        inicio: desde,
        fim: p.fim,
      }),
      p.prepararMarcacoesTratadas({
        ...p,
        usuarioIds: ids,
        inicio: desde,
        jornadaDe,
        extras: false,
      }),
      ausenciasPorDia(p, ids, desde, p.fim),
      sobreavisoPorDia(p, ids, desde, p.fim),
      autorizacoesPorDia(p, ids, desde, p.fim),
    ],
  );
  return (pessoa) =>
    calcularPessoa(pessoa, {
      inicio: p.inicio,
      fim: p.fim,
      ultimoApurado: ontem < p.fim ? ontem : p.fim,
      escala: (escala.get(pessoa.id) ?? []).filter((d) => d.data >= desde),
      paraHhmm,
      segmentos: segmentos.get(pessoa.id) ?? [],
      marcacoes: marcacoesDe(pessoa.id).tratadas,
      ausencias: ausencias.get(pessoa.id) ?? new Map(),
      sobreaviso: sobreaviso.get(pessoa.id) ?? new Map(),
      autorizacoesHe: autorizacoesHe.get(pessoa.id),
    });
};

/** Espelhos de um lote de uma vez, calculados na hora (sem cache a invalidar). */
export const calcularEspelhos = async (
  p: PedidoApuracao & FontesApuracao,
): Promise<EspelhoCalculado[]> => {
  if (p.pessoas.length === 0) return [];
  return p.pessoas.map(await prepararEspelhos(p));
};
