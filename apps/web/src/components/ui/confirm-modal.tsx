import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ConfirmModalProps = {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  acceptLabel?: string;
  denyLabel?: string;
  /** Enquanto a ação confirmada roda, o botão de aceitar mostra carregamento e não repete. */
  isLoading?: boolean;
  onAccept: () => void;
  onDeny: () => void;
};

/** Confirmação (spec §2): aceitar ou negar. Fechar pelo X ou Esc conta como negar. */
export const ConfirmModal = ({
  isOpen,
  title,
  message,
  acceptLabel = 'Confirmar',
  denyLabel = 'Cancelar',
  isLoading = false,
  onAccept,
  onDeny,
}: ConfirmModalProps) => (
  <Modal
    opened={isOpen}
    onClose={onDeny}
    title={title}
    centered
    closeButtonProps={{ 'aria-label': 'Fechar' }}
  >
    {typeof message === 'string' ? <Text>{message}</Text> : message}
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onDeny} disabled={isLoading}>
        {denyLabel}
      </Button>
      <Button onClick={onAccept} loading={isLoading}>
        {acceptLabel}
      </Button>
    </Group>
  </Modal>
);
