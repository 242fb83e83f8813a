import type { StatusAcao } from '@jornada/domain';
import { semPermissao } from '../../shared/errors.ts';
import type { AcaoComNomes } from '../escala-nucleo/index.ts';

/** Alcance de quem chama (escala.permissao): RH ('todos'), gestor ('equipe') ou colaborador. */
type Alcance = { tipo: 'todos' | 'equipe' | 'proprio'; usuarioId: number };
type Colaborador = { id: number; departamentoId: number | null; gestorId: number | null };
/**
 * A regra da escala para "gere este colaborador" (canGerir de escala.permissao), recebida de
 * quem chama: a porta do módulo escala importa este módulo (sem ciclo de importação).
 */
export type Gerir<A extends Alcance> = (a: A, alvo: Colaborador) => boolean;

/** O que a decisão olha numa ação: o pedido pendente, o colaborador e os gestores envolvidos. */
export type Pendencia = Pick<
  AcaoComNomes,
  | 'status'
  | 'usuarioId'
  | 'solicitanteId'
  | 'remocaoSolicitanteId'
  | 'alvoDepartamentoId'
  | 'alvoGestorId'
  | 'solicitanteGestorId'
  | 'remocaoSolicitanteGestorId'
>;

export const MENSAGEM_NAO_DECIDE =
  'Este pedido é decidido pelo gestor do colaborador, pelo gestor de quem o pediu ou pelo RH.';
export const MENSAGEM_PROPRIA_DECISAO =
  'Um pedido sobre a sua própria escala é decidido pelo seu gestor ou pelo RH.';

/** Aguarda decisão: um pedido de alteração ou a confirmação de uma remoção. */
export const ehPendente = (status: StatusAcao) =>
  status === 'ParaAprovar' || status === 'ParaRemover';

/** Quem fez o pedido que aguarda decisão (a remoção, num ParaRemover) e o gestor imediato dele. */
const pedidoPendente = (p: Pendencia) =>
  p.status === 'ParaRemover' && p.remocaoSolicitanteId !== null
    ? { autorId: p.remocaoSolicitanteId, gestorId: p.remocaoSolicitanteGestorId }
    : { autorId: p.solicitanteId, gestorId: p.solicitanteGestorId };

/**
 * Quem decide um pedido pendente (quatro olhos): nunca quem o fez nem o colaborador da escala;
 * o RH (vê todos os pendentes: nenhum fica sem decisor), o gestor da equipe do colaborador e o
 * gestor imediato de quem pediu (usuario.gestor_id), mesmo com o colaborador fora da equipe dele.
 */
export const podeDecidir = <A extends Alcance>(a: A, p: Pendencia, gerir: Gerir<A>): boolean => {
  if (!ehPendente(p.status) || a.tipo === 'proprio') return false;
  const pedido = pedidoPendente(p);
  if (a.usuarioId === pedido.autorId || a.usuarioId === p.usuarioId) return false;
  const alvo = { id: p.usuarioId, departamentoId: p.alvoDepartamentoId, gestorId: p.alvoGestorId };
  return gerir(a, alvo) || pedido.gestorId === a.usuarioId;
};

/**
 * PUT /acao/status num pedido pendente: 403 para quem não decide. Quem fez o pedido passa daqui:
 * a máquina de status (acao.transicao) o recusa com a mensagem dela, depois de conferir se o
 * status pedido cabe (409 quando não cabe).
 */
export const exigirDecisor = <A extends Alcance>(a: A, p: Pendencia, gerir: Gerir<A>) => {
  if (a.tipo === 'proprio') throw semPermissao();
  if (a.usuarioId === pedidoPendente(p).autorId) return;
  if (a.usuarioId === p.usuarioId) throw semPermissao(MENSAGEM_PROPRIA_DECISAO);
  if (!podeDecidir(a, p, gerir)) throw semPermissao(MENSAGEM_NAO_DECIDE);
};
