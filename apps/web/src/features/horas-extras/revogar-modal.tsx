import type { AutorizacaoHe } from '@jornada/contracts';
import { Text } from '@mantine/core';
import { ConfirmMotivoModal } from '../../components/ui/confirm-motivo-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { duracao, mensagemDe, periodoBr } from './horas-extras.formato.ts';
import { useRevogarAutorizacao } from './horas-extras.queries.ts';

const Corpo = ({ a, onClose }: { a: AutorizacaoHe; onClose: () => void }) => {
  const revogar = useRevogarAutorizacao();

  const confirmar = async (motivo: string) => {
    await revogar.mutateAsync({ id: a.id, motivo });
    toast.sucesso('Autorização revogada.');
    onClose();
  };

  return (
    <ConfirmMotivoModal
      title="Revogar autorização"
      acceptLabel="Revogar"
      motivoLabel="Motivo da revogação"
      motivoObrigatorio="Informe o motivo da revogação."
      isLoading={revogar.isPending}
      erro={
        revogar.isError
          ? mensagemDe(revogar.error, 'Não foi possível revogar a autorização.')
          : null
      }
      onConfirm={confirmar}
      onClose={onClose}
    >
      <Text>
        Revogar a autorização de {a.nome} (até {duracao(a.limiteMinutos)} por dia em{' '}
        {periodoBr(a.dataInicio, a.dataFim)})?
      </Text>
      <Text size="sm" c="dimmed">
        No espelho, as horas extras desses dias voltam a ser não autorizadas e seguem o destino da
        regra (ficam retidas para a sua decisão, se a regra retém). A autorização fica no histórico
        como revogada.
      </Text>
    </ConfirmMotivoModal>
  );
};

/** Confirma a revogação de uma autorização, com o motivo (nada é apagado). */
export const RevogarModal = ({
  autorizacao,
  onClose,
}: {
  autorizacao: AutorizacaoHe | null;
  onClose: () => void;
}) => (autorizacao ? <Corpo key={autorizacao.id} a={autorizacao} onClose={onClose} /> : null);
