import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEMPO_FECHAMENTO_MODAL_MS } from './constants.ts';
import { useFechamentoAutomatico } from './use-fechamento-automatico.ts';

export type FailureModalProps = {
  isOpen: boolean;
  title?: string;
  message: ReactNode;
  onClose: () => void;
};

/** Falha (spec §2, §9): fecha sozinho em 3 s; o X permite fechar antes. */
export const FailureModal = ({ isOpen, title = 'Falha', message, onClose }: FailureModalProps) => {
  useFechamentoAutomatico(isOpen, onClose, TEMPO_FECHAMENTO_MODAL_MS);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <div role="alert">
        {typeof message === 'string' ? <Text c="red.8">{message}</Text> : message}
      </div>
    </Modal>
  );
};
