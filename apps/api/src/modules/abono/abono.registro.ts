import type { CodigoMotivoAbono } from '@jornada/domain';
import { CODIGOS_MOTIVO_AUSENCIA } from '@jornada/domain';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import { auditar } from '../regras/index.ts';
import { abonoRepository } from './abono.repository.ts';
import { paraAusencia } from './abono.service.ts';

/** O código é um motivo da lista fixa de ausências justificadas. */
export const isMotivoAbono = (codigo: string): codigo is CodigoMotivoAbono =>
  (CODIGOS_MOTIVO_AUSENCIA as readonly string[]).includes(codigo);

export type AusenciaAceita = {
  usuarioId: number;
  dataInicio: string;
  dataFim: string;
  minutoInicio: number | null;
  minutoFim: number | null;
  motivo: CodigoMotivoAbono;
  observacao: string | null;
};

/**
 * Registra, na transação de quem chama, a ausência justificada de um aviso de ausência aceito
 * pelo gestor ou RH (módulo lancamento): a mesma gravação e auditoria do registro direto, com a
 * mesma recusa de sobreposição. O autor é quem aceitou. Devolve o id da ausência.
 */
export const registrarAusenciaAceita = async (tx: Tx, auth: AuthContext, a: AusenciaAceita) => {
  const repo = abonoRepository({ db: tx, empresaId: auth.empresaId });
  await repo.travarColaborador(a.usuarioId);
  if ((await repo.listAtivas([a.usuarioId], a.dataInicio, a.dataFim)).length > 0)
    throw new AppError(
      'AUSENCIA_SOBREPOSTA',
      'Já existe ausência justificada ativa neste período: cancele-a antes de aprovar o aviso.',
      409,
      'lancamentoId',
    );
  const id = await repo.inserir({ ...a, cid: null, autorId: auth.usuarioId });
  await auditar(tx, auth.empresaId, {
    usuarioId: auth.usuarioId,
    hqOperadorId: auth.hqSuporteId ?? null,
    entidade: 'ausencia_justificada',
    entidadeId: id,
    acao: 'inclusao',
    antes: null,
    depois: paraAusencia((await repo.findById(id))!),
  });
  return id;
};

/** Cancela (novo registro, nada é apagado) a ausência de um aviso aprovado que foi cancelado. */
export const cancelarAusenciaAceita = async (
  tx: Tx,
  auth: AuthContext,
  ausenciaId: number,
  motivo: string,
) => {
  const repo = abonoRepository({ db: tx, empresaId: auth.empresaId });
  const atual = await repo.findById(ausenciaId);
  if (!atual || atual.cancelamento) return;
  await repo.cancelar(ausenciaId, motivo, auth.usuarioId);
  await auditar(tx, auth.empresaId, {
    usuarioId: auth.usuarioId,
    hqOperadorId: auth.hqSuporteId ?? null,
    entidade: 'ausencia_justificada',
    entidadeId: ausenciaId,
    acao: 'cancelamento',
    antes: paraAusencia(atual),
    depois: paraAusencia((await repo.findById(ausenciaId))!),
  });
};
