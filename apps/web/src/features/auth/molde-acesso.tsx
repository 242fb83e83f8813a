import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type MoldeAcessoProps = {
  /** Título da tela; sem ele, o nome do produto. */
  titulo?: string;
  descricao?: ReactNode;
  children: ReactNode;
};

/** Moldura das telas públicas de acesso (login, primeiro acesso, senha, SSO, AD, HQ). */
export const MoldeAcesso = ({ titulo, descricao, children }: MoldeAcessoProps) => (
  <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
    <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={440}>
      <Stack gap="xs" mb="lg">
        {titulo ? (
          <Text fw={700} c="indigo.7" size="sm">
            Jornada
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {titulo ?? 'Jornada'}
        </Title>
        {descricao ? <Text c="dimmed">{descricao}</Text> : null}
      </Stack>
      {children}
    </Paper>
  </Center>
);
