import type { CodigoMotivoSolicitacao } from '@jornada/domain';
import type { Escopo } from '../../shared/escopo.ts';
import { listAusenciasAprovadas } from './lancamento.repository.ts';

const MOTIVO: Record<'Ferias' | 'Recesso' | 'DayOff', CodigoMotivoSolicitacao> = {
  Ferias: 'FERIAS',
  Recesso: 'RECESSO_ESTAGIO',
  DayOff: 'FOLGA_CONCEDIDA',
};

/**
 * Pedidos aprovados no formato das ausências que a apuração e o calendário leem (o mesmo das
 * ausências justificadas do abono): dia inteiro, pago, com o motivo do pedido. O `id` é o do
 * lançamento; o motivo (férias, recesso, folga) diz que não é um abono.
 */
export const listAfastamentosAprovados = async (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) =>
  usuarioIds.length === 0
    ? []
    : (await listAusenciasAprovadas(escopo, usuarioIds, inicio, fim)).map((a) => ({
        id: a.lancamentoId,
        usuarioId: a.usuarioId,
        motivo: MOTIVO[a.tipo],
        observacao: null,
        minutoInicio: null,
        minutoFim: null,
        dataInicio: a.inicio,
        dataFim: a.fim,
      }));
