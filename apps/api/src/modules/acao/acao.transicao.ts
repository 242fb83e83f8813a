import type { StatusAcao } from '@jornada/domain';
import { AppError, semPermissao } from '../../shared/errors.ts';

export type Transicao = {
  status: StatusAcao;
  /** Quem pediu a remoção (ParaRemover); nulo ao concluir ou recusar a remoção. */
  remocaoSolicitanteId: number | null;
  /** Decisão registrada (aprovação, reprovação ou remoção concluída). */
  decide: boolean;
  /** Reaplicar as regras do spec §5 antes de aprovar um pedido. */
  revalidar: boolean;
  mensagem: string;
};

type Atual = { status: StatusAcao; solicitanteId: number; remocaoSolicitanteId: number | null };

const conflito = (mensagem: string) => new AppError('TRANSICAO_INVALIDA', mensagem, 409);

const FINAL: Partial<Record<StatusAcao, string>> = {
  Reprovada: 'Esta alteração já foi reprovada.',
  Removida: 'Esta alteração já foi removida.',
};

/**
 * Máquina de status das ações (spec §4):
 * - ParaAprovar → Aprovada | Reprovada, decidida por outra pessoa que não quem pediu;
 * - Aprovada → Removida (botão REMOVER; só uma ação Aprovada pode ser removida). Com a gestão
 *   exigindo aprovação, a remoção vira ParaRemover e outra pessoa a confirma (→ Removida) ou
 *   recusa (→ Aprovada). ParaRemover pedido explicitamente também passa por essa confirmação;
 * - Reprovada e Removida são finais.
 */
export const transicao = (
  atual: Atual,
  pedido: StatusAcao,
  quem: number,
  exigirAprovacao: boolean,
): Transicao => {
  const final = FINAL[atual.status];
  if (final) throw conflito(final);
  const base = { remocaoSolicitanteId: null, decide: true, revalidar: false };
  if (atual.status === 'ParaAprovar') {
    if (pedido !== 'Aprovada' && pedido !== 'Reprovada') {
      throw conflito(
        'Só uma alteração aprovada pode ser removida; um pedido pendente é aprovado ou reprovado.',
      );
    }
    if (atual.solicitanteId === quem) {
      throw semPermissao('Quem pediu a alteração não pode aprová-la nem reprová-la.');
    }
    const aprovada = pedido === 'Aprovada';
    return {
      ...base,
      status: pedido,
      revalidar: aprovada,
      mensagem: aprovada ? 'Alteração aprovada.' : 'Alteração reprovada.',
    };
  }
  if (atual.status === 'Aprovada') {
    if (pedido !== 'Removida' && pedido !== 'ParaRemover') {
      throw conflito('Esta alteração já está aprovada; para desfazê-la, remova-a.');
    }
    if (pedido === 'ParaRemover' || exigirAprovacao) {
      return {
        ...base,
        status: 'ParaRemover',
        remocaoSolicitanteId: quem,
        decide: false,
        mensagem: 'Remoção enviada para aprovação.',
      };
    }
    return { ...base, status: 'Removida', mensagem: 'Alteração removida.' };
  }
  // ParaRemover: confirmar (Removida) ou recusar (Aprovada) a remoção pedida por outra pessoa.
  if (pedido !== 'Removida' && pedido !== 'Aprovada') {
    throw conflito('A remoção desta alteração aguarda confirmação: responda Removida ou Aprovada.');
  }
  if (atual.remocaoSolicitanteId === quem) {
    throw semPermissao('Quem pediu a remoção não pode confirmá-la nem recusá-la.');
  }
  return pedido === 'Removida'
    ? { ...base, status: 'Removida', mensagem: 'Alteração removida.' }
    : { ...base, status: 'Aprovada', mensagem: 'Remoção recusada: a alteração continua valendo.' };
};
