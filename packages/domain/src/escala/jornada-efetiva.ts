// Jornada efetiva de um colaborador numa data: escala em vigor + ações em vigor.

import { addDias, inicioDaSemana, intervaloDatas, mesmaSemana } from '../tempo/data.ts';
import { planoCompensacaoSemana } from './compensacao.ts';
import { expandirEscala, turnoNormal } from './expandir.ts';
import type { Acao, Alocacao, DataIso, DiaEfetivo, DiaEscala, Escala } from './tipos.ts';
import {
  deslocarParaEntrada,
  estenderNoFim,
  minutosDaJornada,
  reduzirNoFim,
  turnoParaJornada,
} from './turno.ts';
import { acaoEmVigor, alteracaoDoDia, escalaEmVigor, estaEmVigor } from './vigencia.ts';

export type ContextoJornada = {
  alocacoes: readonly Alocacao[];
  /** Todas as ações do colaborador, em qualquer status; só Aprovada e ParaRemover valem. */
  acoes: readonly Acao[];
  escalas: readonly Escala[];
};

export type EntradaJornadaEfetiva = ContextoJornada & { data: DataIso };

type DiaBase = DiaEscala & { escala: Escala | null; alocacaoId: string | null };

/** MudarParaFolga, MudarParaTrabalho e MoverFolgaSemanal mudam o tipo do dia. */
const aplicarTipoDoDia = (dia: DiaBase, acoes: readonly Acao[]): DiaBase => {
  const acao = acaoEmVigor(acoes, dia.data, [
    'MudarParaFolga',
    'MudarParaTrabalho',
    'MoverFolgaSemanal',
  ]);
  if (!acao || !dia.escala) return dia;
  const descanso = dia.tipoDia !== 'trabalho';
  if (acao.tipoAcao === 'MudarParaFolga') {
    return descanso ? dia : { ...dia, tipoDia: 'folga', jornada: [] };
  }
  if (acao.tipoAcao === 'MudarParaTrabalho' || acao.data === dia.data) {
    const turno = descanso ? turnoNormal(dia.escala, dia.data) : null;
    return turno ? { ...dia, tipoDia: 'trabalho', jornada: turnoParaJornada(turno) } : dia;
  }
  if (descanso) return dia;
  // A nova folga semanal herda o tipo da folga de origem (dsr continua dsr).
  const origem = expandirEscala(dia.escala, acao.data).tipoDia;
  return { ...dia, tipoDia: origem === 'trabalho' ? 'dsr' : origem, jornada: [] };
};

const aplicarNovaEntrada = (dia: DiaBase, acoes: readonly Acao[]): DiaBase => {
  const acao = acaoEmVigor(acoes, dia.data, ['AlterarEntrada']);
  if (!acao || dia.tipoDia !== 'trabalho') return dia;
  return { ...dia, jornada: deslocarParaEntrada(dia.jornada, acao.novoHorarioEntrada) };
};

/** O dia com escala, troca de escala, mudança de tipo e nova entrada; antes das compensações. */
const diaAntesDasCompensacoes = (contexto: ContextoJornada, data: DataIso): DiaBase => {
  const vigente = escalaEmVigor(contexto.alocacoes, contexto.acoes, contexto.escalas, data);
  if (!vigente) return { data, tipoDia: 'folga', jornada: [], escala: null, alocacaoId: null };
  const dia = { ...expandirEscala(vigente.escala, data), ...vigente };
  return aplicarNovaEntrada(aplicarTipoDoDia(dia, contexto.acoes), contexto.acoes);
};

const haCompensacaoNaSemana = (acoes: readonly Acao[], data: DataIso): boolean =>
  acoes.some(
    (a) =>
      a.tipoAcao === 'FolgaCompensarDuranteSemana' &&
      estaEmVigor(a.status) &&
      mesmaSemana(a.data, data),
  );

/** Dias da semana (segunda a domingo) da data, antes das compensações. */
export const semanaAntesDasCompensacoes = (
  contexto: ContextoJornada,
  data: DataIso,
): DiaEscala[] => {
  const segunda = inicioDaSemana(data);
  return intervaloDatas(segunda, addDias(segunda, 6)).map((d) =>
    diaAntesDasCompensacoes(contexto, d),
  );
};

type DiaCompensado = Omit<DiaEscala, 'tipoDia'> &
  Pick<DiaEfetivo, 'tipoDia' | 'bancoHoras' | 'compensacaoSemanal'>;

const aplicarCompensacaoSemanal = (contexto: ContextoJornada, dia: DiaBase): DiaCompensado => {
  const semAlteracao = { ...dia, bancoHoras: 0, compensacaoSemanal: 0 };
  if (!haCompensacaoNaSemana(contexto.acoes, dia.data)) return semAlteracao;
  const plano = planoCompensacaoSemana(
    semanaAntesDasCompensacoes(contexto, dia.data),
    contexto.acoes,
  );
  const cedido = plano.cedidos.get(dia.data);
  if (cedido !== undefined) {
    return { ...semAlteracao, tipoDia: 'compensado', jornada: [], compensacaoSemanal: -cedido };
  }
  const acrescimo = plano.acrescimos.get(dia.data) ?? 0;
  return {
    ...semAlteracao,
    jornada: estenderNoFim(dia.jornada, acrescimo),
    compensacaoSemanal: acrescimo,
  };
};

/**
 * FolgaCompensarBancoHoras: dia todo (ou valor 0, ou valor ≥ jornada) vira folga compensada e
 * debita a jornada inteira do banco; senão os minutos saem do fim da jornada (saída antecipada).
 */
const aplicarBancoHoras = (dia: DiaCompensado, acoes: readonly Acao[]): DiaCompensado => {
  const acao = acaoEmVigor(acoes, dia.data, ['FolgaCompensarBancoHoras']);
  if (!acao || dia.tipoDia !== 'trabalho') return dia;
  const previsto = minutosDaJornada(dia.jornada);
  const valor = acao.folgaCompensarBancoHorasValor;
  if (acao.folgaCompensarBancoHorasDiaTodo || valor <= 0 || valor >= previsto) {
    return { ...dia, tipoDia: 'compensado', jornada: [], bancoHoras: previsto };
  }
  return { ...dia, jornada: reduzirNoFim(dia.jornada, valor), bancoHoras: valor };
};

/**
 * Jornada efetiva na data. Ordem: escala em vigor (AlterarEscala em vigor, senão a alocação;
 * sem nenhuma = folga sem jornada e escalaId nulo) → mudança do tipo do dia → AlterarEntrada →
 * compensação na semana → compensação de banco de horas.
 */
export const jornadaEfetiva = ({ data, ...contexto }: EntradaJornadaEfetiva): DiaEfetivo => {
  const base = diaAntesDasCompensacoes(contexto, data);
  const dia = aplicarBancoHoras(aplicarCompensacaoSemanal(contexto, base), contexto.acoes);
  return {
    data,
    tipoDia: dia.tipoDia,
    jornada: dia.jornada,
    escalaId: base.escala?.id ?? null,
    alocacaoId: base.alocacaoId,
    alteracaoEscala: alteracaoDoDia(contexto.acoes, data),
    bancoHoras: dia.bancoHoras,
    compensacaoSemanal: dia.compensacaoSemanal,
  };
};

/** jornadaEfetiva para cada data de `inicio` a `fim`, inclusive. */
export const jornadaEfetivaPeriodo = (
  contexto: ContextoJornada,
  inicio: DataIso,
  fim: DataIso,
): DiaEfetivo[] => intervaloDatas(inicio, fim).map((data) => jornadaEfetiva({ ...contexto, data }));
