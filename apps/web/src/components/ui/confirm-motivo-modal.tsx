import { Alert, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from './confirm-modal.tsx';

export type ConfirmMotivoModalProps = {
  title: string;
  acceptLabel: string;
  /** O que será feito e o efeito (texto ou blocos). */
  children: ReactNode;
  /** Rótulo do campo, ex.: "Motivo da revogação". */
  motivoLabel: string;
  /** Mensagem quando o motivo falta ou é curto demais. */
  motivoObrigatorio: string;
  /** Menor número de caracteres aceito (sem espaços nas pontas). Padrão 1. */
  motivoMinimo?: number;
  isLoading?: boolean;
  /** Erro da ação (ex.: a resposta do servidor), mostrado abaixo do campo. */
  erro?: string | null;
  /** Recebe o motivo já aparado; rejeitar mantém o modal aberto. */
  onConfirm: (motivo: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Confirmação de uma ação que exige motivo (revogar, estornar, desfazer, recusar): o motivo é
 * obrigatório, validado aqui com a mensagem que nomeia o campo, e vai aparado para `onConfirm`.
 * Abra com `key` do item para o campo começar vazio a cada item.
 */
export const ConfirmMotivoModal = ({
  title,
  acceptLabel,
  children,
  motivoLabel,
  motivoObrigatorio,
  motivoMinimo = 1,
  isLoading = false,
  erro = null,
  onConfirm,
  onClose,
}: ConfirmMotivoModalProps) => {
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);

  const confirmar = () => {
    const aparado = motivo.trim();
    if (aparado.length < motivoMinimo) {
      setErroMotivo(motivoObrigatorio);
      return;
    }
    setErroMotivo(null);
    onConfirm(aparado).catch(() => undefined);
  };

  return (
    <ConfirmModal
      isOpen
      title={title}
      acceptLabel={acceptLabel}
      isLoading={isLoading}
      onDeny={onClose}
      onAccept={confirmar}
      message={
        <Stack gap="sm">
          {children}
          <TextInput
            label={motivoLabel}
            value={motivo}
            onChange={(ev) => setMotivo(ev.currentTarget.value)}
            error={erroMotivo}
            maxLength={500}
            required
            data-autofocus
          />
          {erro ? (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          ) : null}
        </Stack>
      }
    />
  );
};
