// Regras do spec §5 para uma nova alteração de escala; erros como dados, nunca exceções.

import { addDias, formatarDataBr, isDataIso, mesmaSemana } from '../tempo/data.ts';
import { ACOES, limiteLabel } from './acoes.ts';
import { ACRESCIMO_MAXIMO_DIARIO, planoCompensacaoSemana } from './compensacao.ts';
import type { ContextoJornada } from './jornada-efetiva.ts';
import { jornadaEfetiva, semanaAntesDasCompensacoes } from './jornada-efetiva.ts';
import type { Acao, DataIso, DiaEfetivo, ModoAlocacaoDataFim, NovaAcao } from './tipos.ts';
import { formatarDuracao, minutosDaJornada } from './turno.ts';
import { alteramMesmoDia, ocupaODia } from './vigencia.ts';

export type CodigoErroAcao =
  | 'DATA_INVALIDA'
  | 'ACAO_DUPLICADA'
  | 'ACAO_INDISPONIVEL_NO_DIA'
  | 'DATA_FIM_FORA_DO_LIMITE'
  | 'DATA_FIM_OBRIGATORIA'
  | 'DATA_FIM_ANTERIOR'
  | 'DATA_FIM_MESMO_DIA'
  | 'HORARIO_INVALIDO'
  | 'NOVA_FOLGA_INVALIDA'
  | 'COMPENSACAO_SEM_DIAS'
  | 'COMPENSACAO_EXCEDE_LIMITE'
  | 'BANCO_HORAS_VALOR_INVALIDO'
  | 'ESCALA_INDISPONIVEL';

export type ErroAcao = { codigo: CodigoErroAcao; mensagem: string };

export type ConfigAcoes = {
  /** Modo da gestão para a data fim de AlterarEscala (spec §4). */
  alocacaoDataFim: ModoAlocacaoDataFim;
  /** Máximo de dias consecutivos de MudarParaFolga/MudarParaTrabalho. */
  alterarDiaTrabalhoDiasConsecutivos: number;
};

export type EntradaValidarAcao = ContextoJornada & { acao: NovaAcao; config: ConfigAcoes };

export const MENSAGEM_ACAO_DUPLICADA =
  'Já existem alterações de escala para a data em questão. Para continuar, remova a ação existente.';

const erro = (codigo: CodigoErroAcao, mensagem: string): ErroAcao[] => [{ codigo, mensagem }];

const datasDaAcao = (acao: NovaAcao): (DataIso | null | undefined)[] => {
  if (acao.tipoAcao === 'MudarParaFolga' || acao.tipoAcao === 'MudarParaTrabalho') {
    return [acao.data, acao.alterarDiaDataFim];
  }
  if (acao.tipoAcao === 'MoverFolgaSemanal') return [acao.data, acao.novaFolgaSemanal];
  if (acao.tipoAcao === 'AlterarEscala') return [acao.data, acao.novaEscalaDataFim];
  return [acao.data];
};

/** Spec §5: o dia (ou qualquer dia que a ação altera) já tem alteração que ocupa o dia. */
const jaAlterado = (acoes: readonly Acao[], acao: NovaAcao): boolean => {
  return acoes.some((existente) => ocupaODia(existente.status) && alteramMesmoDia(existente, acao));
};

const EXIGE_TRABALHO = [
  'MudarParaFolga',
  'AlterarEntrada',
  'FolgaCompensarDuranteSemana',
  'FolgaCompensarBancoHoras',
];
const EXIGE_DESCANSO = ['MudarParaTrabalho', 'MoverFolgaSemanal'];

const validarTipoDoDia = (acao: NovaAcao, dia: DiaEfetivo): ErroAcao[] => {
  const titulo = Object.values(ACOES).find((a) => a.tipoAcao === acao.tipoAcao)?.titulo;
  if (EXIGE_TRABALHO.includes(acao.tipoAcao) && dia.tipoDia !== 'trabalho') {
    return erro('ACAO_INDISPONIVEL_NO_DIA', `'${titulo}' só pode ser usada em dia de trabalho.`);
  }
  const descanso = dia.tipoDia === 'folga' || dia.tipoDia === 'dsr';
  if (EXIGE_DESCANSO.includes(acao.tipoAcao) && (!descanso || dia.escalaId === null)) {
    return erro(
      'ACAO_INDISPONIVEL_NO_DIA',
      `'${titulo}' só pode ser usada em dia de folga da escala.`,
    );
  }
  return [];
};

/** Spec §5: a data fim fica entre o início e o início + (máximo de dias consecutivos − 1). */
const validarFimAlterarDia = (
  data: DataIso,
  fim: DataIso | null | undefined,
  maximo: number,
): ErroAcao[] => {
  const dias = Math.max(1, Math.floor(maximo));
  const limite = addDias(data, dias - 1);
  const final = fim ?? data;
  if (final >= data && final <= limite) return [];
  return erro(
    'DATA_FIM_FORA_DO_LIMITE',
    `A data fim deve estar entre ${formatarDataBr(data)} e ${formatarDataBr(limite)} (${limiteLabel(dias)}).`,
  );
};

const validarNovaFolga = (
  contexto: ContextoJornada,
  data: DataIso,
  destino: DataIso,
): ErroAcao[] => {
  const alvo = jornadaEfetiva({ ...contexto, data: destino });
  if (destino !== data && mesmaSemana(data, destino) && alvo.tipoDia === 'trabalho') return [];
  return erro(
    'NOVA_FOLGA_INVALIDA',
    'Escolha um dos dias de trabalho da mesma semana para a nova folga semanal.',
  );
};

/** Compensação na semana: precisa de dias que recebam os minutos, até 2 h por dia (CLT art. 59). */
const validarCompensacaoSemana = (contexto: ContextoJornada, acao: NovaAcao): ErroAcao[] => {
  const acoes = [...contexto.acoes, { ...acao, id: '', status: 'Aprovada' } as Acao];
  const semana = semanaAntesDasCompensacoes({ ...contexto, acoes }, acao.data);
  const acrescimos = [...planoCompensacaoSemana(semana, acoes).acrescimos.values()];
  if (acrescimos.length === 0) {
    return erro(
      'COMPENSACAO_SEM_DIAS',
      'Não há outros dias de trabalho na semana para compensar a folga.',
    );
  }
  const maior = Math.max(...acrescimos);
  if (maior <= ACRESCIMO_MAXIMO_DIARIO) return [];
  return erro(
    'COMPENSACAO_EXCEDE_LIMITE',
    `A compensação acrescentaria ${formatarDuracao(maior)} a um dia da semana, acima do limite de 2 h diárias (CLT art. 59).`,
  );
};

const validarBancoHoras = (diaTodo: boolean, valor: number, dia: DiaEfetivo): ErroAcao[] => {
  const previsto = minutosDaJornada(dia.jornada);
  if (diaTodo || (Number.isInteger(valor) && valor >= 1 && valor <= previsto)) return [];
  return erro(
    'BANCO_HORAS_VALOR_INVALIDO',
    `Informe de 1 min a ${formatarDuracao(previsto)} para compensar do banco de horas, ou marque o dia todo.`,
  );
};

/** Spec §4/§5: modos de alocacaoDataFim e data fim mínima igual ao dia. */
const validarFimAlterarEscala = (
  data: DataIso,
  fim: DataIso | null | undefined,
  modo: ModoAlocacaoDataFim,
): ErroAcao[] => {
  if (modo === 'MesmoDia' && fim !== data) {
    return erro(
      'DATA_FIM_MESMO_DIA',
      `A alteração de escala vale só para o próprio dia: a data fim deve ser ${formatarDataBr(data)}.`,
    );
  }
  if (!fim) {
    return modo === 'ObrigatorioDeterminarNaAlteracao'
      ? erro('DATA_FIM_OBRIGATORIA', 'Informe a data fim da alteração de escala.')
      : [];
  }
  if (fim >= data) return [];
  return erro('DATA_FIM_ANTERIOR', `A data fim não pode ser anterior a ${formatarDataBr(data)}.`);
};

const validarAlterarEscala = (
  contexto: ContextoJornada,
  acao: Extract<NovaAcao, { tipoAcao: 'AlterarEscala' }>,
  modo: ModoAlocacaoDataFim,
): ErroAcao[] => {
  if (contexto.escalas.length === 0)
    return erro('ESCALA_INDISPONIVEL', 'Não há escalas disponíveis para alteração');
  if (!contexto.escalas.some((e) => e.id === acao.novaEscalaId)) {
    return erro('ESCALA_INDISPONIVEL', 'Escolha uma das escalas disponíveis para alteração.');
  }
  return validarFimAlterarEscala(acao.data, acao.novaEscalaDataFim, modo);
};

/** Só as ações do mesmo colaborador (quando as duas trazem usuarioId). */
const contextoDe = ({ acao, acoes, alocacoes, escalas }: EntradaValidarAcao): ContextoJornada => ({
  alocacoes,
  acoes: acoes.filter((a) => !a.usuarioId || !acao.usuarioId || a.usuarioId === acao.usuarioId),
  escalas,
});

const validarCampos = (entrada: EntradaValidarAcao, dia: DiaEfetivo): ErroAcao[] => {
  const { acao, config } = entrada;
  const contexto = contextoDe(entrada);
  switch (acao.tipoAcao) {
    case 'MudarParaFolga':
    case 'MudarParaTrabalho':
      return validarFimAlterarDia(
        acao.data,
        acao.alterarDiaDataFim,
        config.alterarDiaTrabalhoDiasConsecutivos,
      );
    case 'AlterarEntrada':
      return Number.isInteger(acao.novoHorarioEntrada) &&
        acao.novoHorarioEntrada >= 0 &&
        acao.novoHorarioEntrada < 1440
        ? []
        : erro('HORARIO_INVALIDO', 'Informe um novo horário de entrada válido (00:00 a 23:59).');
    case 'MoverFolgaSemanal':
      return validarNovaFolga(contexto, acao.data, acao.novaFolgaSemanal);
    case 'FolgaCompensarDuranteSemana':
      return validarCompensacaoSemana(contexto, acao);
    case 'FolgaCompensarBancoHoras':
      return validarBancoHoras(
        acao.folgaCompensarBancoHorasDiaTodo,
        acao.folgaCompensarBancoHorasValor,
        dia,
      );
    case 'AlterarEscala':
      return validarAlterarEscala(contexto, acao, config.alocacaoDataFim);
  }
};

/**
 * Valida uma nova ação contra as ações existentes do colaborador e a jornada efetiva do dia.
 * Lista vazia = pode gravar. A recusa por alteração existente vem sozinha (spec §5).
 */
export const validarAcao = (entrada: EntradaValidarAcao): ErroAcao[] => {
  const { acao } = entrada;
  const contexto = contextoDe(entrada);
  if (!datasDaAcao(acao).every((data) => data === null || data === undefined || isDataIso(data))) {
    return erro('DATA_INVALIDA', 'Informe datas válidas no formato AAAA-MM-DD.');
  }
  if (jaAlterado(contexto.acoes, acao)) return erro('ACAO_DUPLICADA', MENSAGEM_ACAO_DUPLICADA);
  const dia = jornadaEfetiva({ ...contexto, data: acao.data });
  const tipo = validarTipoDoDia(acao, dia);
  return tipo.length > 0 ? tipo : validarCampos(entrada, dia);
};
