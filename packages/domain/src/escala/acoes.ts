// Menu de ações do painel 'Escala no Dia' (spec §2, sub-painéis 1 a 8).
import type { DiaEfetivo, TipoAcao } from './tipos.ts';

export type AcaoId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type AcaoDisponivel = { acaoId: AcaoId; alterarDiaTrabalhoDiasConsecutivos: number };

export type ConfigAcoesDisponiveis = {
  /** Máximo de dias consecutivos de MudarParaFolga/MudarParaTrabalho (vem da gestão). */
  alterarDiaTrabalhoDiasConsecutivos: number;
};

/** Número do sub-painel → título e tipo de ação gravado (8 só visualiza). */
export const ACOES: Record<AcaoId, { titulo: string; tipoAcao: TipoAcao | null }> = {
  1: { titulo: 'Mudar Para Folga', tipoAcao: 'MudarParaFolga' },
  2: { titulo: 'Mudar Para Trabalho', tipoAcao: 'MudarParaTrabalho' },
  3: { titulo: 'Alterar Entrada', tipoAcao: 'AlterarEntrada' },
  4: { titulo: 'Mover Folga Semanal', tipoAcao: 'MoverFolgaSemanal' },
  5: { titulo: 'Compensação na Semana', tipoAcao: 'FolgaCompensarDuranteSemana' },
  6: { titulo: 'Compensação de Banco', tipoAcao: 'FolgaCompensarBancoHoras' },
  7: { titulo: 'Alterar Escala', tipoAcao: 'AlterarEscala' },
  8: { titulo: 'Visualizar Alteração', tipoAcao: null },
};

/** 'Limite de até N dias' ou, para 1, 'Limite de até 1 dia' (spec §5). */
export const limiteLabel = (dias: number): string =>
  `Limite de até ${dias} ${dias === 1 ? 'dia' : 'dias'}`;

/**
 * Ações oferecidas para o dia, em ordem de acaoId:
 * - dia com alteração (alteracaoEscala): só 8 (Visualizar Alteração), pois qualquer nova ação
 *   seria recusada (spec §5; validarAcao repete a regra);
 * - dia de trabalho: 1 (Mudar Para Folga), 3 (Alterar Entrada), 5 (Compensação na Semana),
 *   6 (Compensação de Banco) e 7 (Alterar Escala);
 * - folga ou dsr: 2 (Mudar Para Trabalho), 4 (Mover Folga Semanal: parte da folga do dia para
 *   um dia de trabalho da mesma semana) e 7;
 * - sem escala ou compensado sem ação própria: só 7.
 * alterarDiaTrabalhoDiasConsecutivos leva o máximo da configuração em 1 e 2; as demais ações
 * valem para um único dia e levam 1 (em 7 o prazo é a data fim, não este limite).
 */
export const acoesDisponiveis = (
  dia: Pick<DiaEfetivo, 'tipoDia' | 'alteracaoEscala' | 'escalaId'>,
  config: ConfigAcoesDisponiveis,
): AcaoDisponivel[] => {
  const comLimite = (acaoId: AcaoId): AcaoDisponivel => ({
    acaoId,
    alterarDiaTrabalhoDiasConsecutivos:
      acaoId === 1 || acaoId === 2 ? config.alterarDiaTrabalhoDiasConsecutivos : 1,
  });
  if (dia.alteracaoEscala) return [comLimite(8)];
  if (dia.escalaId === null) return [comLimite(7)];
  if (dia.tipoDia === 'trabalho') return ([1, 3, 5, 6, 7] as const).map(comLimite);
  if (dia.tipoDia === 'folga' || dia.tipoDia === 'dsr') return ([2, 4, 7] as const).map(comLimite);
  return [comLimite(7)];
};
