import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEMPO_FECHAMENTO_MODAL_MS } from './constants.ts';
import { useFechamentoAutomatico } from './use-fechamento-automatico.ts';

export type SuccessModalProps = {
  isOpen: boolean;
  title?: string;
  message: ReactNode;
  onClose: () => void;
};

/** Sucesso (spec §2, §9): fecha sozinho em 3 s ou pelo botão ENTENDI. */
export const SuccessModal = ({
  isOpen,
  title = 'Sucesso',
  message,
  onClose,
}: SuccessModalProps) => {
  useFechamentoAutomatico(isOpen, onClose, TEMPO_FECHAMENTO_MODAL_MS);
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered withCloseButton={false}>
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button color="green" onClick={onClose}>
          ENTENDI
        </Button>
      </Group>
    </Modal>
  );
};
