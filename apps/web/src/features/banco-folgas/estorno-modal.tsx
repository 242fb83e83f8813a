import type { LancamentoFolgaWire } from '@jornada/contracts';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { useEstornarLancamentoFolga } from './banco-folgas.queries.ts';
import { dias, ORIGEM_FOLGA } from './banco-folgas.rotulos.ts';

export type EstornoModalProps = {
  lancamento: LancamentoFolgaWire | null;
  onClose: () => void;
};

/** Confirma o estorno de um lançamento, com o motivo (nada é apagado: um estorno o desfaz). */
export const EstornoModal = ({ lancamento, onClose }: EstornoModalProps) => {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const estornar = useEstornarLancamentoFolga();

  const fechar = () => {
    setMotivo('');
    setErro(null);
    estornar.reset();
    onClose();
  };

  const confirmar = async () => {
    if (!lancamento) return;
    if (motivo.trim().length < 3) {
      setErro('Informe o motivo do estorno (ao menos 3 caracteres).');
      return;
    }
    setErro(null);
    await estornar.mutateAsync({ id: lancamento.id, motivo: motivo.trim() });
    toast.sucesso('Lançamento estornado.');
    fechar();
  };

  const descricao = lancamento
    ? `${ORIGEM_FOLGA[lancamento.origem]} de ${formatarData(lancamento.data)} (${dias(Math.abs(lancamento.dias))})`
    : '';

  return (
    <ConfirmModal
      isOpen={lancamento !== null}
      title="Estornar lançamento"
      acceptLabel="Estornar"
      isLoading={estornar.isPending}
      onDeny={fechar}
      onAccept={() => void confirmar().catch(() => undefined)}
      message={
        <Stack gap="sm">
          <Text>
            Estornar {descricao}? O lançamento continua no extrato, desfeito por um estorno.
          </Text>
          <TextInput
            label="Motivo do estorno"
            value={motivo}
            onChange={(ev) => setMotivo(ev.currentTarget.value)}
            error={erro}
            maxLength={500}
            required
            data-autofocus
          />
          {estornar.isError ? (
            <Alert color="red" role="alert">
              {isErroApi(estornar.error)
                ? estornar.error.mensagem
                : 'Não foi possível estornar o lançamento.'}
            </Alert>
          ) : null}
        </Stack>
      }
    />
  );
};
