import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export type RowAction = {
  label: string;
  onClick: () => void;
  /** Nome acessível; sem ele, "<label> <itemName>" (ex.: "Alterar Padrão CLT"). */
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  /** Ação que não se aplica a esta linha (ex.: "Definir como padrão" da que já é). */
  isHidden?: boolean;
};

export type RowActionsProps = {
  /** O nome da linha, que entra no nome acessível de cada botão. */
  itemName: string;
  actions: readonly RowAction[];
  /** Ações com comportamento próprio (ex.: com confirmação), depois dos botões. */
  children?: ReactNode;
};

/** As ações de uma linha de tabela: botões pequenos lado a lado, cada um nomeado pela linha. */
export const RowActions = ({ itemName, actions, children }: RowActionsProps) => (
  <Group gap="xs" wrap="nowrap">
    {actions
      .filter((a) => !a.isHidden)
      .map((a) => (
        <Button
          key={a.label}
          size="xs"
          variant={a.variant ?? 'default'}
          color={a.color}
          aria-label={a.ariaLabel ?? `${a.label} ${itemName}`}
          onClick={a.onClick}
        >
          {a.label}
        </Button>
      ))}
    {children}
  </Group>
);
