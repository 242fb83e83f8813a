import { Center, Group, Loader, Text } from '@mantine/core';

export type LoadingStateProps = { label?: string };

/** Carregamento anunciado a leitores de tela (role=status). */
export const LoadingState = ({ label = 'Carregando…' }: LoadingStateProps) => (
  <Center py="xl" role="status" aria-live="polite">
    <Group gap="sm">
      <Loader size="sm" />
      <Text c="dimmed">{label}</Text>
    </Group>
  </Center>
);
