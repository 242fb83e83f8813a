import type { LancamentoFolgaWire } from '@jornada/contracts';
import { Text } from '@mantine/core';
import { ConfirmMotivoModal } from '../../components/ui/confirm-motivo-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { useEstornarLancamentoFolga } from './banco-folgas.queries.ts';
import { dias, ORIGEM_FOLGA } from './banco-folgas.rotulos.ts';

export type EstornoModalProps = {
  lancamento: LancamentoFolgaWire | null;
  onClose: () => void;
};

const Corpo = ({
  lancamento,
  onClose,
}: {
  lancamento: LancamentoFolgaWire;
  onClose: () => void;
}) => {
  const estornar = useEstornarLancamentoFolga();

  const confirmar = async (motivo: string) => {
    await estornar.mutateAsync({ id: lancamento.id, motivo });
    toast.sucesso('Lançamento estornado.');
    onClose();
  };

  const descricao = `${ORIGEM_FOLGA[lancamento.origem]} de ${formatarData(lancamento.data)} (${dias(Math.abs(lancamento.dias))})`;
  const erro = !estornar.isError
    ? null
    : isErroApi(estornar.error)
      ? estornar.error.mensagem
      : 'Não foi possível estornar o lançamento.';

  return (
    <ConfirmMotivoModal
      title="Estornar lançamento"
      acceptLabel="Estornar"
      motivoLabel="Motivo do estorno"
      motivoObrigatorio="Informe o motivo do estorno (ao menos 3 caracteres)."
      motivoMinimo={3}
      isLoading={estornar.isPending}
      erro={erro}
      onConfirm={confirmar}
      onClose={onClose}
    >
      <Text>Estornar {descricao}? O lançamento continua no extrato, desfeito por um estorno.</Text>
    </ConfirmMotivoModal>
  );
};

/** Confirma o estorno de um lançamento, com o motivo (nada é apagado: um estorno o desfaz). */
export const EstornoModal = ({ lancamento, onClose }: EstornoModalProps) =>
  lancamento ? <Corpo key={lancamento.id} lancamento={lancamento} onClose={onClose} /> : null;
