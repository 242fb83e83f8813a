import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { LARGURA_PAINEL_LATERAL } from './constants.ts';

export type SidePanelProps = {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/** Painel lateral de 433 px à direita (spec §2, §9), como o de 'Escala no Dia'. */
export const SidePanel = ({ isOpen, title, onClose, children }: SidePanelProps) => (
  <Drawer
    opened={isOpen}
    onClose={onClose}
    title={title}
    position="right"
    size={LARGURA_PAINEL_LATERAL}
    closeButtonProps={{ 'aria-label': 'Fechar painel' }}
  >
    {children}
  </Drawer>
);
