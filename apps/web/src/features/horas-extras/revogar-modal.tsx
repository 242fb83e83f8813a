import type { AutorizacaoHe } from '@jornada/contracts';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { duracao, mensagemDe, periodoBr } from './horas-extras.formato.ts';
import { useRevogarAutorizacao } from './horas-extras.queries.ts';

const Corpo = ({ a, onClose }: { a: AutorizacaoHe; onClose: () => void }) => {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const revogar = useRevogarAutorizacao();

  const confirmar = async () => {
    if (motivo.trim().length === 0) {
      setErro('Informe o motivo da revogação.');
      return;
    }
    setErro(null);
    await revogar.mutateAsync({ id: a.id, motivo: motivo.trim() });
    toast.sucesso('Autorização revogada.');
    onClose();
  };

  return (
    <ConfirmModal
      isOpen
      title="Revogar autorização"
      acceptLabel="Revogar"
      isLoading={revogar.isPending}
      onDeny={onClose}
      onAccept={() => void confirmar().catch(() => undefined)}
      message={
        <Stack gap="sm">
          <Text>
            Revogar a autorização de {a.nome} (até {duracao(a.limiteMinutos)} por dia em{' '}
            {periodoBr(a.dataInicio, a.dataFim)})?
          </Text>
          <Text size="sm" c="dimmed">
            No espelho, as horas extras desses dias voltam a ser não autorizadas e seguem o destino
            da regra (ficam retidas para a sua decisão, se a regra retém). A autorização fica no
            histórico como revogada.
          </Text>
          <TextInput
            label="Motivo da revogação"
            value={motivo}
            onChange={(ev) => setMotivo(ev.currentTarget.value)}
            error={erro}
            maxLength={500}
            required
            data-autofocus
          />
          {revogar.isError ? (
            <Alert color="red" role="alert">
              {mensagemDe(revogar.error, 'Não foi possível revogar a autorização.')}
            </Alert>
          ) : null}
        </Stack>
      }
    />
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
