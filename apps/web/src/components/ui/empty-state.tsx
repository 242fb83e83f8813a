import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Ações oferecidas (botões ou links). */
  children?: ReactNode;
};

export const EmptyState = ({ title, description, icon, children }: EmptyStateProps) => (
  <MantineEmptyState
    title={title}
    description={description}
    icon={icon}
    withIndicatorBackground={Boolean(icon)}
    py="xl"
  >
    {children ? <MantineEmptyState.Actions>{children}</MantineEmptyState.Actions> : null}
  </MantineEmptyState>
);
